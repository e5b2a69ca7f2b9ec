/**
 * The messages for a failed call (docs/requests.md#errors), as pure functions
 * the request layer (src/api/errors.ts) and the form kit (src/forms) share.
 */
export const UNEXPECTED_ERROR_MESSAGE = 'Something unexpected happened';

/** Unique messages, joined with commas, with a final period ("A, B."). */
export function joinErrorMessages(messages: readonly string[]): string {
  const unique = [...new Set(messages.map((m) => m.trim()).filter(Boolean))];
  if (unique.length === 0) return UNEXPECTED_ERROR_MESSAGE;
  const joined = unique.map((m) => m.replace(/[.\s]+$/, '')).join(', ');
  return `${joined}.`;
}

/** Reads the message of whatever an RTK Query hook reports as its error. */
export function messageOfError(error: unknown, fallback = UNEXPECTED_ERROR_MESSAGE): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

/**
 * The lender's code for a step it no longer has open for the application (409): the step is
 * done, or not yet reached (docs/requests.md#a-step-that-is-closed).
 */
export const STEP_CLOSED_CODE = 'WRONG_STEP';

/** Whether a failed call (`{ status, data }`) is the lender's answer that the step is closed. */
export function isStepClosedError(error: unknown): boolean {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { errors?: unknown } };
  const errors = status === 409 ? data?.errors : null;
  return Array.isArray(errors) && errors.some((entry) => entry?.code === STEP_CLOSED_CODE);
}
