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
} from '../lib/errorMessages';
import { type MessageDescriptor, sourceWords } from '../lib/i18n';

// Shared with the form kit (src/forms), which may not import the request layer.
export type { ApiError, ApiErrorStatus } from '../lib/errorMessages';
export {
  failedCallOf,
  isStepClosedError,
  joinErrorMessages,
  messageOfError,
  noAnswer,
  notJson,
  OwnWordsError,
  sendFailureMessage,
  UNEXPECTED_ERROR_MESSAGE,
} from '../lib/errorMessages';

/**
 * A failure with no error answer to read: no answer at all, one that is not JSON or that its
 * reader refused, or one the app makes itself. It names no problem. Words given as a message
 * (the app's own) are recorded in English and shown in the page's language (docs/requests.md#errors).
 */
export function failure(
  status: ApiErrorStatus,
  words: string | MessageDescriptor,
  data: unknown = null,
  statusText = '',
): ApiError {
  const message = typeof words === 'string' ? words : sourceWords(words);
  const said = typeof words === 'string' ? {} : { said: words };
  return { status, statusText, data, message, ...said, problems: [], fieldErrors: {} };
}

/** Whether the answer's words are the protocol's for a session refused: "unauthenticated" or "invalid signature" (any case). */
function saysSessionRefused(answer: ErrorAnswer): boolean {
  const texts = [answer.message ?? '', ...answer.errors.map(({ message }) => message)];
  return texts.some((t) => /unauthenticated|invalid signature/i.test(t));
}

/** HTTP 401 anywhere, or 403 saying unauthenticated or invalid signature (docs/requests.md#what-ends-a-session). */
export function endsSession(status: ApiErrorStatus, answer: ErrorAnswer): boolean {
  if (status === 401) return true;
  return status === 403 && saysSessionRefused(answer);
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
  // A 401 or 403 in the protocol's words is the request layer's verdict, carried on the failure
  // so that a call that skips session handling shows the app's words (docs/requests.md#errors).
  const refusedAsSession = (status === 401 || status === 403) && saysSessionRefused(answer);
  return {
    error: {
      status,
      statusText,
      data: body,
      message: joinErrorMessages(problems.map(({ message }) => message)),
      problems,
      fieldErrors: fieldErrorsOf(problems),
      ...(refusedAsSession ? { refusedAsSession } : {}),
    },
    endsSession: endsSession(status, answer),
  };
}
