/**
 * The signing feature's public entry: what other features may import from it (the additional
 * signer's own signing, heloc-signer/sign, signs the same documents with the same pieces).
 */
export { ClosingDocuments, LOAD_FAILED_TEXT } from './ClosingDocuments';
export { LoadProblem } from './LoadProblem';
export {
  FULL_NAME_LABEL,
  SIGN_DOCUMENTS_LABEL,
  SIGNATURE_NAME_MESSAGES,
  signBody,
  SignDocumentsForm,
  signMessage,
  signSchema,
  type SignValues,
  type Translate,
} from './SignDocumentsForm';
export {
  END_SEEN_HINT,
  READ_TO_END_HINT,
  SIGNED_HINT,
  SIGNED_TEXT,
  SignButton,
  signLabel,
} from './SignButton';
export {
  comparableSignature,
  fullNameOf,
  matchesSignerName,
  type SignerName,
} from './signatureName';
export {
  type ClosingDocument,
  type ClosingDocumentsAnswer,
  readClosingDocuments,
  signingApi,
  useGetClosingDocumentsQuery,
} from './signingApi';
export { allSigned } from './signingDocuments';
