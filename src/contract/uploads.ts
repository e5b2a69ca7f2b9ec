/**
 * What the lender takes as an upload, checked on both sides: the size of one file, for every
 * document and chat attachment. Which kinds of file each upload takes is that upload's own rule.
 */

/**
 * "PDF, JPG or PNG, up to 10 MB": 10,000,000 bytes, so that with the decimal units the app shows
 * sizes in, the limit reads as exactly "10 MB" (10 × 1024 × 1024 would read "10.5 MB").
 */
export const UPLOAD_MAX_BYTES = 10 * 1000 * 1000;

/** The kinds of file the lender keeps, each with the bytes its files start with. */
export const UPLOAD_SIGNATURES = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
} as const satisfies Readonly<Record<string, readonly number[]>>;

export type UploadKind = keyof typeof UPLOAD_SIGNATURES;

/** The most bytes a kind is told by: read this many of a file's first bytes. */
export const UPLOAD_SIGNATURE_BYTES = 8;

/** Whether a file's first bytes are those of `kind`. */
export const startsAs = (head: ArrayLike<number>, kind: UploadKind): boolean =>
  UPLOAD_SIGNATURES[kind].every((byte, i) => head[i] === byte);

/** The kind a file is by its content (its first bytes), or null for one the lender does not keep. */
export function uploadKindOf(head: ArrayLike<number>): UploadKind | null {
  return (
    (Object.keys(UPLOAD_SIGNATURES) as UploadKind[]).find((kind) => startsAs(head, kind)) ?? null
  );
}
