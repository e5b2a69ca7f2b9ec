/**
 * What the lender takes as an upload, checked on both sides: the size of one file, for every
 * document and chat attachment, and a file's kind judged by its content against its name
 * (docs/forms.md#uploads). Which kinds of file each upload takes is that upload's own rule.
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

/**
 * How each kind is named: the word a message uses for it and the endings of a file's name of that
 * kind (the first is the one to rename to).
 */
export const UPLOAD_KIND_NAMES = {
  'application/pdf': { label: 'PDF', extensions: ['.pdf'] },
  'image/jpeg': { label: 'JPG', extensions: ['.jpg', '.jpeg'] },
  'image/png': { label: 'PNG', extensions: ['.png'] },
} as const satisfies Record<UploadKind, { label: string; extensions: readonly string[] }>;

/** A name's ending (".png", lower case), or null for a name without one. */
export function extensionOf(name: string): string | null {
  const match = /\.[a-z0-9]{1,8}$/i.exec(name.trim());
  return match ? match[0].toLowerCase() : null;
}

/**
 * What a file is, judged by its content (its first bytes) and compared with its name
 * (docs/forms.md#uploads): `kind` when the content is a kind the lender keeps and the name ends
 * as that kind's files do; `misnamed` when the content is such a kind but the name ends otherwise
 * (or has no ending); `unknown` when the content is no kind the lender keeps, whatever the name.
 */
export type UploadJudgement =
  | { verdict: 'kind'; kind: UploadKind }
  | { verdict: 'misnamed'; kind: UploadKind; extension: string | null }
  | { verdict: 'unknown' };

export function judgeUpload(name: string, head: ArrayLike<number>): UploadJudgement {
  const kind = uploadKindOf(head);
  if (kind === null) return { verdict: 'unknown' };
  const extension = extensionOf(name);
  const endings: readonly string[] = UPLOAD_KIND_NAMES[kind].extensions;
  return extension !== null && endings.includes(extension)
    ? { verdict: 'kind', kind }
    : { verdict: 'misnamed', kind, extension };
}
