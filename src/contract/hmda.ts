/**
 * The borrower's HMDA answers (start/hmda) as `PUT .../hmda` sends them and the application keeps
 * them, and how stored answers read back. The questions' tables are the hmdaQuestions module's.
 */
import { type Answer, readWith, record, text, v } from './schema';

export type HmdaQuestion = 'ethnicity' | 'race' | 'sex';
export type HmdaTextField =
  'ethnicityOther' | 'raceTribe' | 'raceOtherAsian' | 'raceOtherPacificIslander';
export type HmdaField = HmdaQuestion | HmdaTextField;

/** A list of codes; a single code (answers kept before the lists) is a one-item list. */
const codes = readWith((value): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [],
);

/** Each question a list of codes (subgroups with their parent), each text box its text or null. */
export const hmdaAnswersSchema = record({
  ethnicity: codes,
  ethnicityOther: text(null),
  race: codes,
  raceTribe: text(null),
  raceOtherAsian: text(null),
  raceOtherPacificIslander: text(null),
  sex: codes,
});

export type HmdaAnswers = Answer<typeof hmdaAnswersSchema>;

/**
 * Stored answers as read back, leniently: anything malformed an empty list or no text; null when
 * there are none (not an object).
 */
export function hmdaAnswersOf(value: unknown): HmdaAnswers | null {
  const read = v.safeParse(hmdaAnswersSchema, value);
  return read.success ? read.output : null;
}
