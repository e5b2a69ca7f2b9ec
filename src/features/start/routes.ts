import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const startRoutes = defineApplicationRoutes([
  {
    path: 'start/profile',
    title: msg`Tell us about yourself`,
    progress: 'basic-info',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "start-profile" */ './screens/ProfileScreen'),
    ),
  },
  {
    path: 'start/contact',
    title: msg`Ownership and credit check`,
    progress: 'provide-more-info',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "start-contact" */ './screens/ContactScreen'),
    ),
  },
  {
    path: 'start/hmda',
    title: msg`Government monitoring information`,
    progress: 'provide-more-info',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "start-hmda" */ './screens/HmdaScreen'),
    ),
  },
  {
    path: 'start/app-summary',
    title: msg`Check your answers before you submit`,
    progress: 'provide-more-info',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "start-app-summary" */ './screens/AppSummaryScreen'),
    ),
  },
]);
