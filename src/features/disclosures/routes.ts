import { defineApplicationRoutes } from '../../app/routes/defineRoutes';
import { lazyWithRetry } from '../../app/routes/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const disclosuresRoutes = defineApplicationRoutes([
  {
    path: 'document/disclosures',
    title: 'Review your disclosures',
    progress: 'sign-documents',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "document-disclosures" */ './screens/DisclosuresScreen'),
    ),
  },
]);
