import { defineApplicationRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const payoffRoutes = defineApplicationRoutes([
  {
    path: 'payoff/hold',
    progress: 'link-income-sources',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "payoff-hold" */ './screens/PayoffHoldScreen'),
  },
]);
