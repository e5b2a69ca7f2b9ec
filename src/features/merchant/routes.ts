import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const merchantRoutes = defineApplicationRoutes([
  {
    path: 'merchant/review',
    title: msg`Your application is with the merchant for review`,
    progress: 'sign-documents',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "merchant-review" */ './screens/MerchantReviewScreen'),
    ),
  },
  {
    path: 'merchant/lien-attestation',
    title: msg`Confirm the liens on your property`,
    progress: 'sign-documents',
    access: 'applicant',
    screen: lazyWithRetry(
      () =>
        import(
          /* webpackChunkName: "merchant-lien-attestation" */ './screens/LienAttestationScreen'
        ),
    ),
  },
]);
