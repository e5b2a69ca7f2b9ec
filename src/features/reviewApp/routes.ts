import { defineApplicationRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const reviewAppRoutes = defineApplicationRoutes([
  {
    path: 'review-app/incorrect-pin',
    progress: 'basic-info',
    access: 'applicant',
    screen: () =>
      import(/* webpackChunkName: "review-app-incorrect-pin" */ './screens/IncorrectPinScreen'),
  },
  {
    path: 'review-app/no-credit',
    progress: 'basic-info',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "review-app-no-credit" */ './screens/NoCreditScreen'),
  },
  {
    path: 'review-app/property',
    progress: 'basic-info',
    access: 'applicant',
    screen: () =>
      import(/* webpackChunkName: "review-app-property" */ './screens/PropertyReviewScreen'),
  },
  {
    path: 'review-app/uw',
    progress: 'basic-info',
    access: 'applicant',
    screen: () =>
      import(/* webpackChunkName: "review-app-uw" */ './screens/UnderwritingReviewScreen'),
  },
  {
    path: 'review-app/delinquency',
    progress: 'basic-info',
    access: 'applicant',
    screen: () =>
      import(/* webpackChunkName: "review-app-delinquency" */ './screens/DelinquencyReviewScreen'),
  },
  {
    path: 'review-app/incorrect-ownership',
    progress: 'basic-info',
    access: 'applicant',
    screen: () =>
      import(
        /* webpackChunkName: "review-app-incorrect-ownership" */ './screens/IncorrectOwnershipScreen'
      ),
  },
]);
