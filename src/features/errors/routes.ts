import { defineApplicationRoutes } from '../../loading/defineRoutes';

const timeoutScreen = () =>
  import(/* webpackChunkName: "error-timeout" */ './screens/TimeoutScreen');

/** This feature's routes, under /account/heloc/{uuid}/. */
export const errorsRoutes = defineApplicationRoutes([
  {
    path: 'error/decline',
    progress: null,
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "error-decline" */ './screens/DeclineScreen'),
  },
  {
    path: 'error/credit',
    progress: null,
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "error-credit" */ './screens/CreditDeclineScreen'),
  },
  {
    path: 'error/income',
    progress: null,
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "error-income" */ './screens/IncomeDeclineScreen'),
  },
  {
    path: 'error/timeout',
    progress: null,
    access: 'applicant',
    screen: timeoutScreen,
  },
  {
    path: 'error/flood-cert',
    progress: null,
    access: 'applicant',
    screen: () =>
      import(/* webpackChunkName: "error-flood-cert" */ './screens/FloodCertificateScreen'),
  },
  {
    path: 'review-app/datatree',
    progress: 'basic-info',
    access: 'applicant',
    screen: timeoutScreen,
  },
  {
    path: 'review-app/signdocs',
    progress: 'sign-documents',
    access: 'applicant',
    screen: timeoutScreen,
  },
]);
