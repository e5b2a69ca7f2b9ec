import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const bpoRoutes = defineApplicationRoutes([
  {
    path: 'bpo/condition',
    title: msg`A property valuation is required`,
    progress: 'verify-identity',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "bpo-condition" */ './screens/BpoConditionScreen'),
    ),
  },
  {
    path: 'bpo/hold',
    title: msg`Your property valuation is in progress`,
    progress: 'verify-identity',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "bpo-hold" */ './screens/BpoHoldScreen'),
    ),
  },
  {
    path: 'bpo/waiting',
    title: msg`Waiting for your property valuation`,
    progress: 'verify-identity',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "bpo-waiting" */ './screens/BpoWaitingScreen'),
    ),
  },
  {
    path: 'bpo/estimate-value',
    title: msg`Estimate your home value`,
    progress: 'verify-identity',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "bpo-estimate-value" */ './screens/EstimateValueScreen'),
    ),
  },
  {
    path: 'bpo/order-bpo',
    title: msg`Order a property valuation`,
    progress: 'verify-identity',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "bpo-order-bpo" */ './screens/OrderBpoScreen'),
    ),
  },
]);
