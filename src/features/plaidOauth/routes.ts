import { definePageRoutes } from '../../app/routes/defineRoutes';
import { lazyWithRetry } from '../../app/routes/lazyWithRetry';

/** This feature's routes, under /account/heloc/. */
export const plaidOauthRoutes = definePageRoutes([
  {
    path: 'plaid-oauth-success',
    title: 'Finishing your bank connection',
    progress: null,
    access: 'signed-in',
    screen: lazyWithRetry(
      () =>
        import(/* webpackChunkName: "plaid-oauth-success" */ './screens/PlaidOauthSuccessScreen'),
    ),
  },
]);
