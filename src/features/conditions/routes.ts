import { msg } from '@lingui/core/macro';
import { defineApplicationRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const conditionsRoutes = defineApplicationRoutes([
  {
    path: 'conditions',
    title: msg`Your outstanding tasks`,
    progress: 'verify-identity',
    access: 'applicant',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "conditions" */ './screens/ConditionsScreen'),
    ),
  },
  {
    path: 'conditions/upload-document',
    title: msg`Upload a requested document`,
    progress: 'verify-identity',
    access: 'applicant',
    screen: lazyWithRetry(
      () =>
        import(
          /* webpackChunkName: "conditions-upload-document" */ './screens/ConditionUploadDocumentScreen'
        ),
    ),
  },
  {
    path: 'conditions/phone-number',
    title: msg`How can the lender reach you?`,
    progress: 'verify-identity',
    access: 'applicant',
    screen: lazyWithRetry(
      () =>
        import(
          /* webpackChunkName: "conditions-phone-number" */ './screens/ConditionPhoneNumberScreen'
        ),
    ),
  },
]);
