import { defineApplicationRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const identityRoutes = defineApplicationRoutes([
  {
    path: 'identity',
    progress: 'verify-identity',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "identity" */ './screens/IdentityScreen'),
  },
]);
