import { defineSignerRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/heloc-signer/. */
export const signerRoutes = defineSignerRoutes([
  {
    path: 'login',
    title: 'Additional signer sign in',
    progress: 'identity-verification',
    access: 'anyone',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "heloc-signer-login" */ './screens/SignerLoginScreen'),
    ),
  },
  {
    path: 'resume',
    title: 'Pick up where you left off',
    progress: 'identity-verification',
    access: 'signed-in',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "heloc-signer-resume" */ './screens/SignerResumeScreen'),
    ),
  },
  {
    path: 'cancelled',
    title: 'This signing has been canceled',
    progress: null,
    access: 'signed-in',
    screen: lazyWithRetry(
      () =>
        import(/* webpackChunkName: "heloc-signer-cancelled" */ './screens/SignerCancelledScreen'),
    ),
  },
  {
    path: 'identity',
    title: 'Verify your identity',
    progress: 'identity-verification',
    access: 'signed-in',
    screen: lazyWithRetry(
      () =>
        import(/* webpackChunkName: "heloc-signer-identity" */ './screens/SignerIdentityScreen'),
    ),
  },
  {
    path: 'intro',
    title: 'You have been added as a signer',
    progress: 'identity-verification',
    access: 'signed-in',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "heloc-signer-intro" */ './screens/SignerIntroScreen'),
    ),
  },
  {
    path: 'error',
    title: 'We could not continue your signing',
    progress: null,
    access: 'signed-in',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "heloc-signer-error" */ './screens/SignerErrorScreen'),
    ),
  },
  {
    path: 'sign',
    title: 'Sign your documents',
    progress: 'enotary',
    access: 'signed-in',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "heloc-signer-sign" */ './screens/SignerSignScreen'),
    ),
  },
  {
    path: 'documents',
    title: 'Your documents',
    // Reached once the signer has signed and met the notary: both steps done.
    progress: 'all-done',
    access: 'signed-in',
    screen: lazyWithRetry(
      () =>
        import(/* webpackChunkName: "heloc-signer-documents" */ './screens/SignerDocumentsScreen'),
    ),
  },
  {
    path: 'documents/:copyUuid',
    title: 'Your document',
    progress: 'all-done',
    access: 'signed-in',
    screen: lazyWithRetry(
      () =>
        import(
          /* webpackChunkName: "heloc-signer-document-copy" */ './screens/SignerDocumentCopyScreen'
        ),
    ),
  },
  {
    path: 'conditions',
    title: 'Your tasks',
    progress: 'enotary',
    access: 'signed-in',
    screen: lazyWithRetry(
      () =>
        import(
          /* webpackChunkName: "heloc-signer-conditions" */ './screens/SignerConditionsScreen'
        ),
    ),
  },
  {
    path: 'conditions/upload-document',
    title: 'Upload a document',
    progress: 'enotary',
    access: 'signed-in',
    screen: lazyWithRetry(
      () =>
        import(
          /* webpackChunkName: "heloc-signer-conditions-upload-document" */ './screens/SignerUploadDocumentScreen'
        ),
    ),
  },
  {
    path: 'conditions/identity',
    title: 'Confirm your identity',
    progress: 'identity-verification',
    access: 'signed-in',
    screen: lazyWithRetry(
      () =>
        import(
          /* webpackChunkName: "heloc-signer-conditions-identity" */ './screens/SignerConditionIdentityScreen'
        ),
    ),
  },
]);
