/**
 * The shape of the HMDA answers (start/hmda) and how stored answers read back, apart from the
 * questions' tables in ./hmda.ts: the application's decoder, in the app's first chunk, needs
 * only this.
 */

export type HmdaQuestion = 'ethnicity' | 'race' | 'sex';
export type HmdaTextField =
  'ethnicityOther' | 'raceTribe' | 'raceOtherAsian' | 'raceOtherPacificIslander';
export type HmdaField = HmdaQuestion | HmdaTextField;

/**
 * The answers as `PUT .../hmda` sends them and the application keeps them: each question a list
 * of codes (subgroups with their parent), each text box its text or null.
 */
export interface HmdaAnswers {
  ethnicity: string[];
  ethnicityOther: string | null;
  race: string[];
  raceTribe: string | null;
  raceOtherAsian: string | null;
  raceOtherPacificIslander: string | null;
  sex: string[];
}

const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];

/**
 * Stored answers as read back, leniently: a single code (answers kept before the lists) is a
 * one-item list, anything malformed an empty list or no text; null when there are none.
 */
export function hmdaAnswersOf(value: unknown): HmdaAnswers | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const text = (field: HmdaTextField) => (typeof v[field] === 'string' ? v[field] : null);
  return {
    ethnicity: stringsOf(v.ethnicity),
    ethnicityOther: text('ethnicityOther'),
    race: stringsOf(v.race),
    raceTribe: text('raceTribe'),
    raceOtherAsian: text('raceOtherAsian'),
    raceOtherPacificIslander: text('raceOtherPacificIslander'),
    sex: stringsOf(v.sex),
  };
}
