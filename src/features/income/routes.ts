import { defineApplicationRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const incomeRoutes = defineApplicationRoutes([
  {
    path: 'income/review',
    progress: 'link-income-sources',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "income-review" */ './screens/IncomeReviewScreen'),
  },
  {
    path: 'income/pointserv-callback',
    progress: 'link-income-sources',
    access: 'applicant',
    screen: () =>
      import(
        /* webpackChunkName: "income-pointserv-callback" */ './screens/PointservCallbackScreen'
      ),
  },
  {
    path: 'income/upload/:type',
    progress: 'link-income-sources',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "income-upload" */ './screens/IncomeUploadScreen'),
  },
  {
    path: 'income/employer-verification',
    progress: 'link-income-sources',
    access: 'applicant',
    screen: () =>
      import(
        /* webpackChunkName: "income-employer-verification" */ './screens/EmployerVerificationScreen'
      ),
  },
]);
