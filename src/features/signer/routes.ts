import { msg } from '@lingui/core/macro';
import { defineSignerRoutes } from '../../loading/defineRoutes';
import { lazyWithRetry } from '../../loading/lazyWithRetry';

/** This feature's routes, under /account/heloc/heloc-signer/. */
export const signerRoutes = defineSignerRoutes([
  {
    path: 'login',
    title: msg`Additional signer sign in`,
    progress: 'identity-verification',
    access: 'anyone',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "heloc-signer-login" */ './screens/SignerLoginScreen'),
    ),
  },
  {
    path: 'resume',
    title: msg`Pick up where you left off`,
    progress: 'identity-verification',
    access: 'signed-in',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "heloc-signer-resume" */ './screens/SignerResumeScreen'),
    ),
  },
  {
    path: 'cancelled',
    title: msg`This signing has been canceled`,
    progress: null,
    access: 'signed-in',
    screen: lazyWithRetry(
      () =>
        import(/* webpackChunkName: "heloc-signer-cancelled" */ './screens/SignerCancelledScreen'),
    ),
  },
  {
    path: 'identity',
    title: msg`Verify your identity`,
    progress: 'identity-verification',
    access: 'signed-in',
    screen: lazyWithRetry(
      () =>
        import(/* webpackChunkName: "heloc-signer-identity" */ './screens/SignerIdentityScreen'),
    ),
  },
  {
    path: 'intro',
    title: msg`You have been added as a signer`,
    progress: 'identity-verification',
    access: 'signed-in',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "heloc-signer-intro" */ './screens/SignerIntroScreen'),
    ),
  },
  {
    path: 'error',
    title: msg`We could not continue your signing`,
    progress: null,
    access: 'signed-in',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "heloc-signer-error" */ './screens/SignerErrorScreen'),
    ),
  },
  {
    path: 'sign',
    title: msg`Sign your documents`,
    progress: 'enotary',
    access: 'signed-in',
    screen: lazyWithRetry(
      () => import(/* webpackChunkName: "heloc-signer-sign" */ './screens/SignerSignScreen'),
    ),
  },
  {
    path: 'documents',
    title: msg`Your documents`,
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
    title: msg`Your document`,
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
    title: msg`Your tasks`,
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
    title: msg`Upload a document`,
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
    title: msg`Confirm your identity`,
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
