/**
 * The messages of a failed call (docs/requests.md#errors), as pure functions.
 *
 * The rules for a failed answer: the body's `errors` array gives the
 * message, its unique messages joined with commas and closed with a period; without one the
 * message is "Something unexpected happened".
 */
import { joinErrorMessages, UNEXPECTED_ERROR_MESSAGE } from '../lib/errorMessages';

// Shared with the form kit (src/forms), which may not import the request layer.
export {
  isStepClosedError,
  joinErrorMessages,
  messageOfError,
  UNEXPECTED_ERROR_MESSAGE,
} from '../lib/errorMessages';

export type ApiErrorStatus = number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR';

/** What every failed request yields: status, status text, parsed body and a message to show. */
export interface ApiError {
  status: ApiErrorStatus;
  statusText: string;
  data: unknown;
  message: string;
}

function messageOf(entry: unknown): string | null {
  if (typeof entry === 'string') return entry.trim() || null;
  if (entry && typeof entry === 'object' && 'message' in entry) {
    const { message } = entry as { message: unknown };
    return typeof message === 'string' && message.trim() ? message.trim() : null;
  }
  return null;
}

export function errorMessageFromBody(body: unknown): string {
  if (body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors)) {
    const messages = (body as { errors: unknown[] }).errors
      .map(messageOf)
      .filter((m): m is string => m !== null);
    if (messages.length > 0) return joinErrorMessages(messages);
  }
  return UNEXPECTED_ERROR_MESSAGE;
}

export const notConvertibleToJsonMessage = (url: string) =>
  `Response was not convertible to json for ${url}`;
export const notDefinedMessage = (url: string) => `Response was not defined for ${url}`;

/** HTTP 401 anywhere, or 403 saying unauthenticated or invalid signature (docs/requests.md#what-ends-a-session). */
export function endsSession(status: ApiErrorStatus, body: unknown): boolean {
  if (status === 401) return true;
  if (status !== 403) return false;
  const texts: string[] = [];
  if (body && typeof body === 'object') {
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    if (typeof message === 'string') texts.push(message);
    if (Array.isArray(errors)) errors.forEach((e) => texts.push(messageOf(e) ?? ''));
  } else if (typeof body === 'string') {
    texts.push(body);
  }
  return texts.some((t) => /unauthenticated|invalid signature/i.test(t));
}
