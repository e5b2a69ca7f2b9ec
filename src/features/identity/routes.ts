import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const identityRoutes = defineApplicationRoutes([
  {
    path: 'identity',
    title: msg`Verify your identity`,
    progress: 'verify-identity',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "identity" */ './screens/IdentityScreen'),
    ),
  },
]);
