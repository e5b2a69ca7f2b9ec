import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const creditRoutes = defineApplicationRoutes([
  {
    path: 'credit/social',
    title: msg`Confirm your Social Security number`,
    progress: 'basic-info',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "credit-social" */ './screens/CreditSocialScreen'),
    ),
  },
  {
    path: 'credit/error',
    title: msg`We could not access your credit report`,
    progress: 'basic-info',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "credit-error" */ './screens/CreditErrorScreen'),
    ),
  },
]);
