import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const insuranceRoutes = defineApplicationRoutes([
  {
    path: 'insurance/upload',
    title: msg`Upload proof of insurance`,
    progress: 'notary',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "insurance-upload" */ './screens/InsuranceUploadScreen'),
    ),
  },
  {
    path: 'insurance/requirements',
    title: msg`Homeowners insurance requirements`,
    progress: 'notary',
    access: 'applicant',
    screen: lazyWithRetry(
      () =>
        import(
          /* webpackChunkName: "insurance-requirements" */ './screens/InsuranceRequirementsScreen'
        ),
    ),
  },
]);
