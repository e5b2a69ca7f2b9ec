/**
 * A failed call's field names put onto a form's own (pure): an upload's 400 names its multipart
 * parts (`file`, `type`), which each upload form asks for under names of its own
 * (docs/architecture.md#the-error-answer).
 */
import { failedCallOf, fieldErrorsOf } from '../lib/errorMessages';

/**
 * `error` with each problem's field renamed by `renames` (a field renamed to null is for the
 * whole form), its field errors made again. Anything but the request layer's 400 is passed on
 * unchanged, as are the fields `renames` does not name.
 */
export function withFormFields(
  error: unknown,
  renames: Readonly<Record<string, string | null>>,
): unknown {
  const failed = failedCallOf(error);
  if (failed?.status !== 400) return error;
  const problems = failed.problems.map((problem) =>
    problem.field !== null && Object.hasOwn(renames, problem.field)
      ? { ...problem, field: renames[problem.field] ?? null }
      : problem,
  );
  return { ...failed, problems, fieldErrors: fieldErrorsOf(problems) };
}

/** Whether the request layer's 400 names `field`. */
export function namesField(error: unknown, field: string): boolean {
  const failed = failedCallOf(error);
  return failed?.status === 400 && failed.problems.some((problem) => problem.field === field);
}
