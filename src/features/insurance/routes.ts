import { defineApplicationRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const insuranceRoutes = defineApplicationRoutes([
  {
    path: 'insurance/upload',
    progress: 'notary',
    access: 'applicant',
    screen: () =>
      import(/* webpackChunkName: "insurance-upload" */ './screens/InsuranceUploadScreen'),
  },
  {
    path: 'insurance/requirements',
    progress: 'notary',
    access: 'applicant',
    screen: () =>
      import(
        /* webpackChunkName: "insurance-requirements" */ './screens/InsuranceRequirementsScreen'
      ),
  },
]);
