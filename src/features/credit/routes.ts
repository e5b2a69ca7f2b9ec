import { defineApplicationRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const creditRoutes = defineApplicationRoutes([
  {
    path: 'credit/social',
    progress: 'basic-info',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "credit-social" */ './screens/CreditSocialScreen'),
  },
  {
    path: 'credit/error',
    progress: 'basic-info',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "credit-error" */ './screens/CreditErrorScreen'),
  },
]);
