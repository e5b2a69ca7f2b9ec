/**
 * Checks a chosen file before it is sent: its kind by its content (the contract's judge, with what
 * the file's first bytes showed when it was chosen), else by its type or name, against an `accept`
 * list (MIME types, `image/*`, or extensions), its size against a limit; and the words for them.
 */
import { msg } from '@lingui/core/macro';
import {
  judgeUpload,
  UPLOAD_KIND_NAMES,
  type UploadJudgement,
  type UploadKind,
} from '../contract/uploads';
import { formatBytes } from '../lib/fileSize';
import { i18n } from '../lib/i18n';

/** Extensions and MIME types of the kinds people upload, each way round. */
const KINDS: readonly { label: string; mime: string; extensions: readonly string[] }[] = [
  ...(Object.keys(UPLOAD_KIND_NAMES) as UploadKind[]).map((mime) => ({
    mime,
    ...UPLOAD_KIND_NAMES[mime],
  })),
  { label: 'HEIC', mime: 'image/heic', extensions: ['.heic'] },
  { label: 'GIF', mime: 'image/gif', extensions: ['.gif'] },
  { label: 'WEBP', mime: 'image/webp', extensions: ['.webp'] },
  { label: 'TIFF', mime: 'image/tiff', extensions: ['.tif', '.tiff'] },
];

const kindOf = (entry: string) => {
  const wanted = entry.trim().toLowerCase();
  return KINDS.find((kind) => kind.mime === wanted || kind.extensions.includes(wanted));
};

/** The label of one `accept` entry: "application/pdf" and ".pdf" are "PDF", "image/*" "image". */
function labelOf(entry: string): string {
  const known = kindOf(entry);
  if (known) return known.label;
  const text = entry.trim();
  if (text.startsWith('.')) return text.slice(1).toUpperCase();
  if (text.endsWith('/*')) return text.slice(0, -2);
  return text;
}

/**
 * "PDF, JPG or PNG" for ['application/pdf', 'image/jpeg', 'image/png'], in the page's language
 * (the words below are written out when called).
 */
export function describeAccept(accept: readonly string[]): string {
  const labels = [...new Set(accept.map(labelOf))];
  if (labels.length <= 1) return labels[0] ?? '';
  const kinds = labels.slice(0, -1).join(', ');
  const last = labels[labels.length - 1] ?? '';
  return i18n._(msg`${kinds} or ${last}`);
}

/** Whether a file is of a kind the list accepts, by its MIME type or its name's extension. */
export function isAccepted(
  file: { name: string; type: string },
  accept: readonly string[],
): boolean {
  if (accept.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    const kind = kindOf(entry);
    const mimes = kind ? [kind.mime] : entry.startsWith('.') ? [] : [entry];
    const extensions = kind ? kind.extensions : entry.startsWith('.') ? [entry] : [];
    return (type && mimes.includes(type)) || extensions.some((ext) => name.endsWith(ext));
  });
}

// The file size display (docs/forms.md#field-rules), shared with the sandbox lender
// (src/lib/fileSize.ts).
export { formatBytes };

/** What the lender takes for every upload: PDF, JPG or PNG (docs/forms.md, "Uploads"). */
export const UPLOAD_ACCEPT = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** How a message names a file: by its name among several, else "The selected file". */
export const SELECTED_FILE = msg`The selected file`;
const selectedFile = () => i18n._(SELECTED_FILE);

/**
 * The words about files: `required` and `uploading` are messages (write them out with `t()`);
 * the others are written out in the page's language when called, for the form's checks.
 */
export const FILE_MESSAGES = {
  /** Submitted with no file. */
  required: msg`Select a file`,
  /** Fewer than the files asked for. */
  tooFew: (count: number) => i18n._(msg`Select ${count} files`),
  type: (kinds: string, file: string = selectedFile()) => i18n._(msg`${file} must be a ${kinds}`),
  size: (limit: string, file: string = selectedFile()) =>
    i18n._(msg`${file} must be smaller than ${limit}`),
  empty: (file: string = selectedFile()) => i18n._(msg`${file} is empty`),
  /** Its content is of a kind taken, its name says another (docs/forms.md#uploads). */
  misnamed: (kind: string, extension: string | null, rename: string, file = selectedFile()) =>
    extension
      ? i18n._(
          msg`${file} is a ${kind} but its name ends in ${extension}. Rename it to ${rename}, or choose another file`,
        )
      : i18n._(
          msg`${file} is a ${kind} but its name does not end in ${rename}. Rename it so that it does, or choose another file`,
        ),
  /** Submitted while a file is still on its way. */
  uploading: msg`Wait for your files to finish uploading`,
} as const;

/**
 * What each chosen file's content showed (its first bytes, read by the FileField as it was
 * chosen), judged against its name; a file not read is judged by its type and name alone.
 */
const judgements = new WeakMap<object, UploadJudgement>();

/** Keeps what a chosen file's first bytes show, for the checks of the field and its form. */
export function noteFileContent(file: { name: string }, head: ArrayLike<number>): void {
  judgements.set(file, judgeUpload(file.name, head));
}

/**
 * Why a file's kind cannot be sent, or null when it can (pure): by its content when it was read
 * (`judgement`), else by its type or name.
 */
export function kindProblem(
  file: { name: string; type: string },
  judgement: UploadJudgement | undefined,
  accept: readonly string[],
  subject: string,
): string | null {
  const refused = FILE_MESSAGES.type(describeAccept(accept), subject);
  if (!judgement) return isAccepted(file, accept) ? null : refused;
  if (judgement.verdict === 'unknown') return refused;
  if (!isAccepted({ name: '', type: judgement.kind }, accept)) return refused;
  if (judgement.verdict === 'misnamed') return misnamedMessage(judgement, subject);
  return null;
}

/** What a file whose name says another kind than its content is told (docs/forms.md#uploads). */
export function misnamedMessage(
  judgement: Extract<UploadJudgement, { verdict: 'misnamed' }>,
  subject: string = selectedFile(),
): string {
  const { label, extensions } = UPLOAD_KIND_NAMES[judgement.kind];
  return FILE_MESSAGES.misnamed(label, judgement.extension, extensions[0], subject);
}

/** Why a file cannot be sent, or null when it can; `named` names it in the message. */
export function fileProblem(
  file: { name: string; type: string; size: number },
  accept: readonly string[],
  maxBytes: number,
  named = false,
): string | null {
  const subject = named ? file.name : selectedFile();
  const judgement = judgements.get(file);
  // An empty file read has no content to judge: it is said to be empty.
  const kind = judgement && file.size === 0 ? null : kindProblem(file, judgement, accept, subject);
  if (kind) return kind;
  if (file.size > maxBytes) return FILE_MESSAGES.size(formatBytes(maxBytes), subject);
  if (file.size === 0) return FILE_MESSAGES.empty(subject);
  return null;
}

/**
 * Why the chosen files cannot be sent, or null when all can: each refused file's reason, naming
 * the file when several are chosen ("notes.txt must be a PDF, JPG or PNG").
 */
export function filesProblem(
  files: readonly { name: string; type: string; size: number }[],
  accept: readonly string[],
  maxBytes: number,
): string | null {
  const problems = files.flatMap((file) => {
    const problem = fileProblem(file, accept, maxBytes, files.length > 1);
    return problem ? [problem] : [];
  });
  return problems.length > 0 ? problems.join('. ') : null;
}
