import { defineApplicationRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const liensRoutes = defineApplicationRoutes([
  {
    path: 'liens',
    progress: 'basic-info',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "liens" */ './screens/LiensScreen'),
  },
]);
