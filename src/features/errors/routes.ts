import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

const timeoutScreen = lazyWithRetry(
  () => import(/* webpackChunkName: "error-timeout" */ './screens/TimeoutScreen'),
);

/** This feature's routes, under /account/heloc/{uuid}/. */
export const errorsRoutes = defineApplicationRoutes([
  {
    path: 'error/decline',
    title: msg`We are unable to approve your application`,
    progress: null,
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "error-decline" */ './screens/DeclineScreen'),
    ),
  },
  {
    path: 'error/credit',
    title: msg`Your application did not meet our credit requirements`,
    progress: null,
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "error-credit" */ './screens/CreditDeclineScreen'),
    ),
  },
  {
    path: 'error/income',
    title: msg`Your application did not meet our income requirements`,
    progress: null,
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "error-income" */ './screens/IncomeDeclineScreen'),
    ),
  },
  {
    path: 'error/timeout',
    title: msg`This is taking longer than expected`,
    progress: null,
    access: 'applicant',
    screen: timeoutScreen,
  },
  {
    path: 'error/flood-cert',
    title: msg`We are waiting on your flood certificate`,
    progress: null,
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "error-flood-cert" */ './screens/FloodCertificateScreen'),
    ),
  },
  {
    path: 'review-app/datatree',
    title: msg`This is taking longer than expected`,
    progress: 'basic-info',
    access: 'applicant',
    screen: timeoutScreen,
  },
  {
    path: 'review-app/signdocs',
    title: msg`This is taking longer than expected`,
    progress: 'sign-documents',
    access: 'applicant',
    screen: timeoutScreen,
  },
]);
