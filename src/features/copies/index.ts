/**
 * Copies of what was signed (docs/journey.md#copies-of-what-was-signed): the list of a person's
 * copies and one copy's page, for the borrower's documents, the complete page, the end of
 * signing and the additional signer's "What you signed".
 */
export { copiesApi, type DocumentCopy, useGetDocumentCopiesQuery } from './copiesApi';
export { COPIES_LINK_TEXT, COPIES_LIST_HEADING, copyLine, PRINT_LABEL } from './copyWords';
export { DocumentCopyList, WithDocumentCopies } from './DocumentCopies';
export { DocumentCopyView } from './DocumentCopyView';
export { CopiesLink } from './CopiesLink';
export { COPIES_HEADING, copiesPath, copyPath, SIGNER_COPIES_PATH, signerCopyPath } from './paths';
