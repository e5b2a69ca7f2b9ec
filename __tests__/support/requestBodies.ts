/**
 * Request bodies as the sandbox lender reads them (`parseBody`, src/sandbox/bodies.ts): for the
 * contract's tests of its request schemas, and for the mock server, which checks every body the
 * app sends against its call's schema (src/contract/calls.ts; support/server.ts).
 */
import type { GenericSchema } from 'valibot';
import { callsOf } from '../../src/contract/calls';
import { type BodyOptions, parseBody } from '../../src/sandbox/bodies';
import { type ApiError, HttpError } from '../../src/sandbox/http';

/** The lender's errors for `body` read through `schema` (none when it takes it). */
export function errorsOf<B>(
  schema: GenericSchema<unknown, B>,
  body: Record<string, unknown>,
  options?: BodyOptions,
): ApiError[] {
  return errorsOfReading(() => parseBody(schema, body, options));
}

/** The one problem of `body`, as [field, message]. */
export function problemOf(
  schema: GenericSchema<unknown, unknown>,
  body: Record<string, unknown>,
  options?: BodyOptions,
): [string | null | undefined, string] | undefined {
  const problems = errorsOf(schema, body, options);
  expect(problems).toHaveLength(1);
  const [problem] = problems;
  return problem && [problem.field, problem.message];
}

/** The lender's errors when `read` refuses a body (none when it takes it). */
export function errorsOfReading(read: () => unknown): ApiError[] {
  try {
    read();
    return [];
  } catch (error) {
    if (error instanceof HttpError) return error.errors;
    throw error;
  }
}

/** A request's body as the lender gets it: JSON, or a form's text parts (its files apart). */
async function bodyOf(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.clone().formData();
    const parts: Record<string, unknown> = {};
    form.forEach((value, key) => {
      if (typeof value === 'string') parts[key] = value;
    });
    return parts;
  }
  const text = await request.clone().text();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * What the lender says of the body of a request the app made: its errors (none when it takes
 * it), or null when the table gives the call no schema of its own (a body made from the lender's
 * records, such as the offer's maximum, is proven by the sandbox's tests and the browser's).
 */
export async function bodyRefusal(request: Request): Promise<ApiError[] | null> {
  const { pathname } = new URL(request.url);
  const body = callsOf(request.method, pathname)[0]?.body;
  if (!body || typeof body === 'function') return null;
  const read = await bodyOf(request);
  if (read === null) return [{ code: 'BAD_REQUEST', message: 'The body is not a JSON object' }];
  return errorsOf(body, read);
}
