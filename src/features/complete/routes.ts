import { defineApplicationRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const completeRoutes = defineApplicationRoutes([
  {
    path: 'complete',
    progress: 'all-done',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "complete" */ './screens/CompleteScreen'),
  },
]);
