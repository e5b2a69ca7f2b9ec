import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const completeRoutes = defineApplicationRoutes([
  {
    path: 'complete',
    title: msg`Your line of credit is on its way`,
    progress: 'all-done',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "complete" */ './screens/CompleteScreen'),
    ),
  },
]);
