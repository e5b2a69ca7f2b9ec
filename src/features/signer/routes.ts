import { defineSignerRoutes } from '../../loading/defineRoutes';

/** This feature's routes, under /account/heloc/heloc-signer/. */
export const signerRoutes = defineSignerRoutes([
  {
    path: 'login',
    progress: 'identity-verification',
    access: 'anyone',
    screen: () =>
      import(/* webpackChunkName: "heloc-signer-login" */ './screens/SignerLoginScreen'),
  },
  {
    path: 'resume',
    progress: 'identity-verification',
    access: 'signed-in',
    screen: () =>
      import(/* webpackChunkName: "heloc-signer-resume" */ './screens/SignerResumeScreen'),
  },
  {
    path: 'cancelled',
    progress: null,
    access: 'signed-in',
    screen: () =>
      import(/* webpackChunkName: "heloc-signer-cancelled" */ './screens/SignerCancelledScreen'),
  },
  {
    path: 'identity',
    progress: 'identity-verification',
    access: 'signed-in',
    screen: () =>
      import(/* webpackChunkName: "heloc-signer-identity" */ './screens/SignerIdentityScreen'),
  },
  {
    path: 'intro',
    progress: 'identity-verification',
    access: 'signed-in',
    screen: () =>
      import(/* webpackChunkName: "heloc-signer-intro" */ './screens/SignerIntroScreen'),
  },
  {
    path: 'error',
    progress: null,
    access: 'signed-in',
    screen: () =>
      import(/* webpackChunkName: "heloc-signer-error" */ './screens/SignerErrorScreen'),
  },
  {
    path: 'sign',
    progress: 'enotary',
    access: 'signed-in',
    screen: () => import(/* webpackChunkName: "heloc-signer-sign" */ './screens/SignerSignScreen'),
  },
  {
    path: 'documents',
    // Reached once the signer has signed and met the notary: both steps done.
    progress: 'all-done',
    access: 'signed-in',
    screen: () =>
      import(/* webpackChunkName: "heloc-signer-documents" */ './screens/SignerDocumentsScreen'),
  },
  {
    path: 'documents/:copyUuid',
    progress: 'all-done',
    access: 'signed-in',
    screen: () =>
      import(
        /* webpackChunkName: "heloc-signer-document-copy" */ './screens/SignerDocumentCopyScreen'
      ),
  },
  {
    path: 'conditions',
    progress: 'enotary',
    access: 'signed-in',
    screen: () =>
      import(/* webpackChunkName: "heloc-signer-conditions" */ './screens/SignerConditionsScreen'),
  },
  {
    path: 'conditions/upload-document',
    progress: 'enotary',
    access: 'signed-in',
    screen: () =>
      import(
        /* webpackChunkName: "heloc-signer-conditions-upload-document" */ './screens/SignerUploadDocumentScreen'
      ),
  },
  {
    path: 'conditions/identity',
    progress: 'identity-verification',
    access: 'signed-in',
    screen: () =>
      import(
        /* webpackChunkName: "heloc-signer-conditions-identity" */ './screens/SignerConditionIdentityScreen'
      ),
  },
]);
