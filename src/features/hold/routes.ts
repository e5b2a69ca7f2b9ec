import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const holdRoutes = defineApplicationRoutes([
  {
    path: 'hold',
    title: msg`Your appraisal is being scheduled`,
    progress: 'verify-identity',
    access: 'applicant',
    screen: lazyWithRetry(() => import(/* webpackChunkName: "hold" */ './screens/HoldScreen')),
  },
]);
