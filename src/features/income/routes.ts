import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const incomeRoutes = defineApplicationRoutes([
  {
    path: 'income/review',
    title: msg`Review your income`,
    progress: 'link-income-sources',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "income-review" */ './screens/IncomeReviewScreen'),
    ),
  },
  {
    path: 'income/pointserv-callback',
    title: msg`Connecting your income source`,
    progress: 'link-income-sources',
    access: 'applicant',
    screen: lazyWithRetry(
      () =>
        import(
          /* webpackChunkName: "income-pointserv-callback" */ './screens/PointservCallbackScreen'
        ),
    ),
  },
  {
    path: 'income/upload/:type',
    title: msg`Upload your income documents`,
    progress: 'link-income-sources',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "income-upload" */ './screens/IncomeUploadScreen'),
    ),
  },
  {
    path: 'income/employer-verification',
    title: msg`Verify your employer`,
    progress: 'link-income-sources',
    access: 'applicant',
    screen: lazyWithRetry(
      () =>
        import(
          /* webpackChunkName: "income-employer-verification" */ './screens/EmployerVerificationScreen'
        ),
    ),
  },
]);
