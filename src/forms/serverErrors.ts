/**
 * A failed call's answer, mapped onto a form (pure). The lender answers bad input with
 * `400 { errors: [{ code, message, field? }] }`: each message whose field is one of the form's
 * lands on that field; the others are for the whole form.
 */
import { isRecord } from '../contract/isRecord';

export interface MappedServerErrors {
  /** The message for each form field the lender named, by formik path (first message wins). */
  fieldErrors: Record<string, string>;
  /** Messages of the 400 that name no field of the form. */
  formMessages: string[];
  /** Whether the failure was a 400 that listed errors (false: a failure to explain as a whole). */
  validation: boolean;
}

/** `liens[0].open` and `liens.0.open` are the same path; the dotted form is kept. */
export function normaliseFieldPath(path: string): string {
  return path
    .trim()
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '');
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

const trimmed = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/**
 * Maps a failed call onto the form's fields. `error` is what the request layer rejects with
 * (`{ status, data }`, data being the parsed body); `fieldPaths` the form's value paths.
 */
export function mapServerErrors(error: unknown, fieldPaths: readonly string[]): MappedServerErrors {
  const none: MappedServerErrors = { fieldErrors: {}, formMessages: [], validation: false };
  if (!isRecord(error) || error.status !== 400 || !isRecord(error.data)) return none;
  const entries = error.data.errors;
  if (!Array.isArray(entries) || entries.length === 0) return none;

  const known = new Set(fieldPaths.map(normaliseFieldPath));
  const fieldErrors: Record<string, string> = {};
  const formMessages: string[] = [];
  for (const entry of entries) {
    const message = isRecord(entry) ? trimmed(entry.message) : trimmed(entry);
    if (!message) continue;
    const field = isRecord(entry) ? trimmed(entry.field) : null;
    const path = field ? normaliseFieldPath(field) : null;
    if (path && known.has(path)) fieldErrors[path] ??= message;
    else formMessages.push(message);
  }
  return { fieldErrors, formMessages, validation: true };
}
