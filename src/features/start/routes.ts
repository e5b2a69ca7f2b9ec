import { defineApplicationRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const startRoutes = defineApplicationRoutes([
  {
    path: 'start/profile',
    progress: 'basic-info',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "start-profile" */ './screens/ProfileScreen'),
  },
  {
    path: 'start/contact',
    progress: 'provide-more-info',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "start-contact" */ './screens/ContactScreen'),
  },
  {
    path: 'start/hmda',
    progress: 'provide-more-info',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "start-hmda" */ './screens/HmdaScreen'),
  },
  {
    path: 'start/app-summary',
    progress: 'provide-more-info',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "start-app-summary" */ './screens/AppSummaryScreen'),
  },
]);
