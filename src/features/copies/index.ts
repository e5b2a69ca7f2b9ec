/**
 * Copies of what was signed (docs/journey.md#copies-of-what-was-signed): the list of a person's
 * copies and one copy's page, for the borrower's documents, the complete page, the end of
 * signing and the additional signer's "What you signed".
 */
export { COPIES_LIST_HEADING, PRINT_LABEL } from './copyWords';
export { DocumentCopyList, WithDocumentCopies } from './DocumentCopies';
export { DocumentCopyView } from './DocumentCopyView';
export { CopiesLink } from './CopiesLink';
export { COPIES_HEADING, copyPath, SIGNER_COPIES_PATH, signerCopyPath } from './paths';
