/** Reading a request body as the sandbox lender does (parseBody), for the contract's tests. */
import type { GenericSchema } from 'valibot';
import { type BodyOptions, parseBody } from '../../src/sandbox/bodies';
import { type ApiError, HttpError } from '../../src/sandbox/http';

/** The lender's 400 errors for `body`, or [] when it is read. */
export function problemsOf(
  schema: GenericSchema<unknown, unknown>,
  body: Record<string, unknown>,
  options?: BodyOptions,
): ApiError[] {
  try {
    parseBody(schema, body, options);
    return [];
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return error.errors;
    throw error;
  }
}

/** The one problem of `body`, as [field, message]. */
export function problemOf(
  schema: GenericSchema<unknown, unknown>,
  body: Record<string, unknown>,
  options?: BodyOptions,
): [string | null | undefined, string] | undefined {
  const problems = problemsOf(schema, body, options);
  expect(problems).toHaveLength(1);
  const [problem] = problems;
  return problem && [problem.field, problem.message];
}
