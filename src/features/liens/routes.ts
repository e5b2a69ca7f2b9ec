import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const liensRoutes = defineApplicationRoutes([
  {
    path: 'liens',
    title: msg`Review the liens on your property`,
    progress: 'basic-info',
    access: 'applicant',
    screen: lazyWithRetry(() => import(/* webpackChunkName: "liens" */ './screens/LiensScreen')),
  },
]);
