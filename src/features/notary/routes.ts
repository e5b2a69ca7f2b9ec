import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const notaryRoutes = defineApplicationRoutes([
  {
    path: 'notary/intro',
    title: msg`Meet your notary`,
    progress: 'notary',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "notary-intro" */ './screens/NotaryIntroScreen'),
    ),
  },
  {
    path: 'notary/schedule-manual',
    title: msg`Schedule your notary appointment`,
    progress: 'notary',
    access: 'applicant',
    screen: lazyWithRetry(
      () =>
        import(
          /* webpackChunkName: "notary-schedule-manual" */ './screens/ScheduleManualNotaryScreen'
        ),
    ),
  },
  {
    path: 'notary/reserve-manual',
    title: msg`Your notary appointment is reserved`,
    progress: 'notary',
    access: 'applicant',
    screen: lazyWithRetry(
      () =>
        import(
          /* webpackChunkName: "notary-reserve-manual" */ './screens/ReserveManualNotaryScreen'
        ),
    ),
  },
  {
    path: 'notary/session',
    title: msg`Your notary session`,
    progress: 'notary',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "notary-session" */ './screens/NotarySessionScreen'),
    ),
  },
  {
    path: 'notary/error',
    title: msg`We could not start your notary session`,
    progress: 'notary',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "notary-error" */ './screens/NotaryErrorScreen'),
    ),
  },
]);
