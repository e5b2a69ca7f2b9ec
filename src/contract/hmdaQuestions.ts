/**
 * The Home Mortgage Disclosure Act questions of start/hmda, stated once for the app and the
 * sandbox lender (docs/journey.md, "start/hmda"): the answers offered, their codes and labels,
 * the subgroups under their parent, the text boxes, the rules an answer must meet and how the
 * answers read in words. The answers' shape, and how stored ones read back, are the hmda module's.
 */

import type { HmdaAnswers, HmdaField, HmdaQuestion, HmdaTextField } from './hmda';

export type { HmdaAnswers, HmdaField, HmdaQuestion, HmdaTextField } from './hmda';
export { hmdaAnswersOf } from './hmda';

/** "I do not wish to provide this information": an answer of every question, on its own. */
export const HMDA_DECLINED = 'DECLINED';
export const HMDA_DECLINED_LABEL = 'I do not wish to provide this information';

/** The longest text a box keeps. */
export const HMDA_TEXT_MAX_LENGTH = 100;

export interface HmdaOption {
  code: string;
  label: string;
  /** The subgroups offered under this answer; choosing one chooses this answer too. */
  subgroups?: readonly HmdaOption[];
  /** The text box that goes with this answer, sent only while the answer is chosen. */
  text?: HmdaTextField;
}

export interface HmdaQuestionDefinition {
  name: HmdaQuestion;
  /** The group's legend. */
  legend: string;
  /** "your ethnicity", in messages. */
  noun: string;
  options: readonly HmdaOption[];
}

const declined: HmdaOption = { code: HMDA_DECLINED, label: HMDA_DECLINED_LABEL };

/** The questions in the order they are asked, each answer in the order it is offered. */
export const HMDA_QUESTIONS: readonly HmdaQuestionDefinition[] = [
  {
    name: 'ethnicity',
    legend: 'Ethnicity',
    noun: 'ethnicity',
    options: [
      {
        code: 'HISPANIC_OR_LATINO',
        label: 'Hispanic or Latino',
        subgroups: [
          { code: 'MEXICAN', label: 'Mexican' },
          { code: 'PUERTO_RICAN', label: 'Puerto Rican' },
          { code: 'CUBAN', label: 'Cuban' },
          {
            code: 'OTHER_HISPANIC_OR_LATINO',
            label: 'Other Hispanic or Latino',
            text: 'ethnicityOther',
          },
        ],
      },
      { code: 'NOT_HISPANIC_OR_LATINO', label: 'Not Hispanic or Latino' },
      declined,
    ],
  },
  {
    name: 'race',
    legend: 'Race',
    noun: 'race',
    options: [
      {
        code: 'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
        label: 'American Indian or Alaska Native',
        text: 'raceTribe',
      },
      {
        code: 'ASIAN',
        label: 'Asian',
        subgroups: [
          { code: 'ASIAN_INDIAN', label: 'Asian Indian' },
          { code: 'CHINESE', label: 'Chinese' },
          { code: 'FILIPINO', label: 'Filipino' },
          { code: 'JAPANESE', label: 'Japanese' },
          { code: 'KOREAN', label: 'Korean' },
          { code: 'VIETNAMESE', label: 'Vietnamese' },
          { code: 'OTHER_ASIAN', label: 'Other Asian', text: 'raceOtherAsian' },
        ],
      },
      { code: 'BLACK_OR_AFRICAN_AMERICAN', label: 'Black or African American' },
      {
        code: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
        label: 'Native Hawaiian or Other Pacific Islander',
        subgroups: [
          { code: 'NATIVE_HAWAIIAN', label: 'Native Hawaiian' },
          { code: 'GUAMANIAN_OR_CHAMORRO', label: 'Guamanian or Chamorro' },
          { code: 'SAMOAN', label: 'Samoan' },
          {
            code: 'OTHER_PACIFIC_ISLANDER',
            label: 'Other Pacific Islander',
            text: 'raceOtherPacificIslander',
          },
        ],
      },
      { code: 'WHITE', label: 'White' },
      declined,
    ],
  },
  {
    name: 'sex',
    legend: 'Sex',
    noun: 'sex',
    options: [{ code: 'FEMALE', label: 'Female' }, { code: 'MALE', label: 'Male' }, declined],
  },
];

export interface HmdaTextDefinition {
  question: HmdaQuestion;
  /** The answer the box goes with. */
  code: string;
  label: string;
  hint?: string;
  /** "Origin", in "Origin must be 100 characters or fewer". */
  noun: string;
}

/** The text boxes, in the order they are shown. */
export const HMDA_TEXTS: Readonly<Record<HmdaTextField, HmdaTextDefinition>> = {
  ethnicityOther: {
    question: 'ethnicity',
    code: 'OTHER_HISPANIC_OR_LATINO',
    label: 'Origin (optional)',
    hint: 'For example, Argentinean, Colombian, Dominican, Nicaraguan, Salvadoran, Spaniard',
    noun: 'Origin',
  },
  raceTribe: {
    question: 'race',
    code: 'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
    label: 'Name of enrolled or principal tribe (optional)',
    noun: 'The name of the tribe',
  },
  raceOtherAsian: {
    question: 'race',
    code: 'OTHER_ASIAN',
    label: 'Asian race (optional)',
    hint: 'For example, Hmong, Laotian, Thai, Pakistani, Cambodian',
    noun: 'The Asian race',
  },
  raceOtherPacificIslander: {
    question: 'race',
    code: 'OTHER_PACIFIC_ISLANDER',
    label: 'Pacific Islander race (optional)',
    hint: 'For example, Fijian, Tongan',
    noun: 'The Pacific Islander race',
  },
};

/** Every key of the body, in the order the form shows them (the error summary's order). */
export const HMDA_FIELDS: readonly HmdaField[] = [
  'ethnicity',
  'ethnicityOther',
  'race',
  'raceTribe',
  'raceOtherAsian',
  'raceOtherPacificIslander',
  'sex',
];

const TEXT_FIELDS = Object.keys(HMDA_TEXTS) as HmdaTextField[];

export const hmdaQuestion = (name: HmdaQuestion): HmdaQuestionDefinition =>
  HMDA_QUESTIONS.find((question) => question.name === name)!;

/** A question's answers, parents before their subgroups, in the order they are offered. */
function flatOptions(name: HmdaQuestion): { option: HmdaOption; parent: HmdaOption | null }[] {
  return hmdaQuestion(name).options.flatMap((option) => [
    { option, parent: null },
    ...(option.subgroups ?? []).map((subgroup) => ({ option: subgroup, parent: option })),
  ]);
}

/** Whether `code` is one of the answers of `question` (a subgroup's included). */
export const isHmdaCode = (question: HmdaQuestion, code: unknown): code is string =>
  typeof code === 'string' && flatOptions(question).some(({ option }) => option.code === code);

/** The codes in the order they are offered (unknown codes last, as they came). */
export function inOfferedOrder(question: HmdaQuestion, codes: readonly string[]): string[] {
  const order = flatOptions(question).map(({ option }) => option.code);
  const rank = (code: string) => {
    const index = order.indexOf(code);
    return index === -1 ? order.length : index;
  };
  return [...codes].sort((a, b) => rank(a) - rank(b));
}

/** The messages of the rules, in words. */
export const HMDA_MESSAGES = {
  none: (q: HmdaQuestion) => `Choose your ${hmdaQuestion(q).noun}, or "${HMDA_DECLINED_LABEL}"`,
  declinedWithOthers: (q: HmdaQuestion) =>
    `Choose your ${hmdaQuestion(q).noun}, or "${HMDA_DECLINED_LABEL}", not both`,
  unknown: (q: HmdaQuestion) => `Choose your ${hmdaQuestion(q).noun} from the answers listed`,
  repeated: (q: HmdaQuestion) => `Choose each ${hmdaQuestion(q).noun} once`,
  withoutParent: (parent: string) => `Choose "${parent}" as well as its groups`,
  notText: (t: HmdaTextField) => `${HMDA_TEXTS[t].noun} must be text`,
  tooLong: (t: HmdaTextField) =>
    `${HMDA_TEXTS[t].noun} must be ${HMDA_TEXT_MAX_LENGTH} characters or fewer`,
  textWithoutAnswer: (t: HmdaTextField) =>
    `Choose "${labelOf(HMDA_TEXTS[t].question, HMDA_TEXTS[t].code)}" to give this answer, or leave it empty`,
};

function labelOf(question: HmdaQuestion, code: string): string {
  return flatOptions(question).find(({ option }) => option.code === code)?.option.label ?? code;
}

export interface HmdaProblem {
  field: HmdaField;
  message: string;
}

function checkList(name: HmdaQuestion, value: unknown, problems: HmdaProblem[]): string[] {
  const add = (message: string) => problems.push({ field: name, message });
  if (!Array.isArray(value) || value.length === 0 || value.some((c) => typeof c !== 'string')) {
    add(HMDA_MESSAGES.none(name));
    return [];
  }
  const codes = value as string[];
  if (codes.some((code) => !isHmdaCode(name, code))) add(HMDA_MESSAGES.unknown(name));
  if (new Set(codes).size !== codes.length) add(HMDA_MESSAGES.repeated(name));
  if (codes.includes(HMDA_DECLINED) && codes.length > 1) {
    add(HMDA_MESSAGES.declinedWithOthers(name));
  }
  for (const option of hmdaQuestion(name).options) {
    const subgroups = option.subgroups ?? [];
    if (!codes.includes(option.code) && subgroups.some((s) => codes.includes(s.code))) {
      add(HMDA_MESSAGES.withoutParent(option.label));
    }
  }
  return inOfferedOrder(name, [...new Set(codes)]);
}

function checkText(
  field: HmdaTextField,
  value: unknown,
  chosen: readonly string[],
  problems: HmdaProblem[],
): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    problems.push({ field, message: HMDA_MESSAGES.notText(field) });
    return null;
  }
  const text = value.trim();
  if (!text) return null;
  if (!chosen.includes(HMDA_TEXTS[field].code)) {
    problems.push({ field, message: HMDA_MESSAGES.textWithoutAnswer(field) });
  } else if (text.length > HMDA_TEXT_MAX_LENGTH) {
    problems.push({ field, message: HMDA_MESSAGES.tooLong(field) });
  }
  return text;
}

/**
 * Checks the body of `PUT .../hmda` (docs/journey.md, "start/hmda"): every problem, by field in
 * the form's order, and the answers as kept (codes in the order offered, texts trimmed, an empty
 * text null) when there is none.
 */
export function checkHmda(body: Readonly<Partial<Record<HmdaField, unknown>>>): {
  answers: HmdaAnswers | null;
  problems: HmdaProblem[];
} {
  const problems: HmdaProblem[] = [];
  const lists = {
    ethnicity: checkList('ethnicity', body.ethnicity, problems),
    race: checkList('race', body.race, problems),
    sex: checkList('sex', body.sex, problems),
  };
  const texts = Object.fromEntries(
    TEXT_FIELDS.map((field) => [
      field,
      checkText(field, body[field], lists[HMDA_TEXTS[field].question], problems),
    ]),
  ) as Record<HmdaTextField, string | null>;
  problems.sort((a, b) => HMDA_FIELDS.indexOf(a.field) - HMDA_FIELDS.indexOf(b.field));
  return { answers: problems.length > 0 ? null : { ...lists, ...texts }, problems };
}

/**
 * One question's answers in words, each subgroup after its parent and a text in brackets:
 * "Asian: Chinese, Other Asian (Hmong); White". A code this app does not know is shown as it
 * came; null when there is no answer.
 */
export function describeHmda(question: HmdaQuestion, answers: HmdaAnswers): string | null {
  const codes = answers[question];
  const named = (option: HmdaOption) => {
    const text = option.text ? answers[option.text] : null;
    return text ? `${option.label} (${text})` : option.label;
  };
  const parts = hmdaQuestion(question).options.flatMap((option) => {
    const subgroups = (option.subgroups ?? []).filter((s) => codes.includes(s.code));
    if (!codes.includes(option.code) && subgroups.length === 0) return [];
    return [
      subgroups.length > 0 ? `${named(option)}: ${subgroups.map(named).join(', ')}` : named(option),
    ];
  });
  const unknown = codes.filter((code) => !isHmdaCode(question, code));
  const all = [...parts, ...unknown];
  return all.length > 0 ? all.join('; ') : null;
}
