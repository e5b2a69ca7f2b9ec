import { msg } from '@lingui/core/macro';
import { definePageRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/. */
export const plaidOauthRoutes = definePageRoutes([
  {
    path: 'plaid-oauth-success',
    title: msg`Finishing your bank connection`,
    progress: null,
    access: 'signed-in',
    screen: lazyWithRetry(
      () =>
        import(/* webpackChunkName: "plaid-oauth-success" */ './screens/PlaidOauthSuccessScreen'),
    ),
  },
]);
