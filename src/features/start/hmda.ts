/**
 * The Home Mortgage Disclosure Act questions of start/hmda: the codes sent to the lender
 * (`PUT .../hmda { ethnicity, race, sex }`) and what the borrower reads for each. Defined once
 * here; the screen, the summary and the sandbox lender (by type) all use them. The specs do not
 * list the values: these are the categories of the federal form (one race, the top level only).
 */

/** "I do not wish to provide this information", a valid answer to every question. */
export const HMDA_DECLINED = 'DECLINED';
export const HMDA_DECLINED_LABEL = 'I do not wish to provide this information';

export const HMDA_ETHNICITIES = [
  'HISPANIC_OR_LATINO',
  'NOT_HISPANIC_OR_LATINO',
  'DECLINED',
] as const;
export const HMDA_RACES = [
  'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
  'ASIAN',
  'BLACK_OR_AFRICAN_AMERICAN',
  'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
  'WHITE',
  'DECLINED',
] as const;
export const HMDA_SEXES = ['FEMALE', 'MALE', 'DECLINED'] as const;

export type HmdaEthnicity = (typeof HMDA_ETHNICITIES)[number];
export type HmdaRace = (typeof HMDA_RACES)[number];
export type HmdaSex = (typeof HMDA_SEXES)[number];

/** The body of `PUT .../hmda`. */
export interface HmdaBody {
  ethnicity: HmdaEthnicity;
  race: HmdaRace;
  sex: HmdaSex;
}

export type HmdaQuestion = keyof HmdaBody;

/** What the borrower reads for each code. */
export const HMDA_LABELS: {
  ethnicity: Record<HmdaEthnicity, string>;
  race: Record<HmdaRace, string>;
  sex: Record<HmdaSex, string>;
} = {
  ethnicity: {
    HISPANIC_OR_LATINO: 'Hispanic or Latino',
    NOT_HISPANIC_OR_LATINO: 'Not Hispanic or Latino',
    DECLINED: HMDA_DECLINED_LABEL,
  },
  race: {
    AMERICAN_INDIAN_OR_ALASKA_NATIVE: 'American Indian or Alaska Native',
    ASIAN: 'Asian',
    BLACK_OR_AFRICAN_AMERICAN: 'Black or African American',
    NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER: 'Native Hawaiian or Other Pacific Islander',
    WHITE: 'White',
    DECLINED: HMDA_DECLINED_LABEL,
  },
  sex: {
    FEMALE: 'Female',
    MALE: 'Male',
    DECLINED: HMDA_DECLINED_LABEL,
  },
};

/** The codes of each question, in the order they are offered. */
export const HMDA_CODES: {
  ethnicity: readonly HmdaEthnicity[];
  race: readonly HmdaRace[];
  sex: readonly HmdaSex[];
} = { ethnicity: HMDA_ETHNICITIES, race: HMDA_RACES, sex: HMDA_SEXES };

/** The questions in the order they are asked, with their labels (contract/journey.md). */
export const HMDA_QUESTIONS: readonly { name: HmdaQuestion; legend: string }[] = [
  { name: 'ethnicity', legend: 'Ethnicity' },
  { name: 'race', legend: 'Race' },
  { name: 'sex', legend: 'Sex' },
];

/** A question's choices for a ChoiceField, "I do not wish to provide this information" last. */
export function hmdaChoices(question: HmdaQuestion): { value: string; label: string }[] {
  const labels = HMDA_LABELS[question] as Record<string, string>;
  return HMDA_CODES[question].map((value) => ({ value, label: labels[value]! }));
}

/** Whether `code` is one of `question`'s codes. */
export function isHmdaCode(question: HmdaQuestion, code: unknown): boolean {
  return typeof code === 'string' && (HMDA_CODES[question] as readonly string[]).includes(code);
}

/** What the borrower reads for a stored answer; null for a code this app does not know. */
export function hmdaAnswerLabel(question: HmdaQuestion, code: string | null | undefined) {
  if (!isHmdaCode(question, code)) return null;
  return (HMDA_LABELS[question] as Record<string, string>)[code as string] ?? null;
}
