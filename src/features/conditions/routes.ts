import { defineApplicationRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/{uuid}/. */
export const conditionsRoutes = defineApplicationRoutes([
  {
    path: 'conditions',
    progress: 'verify-identity',
    access: 'applicant',
    screen: () => import(/* webpackChunkName: "conditions" */ './screens/ConditionsScreen'),
  },
  {
    path: 'conditions/upload-document',
    progress: 'verify-identity',
    access: 'applicant',
    screen: () =>
      import(
        /* webpackChunkName: "conditions-upload-document" */ './screens/ConditionUploadDocumentScreen'
      ),
  },
  {
    path: 'conditions/phone-number',
    progress: 'verify-identity',
    access: 'applicant',
    screen: () =>
      import(
        /* webpackChunkName: "conditions-phone-number" */ './screens/ConditionPhoneNumberScreen'
      ),
  },
]);
