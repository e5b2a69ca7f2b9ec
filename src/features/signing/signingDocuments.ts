import type { ClosingDocument } from './signingApi';

/** Whether every closing document is signed already (a return to the page after signing). */
export const allSigned = (documents: readonly ClosingDocument[]) =>
  documents.length > 0 && documents.every((document) => document.signed);
