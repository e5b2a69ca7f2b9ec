/**
 * Request bodies read through the contract's request schemas (docs/sandbox.md#step-writes,
 * docs/sandbox.md#other-request-bodies): the lender's 400 for bad input, with every problem named
 * by its field, and nothing stored.
 */
import type { GenericSchema, ObjectEntries } from 'valibot';
import { v } from '../contract/schema';
import { type ApiError, HttpError, rejectUnknownKeys } from './http';

/** The fields a body schema names: its object's, or those of the object its pipe starts with. */
function entriesOf(schema: GenericSchema<unknown, unknown>): ObjectEntries {
  const read = schema as { entries?: ObjectEntries; pipe?: readonly { entries?: ObjectEntries }[] };
  return read.entries ?? read.pipe?.[0]?.entries ?? {};
}

/**
 * A body read through its schema: each field the schema names (a missing one read as undefined,
 * so its own message answers), no other field, and every problem at once, named by its path.
 * Each problem carries `code` (the lender's BAD_REQUEST unless the call answers another).
 */
export function parseBody<B>(
  schema: GenericSchema<unknown, B>,
  body: Record<string, unknown>,
  { code = 'BAD_REQUEST' }: { code?: string } = {},
): B {
  const fields = Object.keys(entriesOf(schema));
  rejectUnknownKeys(body, fields);
  const complete = Object.fromEntries(fields.map((field) => [field, body[field]]));
  const read = v.safeParse(schema, complete, { abortPipeEarly: true });
  if (read.success) return read.output;
  const errors: ApiError[] = read.issues.map((issue) => ({
    code,
    message: issue.message,
    field: (issue.path ?? []).map((item) => String(item.key)).join('.'),
  }));
  throw new HttpError(400, errors);
}

/** One field as its schema read it: the value, or the message of its problem. */
export type FieldRead<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * The text fields of a form read through the object schema that states them, field by field:
 * for an upload, whose checks interleave with its file's and the records' (each route answers its
 * own codes). Fields the schema does not name are the route's to refuse.
 */
export function readFields<E extends ObjectEntries>(
  schema: { entries: E },
  fields: Record<string, unknown>,
): { [K in keyof E]: FieldRead<v.InferOutput<E[K]>> } {
  const read = (key: keyof E & string): FieldRead<unknown> => {
    const result = v.safeParse(schema.entries[key]!, fields[key], { abortPipeEarly: true });
    return result.success
      ? { ok: true, value: result.output }
      : { ok: false, message: result.issues[0].message };
  };
  return Object.fromEntries(Object.keys(schema.entries).map((key) => [key, read(key)])) as {
    [K in keyof E]: FieldRead<v.InferOutput<E[K]>>;
  };
}
