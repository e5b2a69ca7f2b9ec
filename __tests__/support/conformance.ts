/**
 * Whether an answer is what the contract promises, not merely readable. The app reads answers
 * leniently (docs/architecture.md#how-an-answer-is-read): a field of the wrong type takes its
 * default, a bad list entry is dropped, so a lenient read of a wrong answer still succeeds. An
 * answer conforms when reading it changes nothing the schema names: every field read is the value
 * sent, every list keeps every entry. Fields the schema does not name are not compared.
 */
import { v } from '../../src/contract/schema';

type Schema = v.GenericSchema<unknown, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where `read` (the lenient reading) differs from `sent`: dotted paths with what differs. */
function differences(read: unknown, sent: unknown, at: string): string[] {
  if (Array.isArray(read)) {
    if (!Array.isArray(sent)) return [`${at}: a list read from ${JSON.stringify(sent)}`];
    if (read.length !== sent.length) {
      return [`${at}: ${sent.length - read.length} of ${sent.length} entries dropped`];
    }
    return read.flatMap((entry, index) => differences(entry, sent[index], `${at}.${index}`));
  }
  if (isObject(read)) {
    if (!isObject(sent)) return [`${at}: an object read from ${JSON.stringify(sent)}`];
    return Object.keys(read).flatMap((key) =>
      key in sent
        ? differences(read[key], sent[key], at ? `${at}.${key}` : key)
        : [`${at ? `${at}.` : ''}${key}: missing, read as ${JSON.stringify(read[key])}`],
    );
  }
  // A trimmed or otherwise normalised text is the reading's choice, not a defect of the answer.
  if (typeof read === 'string' && typeof sent === 'string' && read === sent.trim()) return [];
  return Object.is(read, sent)
    ? []
    : [`${at}: ${JSON.stringify(sent)} read as ${JSON.stringify(read)}`];
}

/** The ways `answer` falls short of `schema` (empty when it conforms). */
export function nonConformance(schema: Schema, answer: unknown): string[] {
  const read = v.safeParse(schema, answer);
  if (!read.success) return ['the answer is refused'];
  return differences(read.output, answer, '');
}
