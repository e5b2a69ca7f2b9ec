/**
 * The building blocks of the contract's schemas (valibot), and how an answer is read through one
 * (docs/architecture.md#the-lenders-contract).
 *
 * Answers are read leniently: a malformed answer must never crash a screen. A field of the wrong
 * type takes its default; an entry of a list that is not what the list holds is dropped; only an
 * answer whose top level is not what the call promises is refused, and the call then fails with
 * a clear message. Request bodies are checked strictly, by the sandbox lender, with the same
 * schemas' strict counterparts.
 */
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { isRecord } from './isRecord';
import { type ContractMessage, messageText } from './messages';

export { v };

// valibot is one module to the bundler: every piece of it that any chunk of the app uses ships
// with the first screen. The app's schemas therefore keep to the pieces this file uses (a `check`
// or a `transform` states the rest), and valibot's actions for strict bodies (regex, minValue,
// trim, ...) stay with the request schemas, which only the sandbox lender runs
// (docs/performance.md#the-first-screen).

/**
 * The answer of a call could not be read: the call fails with this message, `said`, shown in the
 * reader's language (docs/requests.md#errors).
 */
export class AnswerError extends Error {
  constructor(readonly said: ContractMessage) {
    super(messageText(said));
  }
}

/** Text; anything else reads as `fallback` (empty text unless given). */
export function text(): v.GenericSchema<unknown, string>;
export function text<D extends string | null>(fallback: D): v.GenericSchema<unknown, string | D>;
export function text(fallback: string | null = ''): v.GenericSchema<unknown, string | null> {
  return v.fallback(v.string(), fallback as string);
}

/**
 * A field read by `schema`, or absent when it is missing or does not read (absence means something
 * to the routing rules: it stays absent rather than taking a default).
 */
export const optional = <S extends v.GenericSchema<unknown, unknown>>(schema: S) =>
  v.fallback(v.optional(schema), undefined);

/** Text, null, or absent. */
export const optionalText = optional(v.nullable(v.string()));

/** A finite number; anything else reads as `fallback` (0 unless given). */
export function number(): v.GenericSchema<unknown, number>;
export function number<D extends number | null>(fallback: D): v.GenericSchema<unknown, number | D>;
export function number(fallback: number | null = 0): v.GenericSchema<unknown, number | null> {
  return v.fallback(finiteNumber, fallback as number);
}

/** A finite number (valibot's number takes the infinities). */
export const finiteNumber = v.pipe(
  v.number(),
  v.check((value: number) => Number.isFinite(value)),
);

/** Text with something in it. */
export const filledText = v.pipe(
  v.string(),
  v.check((value) => value !== ''),
);

/** The entries of a read list that pass `keep`. */
export const keepItems = <T>(keep: (item: T) => boolean) =>
  v.transform((items: T[]) => items.filter(keep));

/** A boolean; anything else reads as `fallback`. */
export const flag = (fallback = false) => v.fallback(v.boolean(), fallback);

/** A boolean, or absent. */
export const optionalFlag = optional(v.boolean());

/** One of `values`; anything else reads as `fallback`. */
export const oneOf = <const T extends readonly string[], D extends T[number] | null | undefined>(
  values: T,
  fallback: D,
) =>
  v.fallback(v.picklist(values), fallback as T[number]) as unknown as v.GenericSchema<
    unknown,
    T[number] | D
  >;

/** The entries of a list that read as `item` (and not as null). */
const entriesOf =
  <S extends v.GenericSchema<unknown, unknown>>(item: S) =>
  (entries: unknown[]): Exclude<v.InferOutput<S>, null>[] =>
    entries.flatMap((entry) => {
      const read = v.safeParse(item, entry);
      return read.success && read.output !== null
        ? [read.output as Exclude<v.InferOutput<S>, null>]
        : [];
    });

/**
 * A list: entries that do not read as `item` (or read as null) are dropped; anything but a list
 * reads as empty.
 */
export function listOf<S extends v.GenericSchema<unknown, unknown>>(item: S) {
  // A fresh list each time: a read answer shares nothing with another.
  return v.pipe(
    v.fallback(v.array(v.unknown()), () => []),
    v.transform(entriesOf(item)),
  );
}

/** A list read as `listOf` does, or absent when it is not a list (absence means something). */
export function optionalListOf<S extends v.GenericSchema<unknown, unknown>>(item: S) {
  return optional(v.pipe(v.array(v.unknown()), v.transform(entriesOf(item))));
}

/**
 * A field read by a function of whatever it holds (absent included): for readings the other
 * pieces do not state.
 */
export const readWith = <T>(read: (value: unknown) => T) =>
  v.fallback(v.pipe(v.unknown(), v.transform(read)), () =>
    read(undefined),
  ) as unknown as v.GenericSchema<unknown, T>;

/**
 * An object whose fields are read by `entries`; unknown fields are left out, and so are fields
 * that read as undefined (an optional field of the wrong type reads as absent). A list is not an
 * object.
 */
export function record<E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    // valibot's object alone would take a list.
    v.unknown(),
    v.check(isRecord),
    v.object(entries),
    v.transform((read) => {
      for (const key of Object.keys(read) as (keyof typeof read)[]) {
        if (read[key] === undefined) delete read[key];
      }
      return read;
    }),
  );
}

/**
 * A field of an answer whose value is not one the contract lists (docs/architecture.md#how-an-answer-is-read):
 * the field's name, and its value when it is written as the lender writes a listed name (capitals,
 * digits and underscores), else only its kind, so no personal data reaches a log.
 */
export interface UnknownValue {
  field: string;
  value: string;
}

export type UnknownValueReport = (unknown: UnknownValue) => void;

/** Where the answer being read reports an unknown value (set by `answerOf` while it reads). */
let reportUnknown: UnknownValueReport | null = null;

const LISTED_NAME = /^[A-Z][A-Z0-9_]{0,63}$/;

/**
 * Reads a value of a closed list leniently (docs/architecture.md#how-an-answer-is-read): `known`
 * says which listed value the text is, or null; missing, null or empty text reads as null, and
 * anything else that `known` does not place reads as null and is reported to the caller of
 * `answerOf`. The server state and the status's picklists are read through it.
 */
export function listedValue<T extends string>(field: string, known: (value: string) => T | null) {
  return (value: unknown): T | null => {
    if (value === undefined || value === null) return null;
    const read = typeof value === 'string' ? known(value) : null;
    if (read === null && value !== '' && reportUnknown) {
      const name = typeof value === 'string' ? value.trim() : '';
      reportUnknown({ field, value: LISTED_NAME.test(name) ? name : `(${typeof value})` });
    }
    return read;
  };
}

/** Which of `values` the text is, surrounding spaces removed; null for any other. */
export const memberOf = <const T extends readonly string[]>(values: T) => {
  const listed: ReadonlySet<string> = new Set(values);
  return (value: string): T[number] | null => {
    const name = value.trim();
    return listed.has(name) ? (name as T[number]) : null;
  };
};

/**
 * A field holding one of `values`, absent when it is missing: null, empty or unlisted reads as
 * null, an unlisted value reported (`listedValue`).
 */
export const optionalListed = <const T extends readonly string[]>(field: string, values: T) =>
  optional(readWith(listedValue(field, memberOf(values))));

/** The values of a closed list by name, for comparisons a typo cannot slip through: `BPO_STATUS.REQUIRED`. */
export const namesOf = <const T extends readonly string[]>(values: T) =>
  Object.fromEntries(values.map((value) => [value, value])) as {
    readonly [K in T[number]]: K;
  };

/** An object read leniently, or null when it is not an object. */
export const orNull = <S extends v.GenericSchema<unknown, unknown>>(schema: S) =>
  v.fallback(v.nullable(schema), null) as unknown as v.GenericSchema<
    unknown,
    v.InferOutput<S> | null
  >;

/**
 * Reads an answer through its schema, or refuses it: "The <what> answer was not in the expected
 * form". A value a closed list does not hold goes to `report`, when given (the request layer logs
 * it, docs/architecture.md#how-an-answer-is-read).
 */
export function answerOf<S extends v.GenericSchema<unknown, unknown>>(schema: S, what: string) {
  return (value: unknown, report?: UnknownValueReport): v.InferOutput<S> => {
    // The reading is synchronous: the report is this answer's alone.
    const outer = reportUnknown;
    reportUnknown = report ?? null;
    try {
      const read = v.safeParse(schema, value);
      if (!read.success) {
        throw new AnswerError(msg`The ${what} answer was not in the expected form`);
      }
      return read.output;
    } finally {
      reportUnknown = outer;
    }
  };
}

export type Answer<S extends v.GenericSchema<unknown, unknown>> = v.InferOutput<S>;
