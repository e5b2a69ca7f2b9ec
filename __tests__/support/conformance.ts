/**
 * Whether an answer is what the contract promises, not merely readable. The app reads answers
 * leniently (docs/architecture.md#how-an-answer-is-read): a field of the wrong type takes its
 * default, a bad list entry is dropped, so a lenient read of a wrong answer still succeeds. An
 * answer conforms when reading it changes nothing the schema names: every field read is the value
 * sent, every list keeps every entry; a field left out conforms only where the reading takes its
 * absence as null. Fields the schema does not name are not compared.
 */
import { callsOf, type Readings } from '../../src/contract/calls';
import { ERROR_CODES, errorAnswerSchema, readErrorAnswer } from '../../src/contract/errorAnswer';
import { v } from '../../src/contract/schema';
import { isRecord } from '../../src/contract/isRecord';

type Schema = v.GenericSchema<unknown, unknown>;

/** Where `read` (the lenient reading) differs from `sent`: dotted paths with what differs. */
function differences(read: unknown, sent: unknown, at: string, readings: Readings): string[] {
  const key = at.split('.').pop() ?? '';
  if (readings.interpreted?.includes(key)) return [];
  if (Array.isArray(read)) {
    if (!Array.isArray(sent)) return [`${at}: a list read from ${JSON.stringify(sent)}`];
    if (read.length !== sent.length) {
      return [`${at}: ${sent.length - read.length} of ${sent.length} entries dropped`];
    }
    const inOrder = read.flatMap((entry, index) =>
      differences(entry, sent[index], `${at}.${index}`, readings),
    );
    // A reading may sort the list (licences by state, days by weekday): each entry read must
    // then be one sent, once.
    if (inOrder.length === 0) return [];
    const unmatched = [...sent];
    const sorted = read.every((entry) => {
      const index = unmatched.findIndex(
        (candidate) => differences(entry, candidate, at, readings).length === 0,
      );
      if (index === -1) return false;
      unmatched.splice(index, 1);
      return true;
    });
    return sorted ? [] : inOrder;
  }
  if (isRecord(read)) {
    if (!isRecord(sent)) return [`${at}: an object read from ${JSON.stringify(sent)}`];
    return Object.keys(read).flatMap((field) => {
      const path = at ? `${at}.${field}` : field;
      if (field in sent) return differences(read[field], sent[field], path, readings);
      if (readings.derived?.includes(field)) return [];
      // A field the reading takes as null when it is missing is one the lender may leave out:
      // null is how the app reads "none".
      if (read[field] === null) return [];
      return [`${path}: missing, read as ${JSON.stringify(read[field])}`];
    });
  }
  // A trimmed or otherwise normalised text is the reading's choice, not a defect of the answer.
  if (typeof read === 'string' && typeof sent === 'string' && read === sent.trim()) return [];
  return Object.is(read, sent)
    ? []
    : [`${at}: ${JSON.stringify(sent)} read as ${JSON.stringify(read)}`];
}

/** The ways `answer` falls short of `schema` (empty when it conforms). */
export function nonConformance(schema: Schema, answer: unknown, readings: Readings = {}): string[] {
  const read = v.safeParse(schema, answer);
  if (!read.success) return ['the answer is refused'];
  return differences(read.output, answer, '', readings);
}

/**
 * `answer` when it conforms to `schema`, typed as the app reads it; throws naming each
 * shortfall otherwise. Test fixtures are built through it, so a fixture that drifts from the
 * contract fails every test that uses it.
 */
export function conforming<S extends Schema>(
  schema: S,
  answer: v.InferOutput<S>,
  readings: Readings = {},
): v.InferOutput<S> {
  const shortfalls = nonConformance(schema, answer, readings);
  if (shortfalls.length > 0) {
    throw new Error(`A fixture is not the contract's answer:\n${shortfalls.join('\n')}`);
  }
  return answer;
}

/**
 * Where an answer to `method urlPath` (2xx, JSON) falls short of what the app reads it with
 * (src/contract/calls.ts), prefixed by the call; null when the contract states no such call.
 */
export function answerShortfalls(
  method: string,
  urlPath: string,
  answer: unknown,
): string[] | null {
  const calls = callsOf(method, urlPath);
  if (calls.length === 0) return null;
  return calls.flatMap(({ answer: schema, readings }) =>
    schema ? nonConformance(schema, answer, readings) : [],
  );
}

/**
 * Where an error answer falls short of the contract's (docs/architecture.md#the-error-answer): what the app
 * would read otherwise, and a code the contract does not list (the app reads any code as it
 * comes, so only this check holds the lender to the list).
 */
export function errorAnswerShortfalls(answer: unknown): string[] {
  const read = readErrorAnswer(answer);
  const unlisted = read.errors
    .map(({ code }) => code)
    .filter((code) => !(ERROR_CODES as readonly (string | null)[]).includes(code))
    .map((code) => `a code the contract does not list: ${JSON.stringify(code)}`);
  return [...nonConformance(errorAnswerSchema, answer), ...unlisted];
}
