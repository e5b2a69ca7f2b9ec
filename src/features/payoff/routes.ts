import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const payoffRoutes = defineApplicationRoutes([
  {
    path: 'payoff/hold',
    title: msg`We are processing your payoff request`,
    progress: 'link-income-sources',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "payoff-hold" */ './screens/PayoffHoldScreen'),
    ),
  },
]);
