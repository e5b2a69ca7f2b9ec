import { msg } from '@lingui/core/macro';
/** Where the borrower's copies live, under /account/heloc/ (docs/journey.md#copies-of-what-was-signed). */
export const COPIES_STEP = 'document/copies';

/**
 * The list's title (its page's, the complete page's section's). Here, beside its path, so the
 * route table names it without carrying the words and formats of ./copyWords.ts.
 */
export const COPIES_HEADING = msg`Your documents`;

export const copiesPath = (applicationUuid: string) => `/${applicationUuid}/${COPIES_STEP}`;

export const copyPath = (applicationUuid: string, copyUuid: string) =>
  `${copiesPath(applicationUuid)}/${encodeURIComponent(copyUuid)}`;

/** The additional signer's, under /account/heloc/heloc-signer/. */
export const SIGNER_COPIES_PATH = '/heloc-signer/documents';

export const signerCopyPath = (copyUuid: string) =>
  `${SIGNER_COPIES_PATH}/${encodeURIComponent(copyUuid)}`;
