import type { ClosingDocument } from './signingApi';

/** A document without a title is still shown, under this name. */
export const UNTITLED_DOCUMENT_TITLE = 'Document';

export const titleOf = (document: Pick<ClosingDocument, 'title'>) =>
  document.title || UNTITLED_DOCUMENT_TITLE;

/** Whether every closing document is signed already (a return to the page after signing). */
export const allSigned = (documents: readonly ClosingDocument[]) =>
  documents.length > 0 && documents.every((document) => document.signed);
