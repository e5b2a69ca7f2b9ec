/**
 * The failures of a call (docs/requests.md#errors), as pure functions.
 *
 * A failed answer's body is read once, here, as the contract's error answer
 * (docs/architecture.md#the-error-answer): the message is its problems' messages, unique, joined with commas
 * and closed with a period; without one the message is "Something unexpected happened". The
 * failure carries the problems read, so no screen reads the body again.
 */
import { type ErrorAnswer, readErrorAnswer } from '../contract/errorAnswer';
import {
  type ApiError,
  type ApiErrorStatus,
  fieldErrorsOf,
  joinErrorMessages,
  noAnswer,
  notJson,
} from '../lib/errorMessages';
import { sourceWords } from '../lib/i18n';

// Shared with the form kit (src/forms), which may not import the request layer.
export type { ApiError, ApiErrorStatus } from '../lib/errorMessages';
export {
  failedCallOf,
  isStepClosedError,
  joinErrorMessages,
  inPageLanguage,
  messageOfError,
  sendFailureMessage,
  UNEXPECTED_ERROR_MESSAGE,
} from '../lib/errorMessages';

/**
 * A failure with no error answer to read: no answer at all, one that is not JSON or that its
 * reader refused, or one the app makes itself. It names no problem.
 */
export const failure = (
  status: ApiErrorStatus,
  message: string,
  data: unknown = null,
  statusText = '',
): ApiError => ({ status, statusText, data, message, problems: [], fieldErrors: {} });

/** HTTP 401 anywhere, or 403 saying unauthenticated or invalid signature (docs/requests.md#what-ends-a-session). */
export function endsSession(status: ApiErrorStatus, answer: ErrorAnswer): boolean {
  if (status === 401) return true;
  if (status !== 403) return false;
  const texts = [answer.message ?? '', ...answer.errors.map(({ message }) => message)];
  return texts.some((t) => /unauthenticated|invalid signature/i.test(t));
}

/**
 * An answer with an HTTP error status, its body read as the lender's error answer: the failure
 * to hand on, and whether the answer ends the session.
 */
export function answeredFailure(
  status: number,
  statusText: string,
  body: unknown,
): { error: ApiError; endsSession: boolean } {
  const answer = readErrorAnswer(body);
  const problems = answer.errors;
  return {
    error: {
      status,
      statusText,
      data: body,
      message: joinErrorMessages(problems.map(({ message }) => message)),
      problems,
      fieldErrors: fieldErrorsOf(problems),
    },
    endsSession: endsSession(status, answer),
  };
}

/** The words recorded for an answer that is not JSON, in English (docs/requests.md#errors). */
export const notConvertibleToJsonMessage = (url: string) => sourceWords(notJson(url));
/** The words recorded for a call with no answer at all, in English (docs/requests.md#errors). */
export const notDefinedMessage = (url: string) => sourceWords(noAnswer(url));
