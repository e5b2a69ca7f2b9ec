import { defineApplicationRoutes } from '../../app/routes/defineRoutes';
import { lazyWithRetry } from '../../app/routes/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const identityRoutes = defineApplicationRoutes([
  {
    path: 'identity',
    title: 'Verify your identity',
    progress: 'verify-identity',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "identity" */ './screens/IdentityScreen'),
    ),
  },
]);
