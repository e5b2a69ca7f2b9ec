/**
 * Request bodies read through the contract's request schemas (docs/sandbox.md#step-writes,
 * docs/sandbox.md#other-request-bodies): the lender's 400 for bad input, with every problem named
 * by its field, and nothing stored.
 */
import type { GenericSchema, ObjectEntries } from 'valibot';
import { v } from '../contract/schema';
import type { ErrorCode } from '../contract/errorAnswer';
import { isRecord } from '../contract/isRecord';
import { type ApiError, HttpError, rejectUnknownKeys } from './http';

type Entries = Record<string, unknown>;

/** What parseBody needs to see of a schema: its fields, and whether it takes others. */
interface SchemaShape {
  type?: string;
  entries?: Entries;
  pipe?: readonly SchemaShape[];
}

/** The object schema a schema reads with (itself, or the object of its pipe), if there is one. */
function objectOf(schema: unknown): SchemaShape | undefined {
  const shape = schema as SchemaShape;
  if (shape.entries) return shape;
  return shape.pipe?.find((item) => item.entries !== undefined);
}

/**
 * `value` with each field its object schema names (a missing one as undefined, so its own
 * message answers, in a nested object too) and no other: another field is a 400 naming its path,
 * unless the schema is a loose object (it takes other fields and leaves them out).
 */
function complete(object: SchemaShape, value: Record<string, unknown>, path?: string): Entries {
  const entries = object.entries ?? {};
  const fields = Object.keys(entries);
  if (object.type !== 'loose_object') rejectUnknownKeys(value, fields, path);
  return Object.fromEntries(
    fields.map((field) => {
      const inner = objectOf(entries[field]);
      const given = value[field];
      const at = path ? `${path}.${field}` : field;
      return [field, inner && isRecord(given) ? complete(inner, given, at) : given];
    }),
  );
}

export interface BodyOptions {
  /** The error code of each problem: BAD_REQUEST unless the call answers another. */
  code?: ErrorCode;
}

/**
 * A body read through its schema: each field the schema names, no other field (but for a loose
 * object), and every problem at once, named by its path.
 */
export function parseBody<B>(
  schema: GenericSchema<unknown, B>,
  body: Record<string, unknown>,
  { code = 'BAD_REQUEST' }: BodyOptions = {},
): B {
  const object = objectOf(schema);
  const read = v.safeParse(schema, object ? complete(object, body) : body, {
    abortPipeEarly: true,
  });
  if (read.success) return read.output;
  const errors: ApiError[] = read.issues.map((issue) => {
    const field = (issue.path ?? []).map((item) => String(item.key)).join('.');
    // A problem of the body as a whole names no field.
    return { code, message: issue.message, ...(field ? { field } : {}) };
  });
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
