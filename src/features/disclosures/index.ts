/**
 * The disclosures feature's public entry: what other features may import from it. The document
 * viewer (a document in a scrollable region whose end, seen at 25 % visible, opens its
 * acceptance or signature) serves document/disclosures, signing/sign and the signer's signing;
 * it shows the consent to receive documents and sign electronically too (EsignConsent), before a
 * person's first electronic document.
 */
export {
  DocumentViewer,
  paragraphsOf,
  UNTITLED_DOCUMENT,
  type DocumentViewerProps,
} from './DocumentViewer';
export { documentKey, documentTitle, DocumentToRead, useSeenDocuments } from './DocumentToRead';
export { BindingEnglishNote, DocumentTranslationView, showsBindingNote } from './DocumentInSpanish';
export { BOTTOM_SHARE, SEEN_RATIO, scrolledToEnd, useEndSeen } from './useEndSeen';
export {
  acceptedUuids,
  acceptInitialValues,
  acceptLabel,
  acceptMessage,
  acceptSchema,
  type AcceptValues,
  DisclosuresToAccept,
} from './DisclosuresToAccept';
export { EsignConsent, esignConsentSchema, shownEsignConsentVersion } from './EsignConsent';
export {
  type Disclosure,
  useAcceptDisclosuresMutation,
  useGetDisclosuresQuery,
} from './disclosuresApi';
