/**
 * What the lender takes as an upload, checked on both sides: the size of one file, for every
 * document and chat attachment. Which kinds of file each upload takes is that upload's own rule.
 */

/**
 * "PDF, JPG or PNG, up to 10 MB": 10,000,000 bytes, so that with the decimal units the app shows
 * sizes in, the limit reads as exactly "10 MB" (10 × 1024 × 1024 would read "10.5 MB").
 */
export const UPLOAD_MAX_BYTES = 10 * 1000 * 1000;
