import { defineApplicationRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const notaryRoutes = defineApplicationRoutes([
  {
    path: 'notary/intro',
    progress: 'notary',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "notary-intro" */ './screens/NotaryIntroScreen'),
  },
  {
    path: 'notary/schedule-manual',
    progress: 'notary',
    access: 'applicant',
    screen: () =>
      import(
        /* webpackChunkName: "notary-schedule-manual" */ './screens/ScheduleManualNotaryScreen'
      ),
  },
  {
    path: 'notary/reserve-manual',
    progress: 'notary',
    access: 'applicant',
    screen: () =>
      import(/* webpackChunkName: "notary-reserve-manual" */ './screens/ReserveManualNotaryScreen'),
  },
  {
    path: 'notary/session',
    progress: 'notary',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "notary-session" */ './screens/NotarySessionScreen'),
  },
  {
    path: 'notary/error',
    progress: 'notary',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "notary-error" */ './screens/NotaryErrorScreen'),
  },
]);
