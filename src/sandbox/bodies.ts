/**
 * Request bodies read through the contract's request schemas (docs/sandbox.md#step-writes): the
 * lender's 400 for bad input, with every problem named by its field, and nothing stored.
 */
import type { GenericSchema } from 'valibot';
import { v } from '../contract/schema';
import { type ApiError, HttpError, rejectUnknownKeys } from './http';

/**
 * A body read through its schema: each field the schema names (a missing one read as undefined,
 * so its own message answers), no other field, and every problem at once, named by its path.
 */
export function parseBody<B>(schema: GenericSchema<unknown, B>, body: Record<string, unknown>): B {
  const entries = (schema as { entries?: Record<string, unknown> }).entries ?? {};
  const fields = Object.keys(entries);
  rejectUnknownKeys(body, fields);
  const complete = Object.fromEntries(fields.map((field) => [field, body[field]]));
  const read = v.safeParse(schema, complete, { abortPipeEarly: true });
  if (read.success) return read.output;
  const errors: ApiError[] = read.issues.map((issue) => ({
    code: 'BAD_REQUEST',
    message: issue.message,
    field: (issue.path ?? []).map((item) => String(item.key)).join('.'),
  }));
  throw new HttpError(400, errors);
}
