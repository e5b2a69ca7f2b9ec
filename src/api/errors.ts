/**
 * The error messages of spec 1 section 8 and spec 2 section 8, as pure functions.
 *
 * Both specs' rules for a failed answer are applied together: the body's `errors` array gives the
 * message, its unique messages joined with commas and closed with a period; without one the
 * message is "Something unexpected happened".
 */
export const UNEXPECTED_ERROR_MESSAGE = 'Something unexpected happened';

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

/** Unique messages, joined with commas, with a final period ("A, B."). */
export function joinErrorMessages(messages: readonly string[]): string {
  const unique = [...new Set(messages.map((m) => m.trim()).filter(Boolean))];
  if (unique.length === 0) return UNEXPECTED_ERROR_MESSAGE;
  const joined = unique.map((m) => m.replace(/[.\s]+$/, '')).join(', ');
  return `${joined}.`;
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

/** HTTP 401 anywhere, or 403 saying unauthenticated or invalid signature (spec 1 section 8). */
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

/** Reads the message of whatever an RTK Query hook reports as its error. */
export function messageOfError(error: unknown, fallback = UNEXPECTED_ERROR_MESSAGE): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}
