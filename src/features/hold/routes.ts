import { defineApplicationRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const holdRoutes = defineApplicationRoutes([
  {
    path: 'hold',
    progress: 'verify-identity',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "hold" */ './screens/HoldScreen'),
  },
]);
