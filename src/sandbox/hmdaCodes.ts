/**
 * The HMDA answers the sandbox lender accepts at `PUT .../hmda`: the codes of start/hmda
 * (src/features/start/hmda.ts, "DECLINED" = "I do not wish to provide this information"). The
 * sandbox may import only the app's types, so the lists are written again here, and the type
 * checks below fail the build if they ever differ from the app's by one code either way.
 */
import type { HmdaEthnicity, HmdaQuestion, HmdaRace, HmdaSex } from '../features/start/hmda';

export const HMDA_DECLINED = 'DECLINED';

const ETHNICITIES = [
  'HISPANIC_OR_LATINO',
  'NOT_HISPANIC_OR_LATINO',
  'DECLINED',
] as const satisfies readonly HmdaEthnicity[];
const RACES = [
  'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
  'ASIAN',
  'BLACK_OR_AFRICAN_AMERICAN',
  'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
  'WHITE',
  'DECLINED',
] as const satisfies readonly HmdaRace[];
const SEXES = ['FEMALE', 'MALE', 'DECLINED'] as const satisfies readonly HmdaSex[];

/** True only when `Listed` names every code of `All`. */
type Complete<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : never;
const complete: [
  Complete<HmdaEthnicity, (typeof ETHNICITIES)[number]>,
  Complete<HmdaRace, (typeof RACES)[number]>,
  Complete<HmdaSex, (typeof SEXES)[number]>,
] = [true, true, true];
void complete;

export const HMDA_CODES: Record<HmdaQuestion, readonly string[]> = {
  ethnicity: ETHNICITIES,
  race: RACES,
  sex: SEXES,
};

export const HMDA_QUESTIONS: readonly HmdaQuestion[] = ['ethnicity', 'race', 'sex'];

export const isHmdaCode = (question: HmdaQuestion, code: unknown): code is string =>
  typeof code === 'string' && HMDA_CODES[question].includes(code);
