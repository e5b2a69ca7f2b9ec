import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const disclosuresRoutes = defineApplicationRoutes([
  {
    path: 'document/disclosures',
    title: msg`Review your disclosures`,
    progress: 'sign-documents',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "document-disclosures" */ './screens/DisclosuresScreen'),
    ),
  },
]);
