import { definePageRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/. */
export const plaidOauthRoutes = definePageRoutes([
  {
    path: 'plaid-oauth-success',
    progress: null,
    access: 'signed-in',
    screen: () =>
      import(/* webpackChunkName: "plaid-oauth-success" */ './screens/PlaidOauthSuccessScreen'),
  },
]);
