import { defineApplicationRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const merchantRoutes = defineApplicationRoutes([
  {
    path: 'merchant/review',
    progress: 'sign-documents',
    access: 'applicant',
    screen: () =>
      import(/* webpackChunkName: "merchant-review" */ './screens/MerchantReviewScreen'),
  },
  {
    path: 'merchant/lien-attestation',
    progress: 'sign-documents',
    access: 'applicant',
    screen: () =>
      import(/* webpackChunkName: "merchant-lien-attestation" */ './screens/LienAttestationScreen'),
  },
]);
