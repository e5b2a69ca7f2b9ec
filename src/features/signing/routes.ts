import { defineApplicationRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const signingRoutes = defineApplicationRoutes([
  {
    path: 'signing/intro',
    progress: 'sign-documents',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "signing-intro" */ './screens/SigningIntroScreen'),
  },
  {
    path: 'signing/sign',
    progress: 'sign-documents',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "signing-sign" */ './screens/SignScreen'),
  },
  {
    path: 'signing/additional',
    progress: 'sign-documents',
    access: 'applicant',
    screen: () =>
      import(/* webpackChunkName: "signing-additional" */ './screens/AdditionalSignersScreen'),
  },
  {
    path: 'signing/support',
    progress: 'sign-documents',
    access: 'applicant',
    screen: () =>
      import(/* webpackChunkName: "signing-support" */ './screens/SigningSupportScreen'),
  },
]);
