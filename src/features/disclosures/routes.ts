import { defineApplicationRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const disclosuresRoutes = defineApplicationRoutes([
  {
    path: 'document/disclosures',
    progress: 'sign-documents',
    access: 'applicant',
    screen: () =>
      import(/* webpackChunkName: "document-disclosures" */ './screens/DisclosuresScreen'),
  },
]);
