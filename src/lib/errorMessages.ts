/**
 * A failed call as the request layer (src/api) hands it on, and its messages
 * (docs/requests.md#errors), as pure functions the request layer and the form kit (src/forms)
 * share.
 */
import { msg } from '@lingui/core/macro';
import type { ErrorCode, ErrorEntry } from '../contract/errorAnswer';
import { i18n, type MessageDescriptor, sourceWords } from './i18n';

/**
 * What a failure without the lender's words says, in the page's language where it is shown
 * (docs/forms.md#a-failed-call).
 */
export const UNEXPECTED_ERROR = msg`Something unexpected happened`;

/**
 * The same words as the request layer records them on a failed call, in English for support's
 * logs (docs/requests.md#errors). Never shown as they are: what a person reads is written out by
 * joinErrorMessages and messageOfError, in the page's language.
 */
export const UNEXPECTED_ERROR_MESSAGE = 'Something unexpected happened';

/**
 * What a failure says in place of the lender's words when those are the protocol's for a refused
 * session ("unauthenticated", "invalid signature"), on a call that does not end the session for
 * them (registration, say): words for a person, not the protocol's (docs/requests.md#errors).
 */
export const SESSION_REFUSED = msg`We could not confirm who you are. Try again.`;

export type ApiErrorStatus = number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR';

/**
 * What every failed request yields: status, status text, the parsed body (as it came, for
 * support; nothing reads it), the message to show, and the lender's error answer read once
 * (docs/architecture.md#the-error-answer): its problems in order, and the first message of each field they
 * name. Screens and the form kit read these, never the body.
 */
export interface ApiError {
  status: ApiErrorStatus;
  statusText: string;
  data: unknown;
  message: string;
  /**
   * When the words are the app's own (no answer, an answer not JSON or refused by its reader),
   * they as a message: `message` records them in English, this shows them in the page's language
   * (docs/requests.md#errors).
   */
  said?: MessageDescriptor;
  /**
   * A 401 or 403 whose words are the protocol's for a refused session: shown as SESSION_REFUSED
   * (or a screen's own words), never as those words (docs/requests.md#errors).
   */
  refusedAsSession?: true;
  problems: readonly ErrorEntry[];
  /** By dotted path (`liens.0.open`). */
  fieldErrors: Readonly<Record<string, string>>;
}

/**
 * An error the app throws in its own words (a form's check the schema cannot make, say): its
 * `message` in English, for the logs, and the words as a message (`said`), which messageOfError
 * writes out in the page's language wherever it is shown (docs/requests.md#errors).
 */
export class OwnWordsError extends Error {
  readonly said: MessageDescriptor;

  constructor(said: MessageDescriptor) {
    super(sourceWords(said));
    this.name = 'OwnWordsError';
    this.said = said;
  }
}

/** A thrown value as the request layer's failed call, or null (an Error, an abort). */
export function failedCallOf(error: unknown): ApiError | null {
  const problems = (error as Partial<ApiError> | null)?.problems;
  return Array.isArray(problems) ? (error as ApiError) : null;
}

/** The first message of each field `problems` name. */
export function fieldErrorsOf(problems: readonly ErrorEntry[]): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const { field, message } of problems) {
    if (field && message) fieldErrors[field] ??= message;
  }
  return fieldErrors;
}

/** Unique messages, joined with commas, with a final period ("A, B."). */
export function joinErrorMessages(messages: readonly string[]): string {
  const unique = [...new Set(messages.map((m) => m.trim()).filter(Boolean))];
  if (unique.length === 0) return i18n._(UNEXPECTED_ERROR);
  const joined = unique.map((m) => m.replace(/[.\s]+$/, '')).join(', ');
  return `${joined}.`;
}

/**
 * What a person reads when something they sent failed (docs/forms.md#a-failed-call): the
 * lender's messages, joined, else "Something unexpected happened" in the page's language, never
 * the request layer's own words for a timeout or an unreadable answer, which name an address. A
 * refusal in the protocol's words, and an Error the app throws, say what messageOfError says.
 */
export function sendFailureMessage(error: unknown): string {
  const failed = failedCallOf(error);
  if (failed && !failed.refusedAsSession) {
    return joinErrorMessages(failed.problems.map(({ message }) => message));
  }
  return messageOfError(error);
}

/** The request layer's words for a call with no answer at all (docs/requests.md#errors). */
export const noAnswer = (url: string) => msg`Response was not defined for ${url}`;
/** The request layer's words for an answer that is not JSON (docs/requests.md#errors). */
export const notJson = (url: string) => msg`Response was not convertible to json for ${url}`;

/** Those two by their ids: a failure that says either names an address (docs/requests.md#errors). */
const NAMING_AN_ADDRESS = new Set([noAnswer('').id, notJson('').id]);

/**
 * What a person reads when an act outside a form failed (cancelling the line): the lender's
 * messages, joined; else the failure's own words (an answer not in the expected form says
 * which), except the request layer's words that name an address, which read as "Something
 * unexpected happened" in the page's language.
 */
export function actFailureMessage(error: unknown): string {
  const failed = failedCallOf(error);
  if (failed && failed.problems.length > 0) return sendFailureMessage(failed);
  const { said } = (error ?? {}) as Partial<ApiError>;
  return said && NAMING_AN_ADDRESS.has(said.id) ? i18n._(UNEXPECTED_ERROR) : messageOfError(error);
}

/**
 * The message of whatever an RTK Query hook reports as its error, as a load that failed shows it
 * (the request layer's message, the spec's words for a missing or unreadable answer included:
 * docs/requests.md#errors); a failure without words of its own says "Something unexpected
 * happened" in the page's language.
 */
export function messageOfError(error: unknown): string {
  const { said, refusedAsSession } = (error ?? {}) as Partial<ApiError>;
  if (refusedAsSession) return i18n._(SESSION_REFUSED);
  if (said) return i18n._(said);
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message && message !== UNEXPECTED_ERROR_MESSAGE) {
      return message;
    }
  }
  return i18n._(UNEXPECTED_ERROR);
}

/**
 * The lender's code for a step it no longer has open for the application (409): the step is
 * done, or not yet reached (docs/requests.md#a-step-that-is-closed).
 */
export const STEP_CLOSED_CODE: ErrorCode = 'WRONG_STEP';

/** Whether a failed call is the lender's answer that the step is closed. */
export function isStepClosedError(error: unknown): boolean {
  const failed = failedCallOf(error);
  return failed?.status === 409 && failed.problems.some(({ code }) => code === STEP_CLOSED_CODE);
}
