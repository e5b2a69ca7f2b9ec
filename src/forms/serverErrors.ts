/**
 * A failed call, mapped onto a form (pure). The request layer hands on the problems of the
 * lender's error answer (docs/requests.md#errors): each message whose field is one of the form's
 * lands on that field; the others are for the whole form.
 */
import { getIn, setIn } from 'formik';
import { fieldPathOf } from '../contract/errorAnswer';
import { failedCallOf } from '../lib/errorMessages';
import { isRecord } from '../contract/isRecord';

export interface MappedServerErrors {
  /** The message for each form field the lender named, by formik path (first message wins). */
  fieldErrors: Record<string, string>;
  /** Messages of the 400 that name no field of the form. */
  formMessages: string[];
  /** Whether the failure was a 400 that listed errors (false: a failure to explain as a whole). */
  validation: boolean;
}

/** Every path into `values`, parents included: `{ a: { b: 1 }, c: [x] }` gives a, a.b, c, c.0. */
export function fieldPathsOf(values: unknown, prefix = ''): string[] {
  if (!isRecord(values) && !Array.isArray(values)) return [];
  const entries: [string, unknown][] = Array.isArray(values)
    ? values.map((value, index) => [String(index), value])
    : Object.entries(values);
  return entries.flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...fieldPathsOf(value, path)];
  });
}

/**
 * Maps a failed call onto the form's fields. `error` is what the request layer rejects with (its
 * ApiError); `fieldPaths` the form's value paths.
 */
export function mapServerErrors(error: unknown, fieldPaths: readonly string[]): MappedServerErrors {
  const failed = failedCallOf(error);
  if (failed?.status !== 400 || failed.problems.length === 0) {
    return { fieldErrors: {}, formMessages: [], validation: false };
  }
  const known = new Set(fieldPaths.map(fieldPathOf));
  const onForm = (field: string | null): field is string => field !== null && known.has(field);
  const fieldErrors = Object.fromEntries(
    Object.entries(failed.fieldErrors).filter(([field]) => onForm(field)),
  );
  const formMessages = failed.problems
    .filter(({ field, message }) => message && !onForm(field))
    .map(({ message }) => message);
  return { fieldErrors, formMessages, validation: true };
}

/**
 * `errors` (formik's, nested) with each of the lender's messages for fields (`fieldErrors` of
 * MappedServerErrors, by dotted path) put on its field where `errors` has none there; `errors`
 * itself when nothing is added.
 */
export function withFieldErrors<Errors extends object>(
  errors: Errors,
  fieldErrors: Readonly<Record<string, string>>,
): Errors {
  let merged = errors;
  for (const [path, message] of Object.entries(fieldErrors)) {
    if (getIn(merged, path) === undefined) merged = setIn(merged, path, message) as Errors;
  }
  return merged;
}
