/**
 * Lenient decoders for what the lender's servers answer. A malformed answer must never crash a
 * screen: a field of the wrong type takes its default, and only an answer whose top level is not
 * the expected kind is refused (the request then fails with a clear message).
 */
import { AnswerError } from '../contract/schema';

export type Decoder<T> = (value: unknown) => T;

/** The same error as the contract's refused answer (src/contract/schema.ts). */
export const DecodeError = AnswerError;

type Json = Record<string, unknown>;
export const isRecord = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const str =
  <D extends string | null = string>(fallback: D = '' as D): Decoder<string | D> =>
  (v) =>
    typeof v === 'string' ? v : fallback;
export const num =
  <D extends number | null = number>(fallback: D = 0 as D): Decoder<number | D> =>
  (v) =>
    typeof v === 'number' && Number.isFinite(v) ? v : fallback;
export const bool =
  (fallback = false): Decoder<boolean> =>
  (v) =>
    typeof v === 'boolean' ? v : fallback;
/** Optional booleans stay undefined when absent: absence means something to the routing rules. */
export const optBool: Decoder<boolean | undefined> = (v) =>
  typeof v === 'boolean' ? v : undefined;
export const optStr: Decoder<string | null | undefined> = (v) =>
  typeof v === 'string' ? v : v === null ? null : undefined;

export const oneOf =
  <T extends string, D extends T | null>(values: readonly T[], fallback: D): Decoder<T | D> =>
  (v) =>
    typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : fallback;

export const arrayOf =
  <T>(item: Decoder<T | null>): Decoder<T[]> =>
  (v) =>
    Array.isArray(v) ? v.map(item).filter((x): x is T => x !== null) : [];

/** An object decoder: each field decoded; a non-object gives null. */
export const record =
  <T>(fields: { [K in keyof T]: Decoder<T[K]> }): Decoder<T | null> =>
  (v) => {
    if (!isRecord(v)) return null;
    const out = {} as T;
    for (const key of Object.keys(fields) as (keyof T)[]) {
      const decoded = fields[key](v[key as string]);
      if (decoded !== undefined) out[key] = decoded;
    }
    return out;
  };

export const nullable =
  <T>(decoder: Decoder<T | null>): Decoder<T | null> =>
  (v) =>
    v === null || v === undefined ? null : decoder(v);

/** The top level must decode, or the answer is refused. */
export function required<T>(decoder: Decoder<T | null>, what: string): Decoder<T> {
  return (v) => {
    const decoded = decoder(v);
    if (decoded === null) throw new DecodeError(`The ${what} answer was not in the expected form`);
    return decoded;
  };
}
