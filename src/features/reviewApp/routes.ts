import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const reviewAppRoutes = defineApplicationRoutes([
  {
    path: 'review-app/incorrect-pin',
    title: msg`Your credit freeze PIN did not work`,
    progress: 'basic-info',
    access: 'applicant',
    screen: lazyWithRetry(
      () =>
        import(/* webpackChunkName: "review-app-incorrect-pin" */ './screens/IncorrectPinScreen'),
    ),
  },
  {
    path: 'review-app/no-credit',
    title: msg`We could not find your credit file`,
    progress: 'basic-info',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "review-app-no-credit" */ './screens/NoCreditScreen'),
    ),
  },
  {
    path: 'review-app/property',
    title: msg`We could not verify your property`,
    progress: 'basic-info',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "review-app-property" */ './screens/PropertyReviewScreen'),
    ),
  },
  {
    path: 'review-app/uw',
    title: msg`Your application is being reviewed`,
    progress: 'basic-info',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "review-app-uw" */ './screens/UnderwritingReviewScreen'),
    ),
  },
  {
    path: 'review-app/delinquency',
    title: msg`We are reviewing your mortgage payments`,
    progress: 'basic-info',
    access: 'applicant',
    screen: lazyWithRetry(
      () =>
        import(
          /* webpackChunkName: "review-app-delinquency" */ './screens/DelinquencyReviewScreen'
        ),
    ),
  },
  {
    path: 'review-app/incorrect-ownership',
    title: msg`We could not confirm your ownership`,
    progress: 'basic-info',
    access: 'applicant',
    screen: lazyWithRetry(
      () =>
        import(
          /* webpackChunkName: "review-app-incorrect-ownership" */ './screens/IncorrectOwnershipScreen'
        ),
    ),
  },
]);
