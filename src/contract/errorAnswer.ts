/**
 * The lender's error answer (docs/architecture.md#the-error-answer): a call it refuses answers
 * `{ errors: [{ code, message, field? }] }`, every problem at once, `field` naming the part of the
 * body at fault (a dotted path) or null. Stated once, for the sandbox lender, which answers it
 * (its entries are `ErrorEntryAnswered`), and the app, whose request layer reads it with
 * `readErrorAnswer` and hands screens the problems read.
 *
 * Read leniently: a malformed answer never crashes a screen, it reads as no problem named and the
 * call is a general failure.
 */
import { type Answer, listOf, readWith, record, text, v } from './schema';

/**
 * Every code the lender's error answers carry: the sandbox lender answers no other, and the app
 * compares a code only with one of these (`ErrorCode`).
 */
export const ERROR_CODES = [
  // Any call.
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'INVALID_SIGNATURE',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_SERVER_ERROR',
  // The journey's steps.
  'WRONG_STEP',
  'EMAIL_TAKEN',
  'APPLICATION_EXISTS',
  'ESIGN_CONSENT_REQUIRED',
  'CREDIT_STILL_FROZEN',
  'DISCLOSURES_NOT_ACCEPTED',
  'RESCISSION_PERIOD_ENDED',
  // Uploads.
  'FILE_MISSING',
  'FILE_TYPE',
  'FILE_TOO_LARGE',
  'DOCUMENT_TYPE',
  'CONDITION',
  // The webchat.
  'CHANNEL_FROZEN',
  'INVALID_NONCE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** A field path as the lender may write it: `liens[0].open` reads as `liens.0.open`. */
export function fieldPathOf(path: string): string {
  return path
    .trim()
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '');
}

/** One problem, read field by field; a bare text entry is a message alone (some services answer so). */
const errorEntry = v.pipe(
  v.unknown(),
  v.transform((entry) => (typeof entry === 'string' ? { message: entry } : entry)),
  record({
    /**
     * As the lender wrote it, listed or not (the app acts on a few codes, by `ErrorCode`; the
     * list stays out of its bundle); anything but text reads as null.
     */
    code: text(null),
    /** Trimmed; empty when the entry has none. */
    message: readWith((value) => (typeof value === 'string' ? value.trim() : '')),
    /** The dotted path of the field at fault; null when absent or blank. */
    field: readWith((value) => (typeof value === 'string' && fieldPathOf(value)) || null),
  }),
);

export const errorAnswerSchema = record({
  /** Entries that are neither an object nor text are left out; no list reads as none. */
  errors: listOf(errorEntry),
  /**
   * The gateway's own word beside (or instead of) the list, as a 403 that ends the session
   * carries it (docs/requests.md#what-ends-a-session); null when there is none.
   */
  message: text(null),
});

/** The error answer as the app reads it. */
export type ErrorAnswer = Answer<typeof errorAnswerSchema>;

/** One problem, as the app reads it. */
export type ErrorEntry = ErrorAnswer['errors'][number];

/** One problem as the lender answers it (the sandbox lender builds these). */
export interface ErrorEntryAnswered {
  code: ErrorCode;
  message: string;
  /** The body field at fault; left out, or null, for a problem with no one field. */
  field?: string | null;
}

/** What every refusal answers. */
export interface ErrorAnswered {
  errors: ErrorEntryAnswered[];
  /** The gateway's own word (a session that ended): see `errorAnswerSchema`. */
  message?: string;
}

/**
 * A failed call's body read as the lender's error answer. Anything else (no body, not an object)
 * names no problem; a body of plain text is the gateway's word.
 */
export function readErrorAnswer(body: unknown): ErrorAnswer {
  if (typeof body === 'string') return { errors: [], message: body };
  const read = v.safeParse(errorAnswerSchema, body);
  return read.success ? read.output : { errors: [], message: null };
}
