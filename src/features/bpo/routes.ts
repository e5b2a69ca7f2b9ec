import { defineApplicationRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const bpoRoutes = defineApplicationRoutes([
  {
    path: 'bpo/condition',
    progress: 'verify-identity',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "bpo-condition" */ './screens/BpoConditionScreen'),
  },
  {
    path: 'bpo/hold',
    progress: 'verify-identity',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "bpo-hold" */ './screens/BpoHoldScreen'),
  },
  {
    path: 'bpo/waiting',
    progress: 'verify-identity',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "bpo-waiting" */ './screens/BpoWaitingScreen'),
  },
  {
    path: 'bpo/estimate-value',
    progress: 'verify-identity',
    access: 'applicant',
    screen: () =>
      import(/* webpackChunkName: "bpo-estimate-value" */ './screens/EstimateValueScreen'),
  },
  {
    path: 'bpo/order-bpo',
    progress: 'verify-identity',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "bpo-order-bpo" */ './screens/OrderBpoScreen'),
  },
]);
