import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const signingRoutes = defineApplicationRoutes([
  {
    path: 'signing/intro',
    title: msg`Get ready to sign`,
    progress: 'sign-documents',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "signing-intro" */ './screens/SigningIntroScreen'),
    ),
  },
  {
    path: 'signing/sign',
    title: msg`Sign your loan documents`,
    progress: 'sign-documents',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "signing-sign" */ './screens/SignScreen'),
    ),
  },
  {
    path: 'signing/additional',
    title: msg`Additional signers`,
    progress: 'sign-documents',
    access: 'applicant',
    screen: lazyWithRetry(
      () =>
        import(/* webpackChunkName: "signing-additional" */ './screens/AdditionalSignersScreen'),
    ),
  },
  {
    path: 'signing/support',
    title: msg`Help with signing`,
    progress: 'sign-documents',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "signing-support" */ './screens/SigningSupportScreen'),
    ),
  },
]);
