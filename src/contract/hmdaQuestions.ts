/**
 * The Home Mortgage Disclosure Act questions of start/hmda, stated once for the app and the
 * sandbox lender (docs/journey.md, "start/hmda"): the answers offered, their codes and labels,
 * the subgroups under their parent, the text boxes, the rules an answer must meet and how the
 * answers read in words. The answers' shape, and how stored ones read back, are the hmda module's.
 *
 * Every word is a message (`msg`), written out in the reader's language; the Spanish follows the
 * official Spanish form of the Uniform Residential Loan Application's demographic information
 * (docs/journey.md#starthmda). The codes are the same in every language.
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HmdaAnswers, HmdaField, HmdaQuestion, HmdaTextField } from './hmda';
import { messageText } from './messages';

export type { HmdaAnswers, HmdaField, HmdaQuestion, HmdaTextField } from './hmda';
export { hmdaAnswersOf } from './hmda';

/** "I do not wish to provide this information": an answer of every question, on its own. */
export const HMDA_DECLINED = 'DECLINED';
export const HMDA_DECLINED_LABEL: MessageDescriptor = msg`I do not wish to provide this information`;

/** The longest text a box keeps. */
export const HMDA_TEXT_MAX_LENGTH = 100;

export interface HmdaOption {
  code: string;
  label: MessageDescriptor;
  /** The subgroups offered under this answer; choosing one chooses this answer too. */
  subgroups?: readonly HmdaOption[];
  /** The text box that goes with this answer, sent only while the answer is chosen. */
  text?: HmdaTextField;
}

export interface HmdaQuestionDefinition {
  name: HmdaQuestion;
  /** The group's legend. */
  legend: MessageDescriptor;
  /** "your ethnicity", in messages. */
  noun: MessageDescriptor;
  options: readonly HmdaOption[];
}

const declined: HmdaOption = { code: HMDA_DECLINED, label: HMDA_DECLINED_LABEL };

/** The questions in the order they are asked, each answer in the order it is offered. */
export const HMDA_QUESTIONS: readonly HmdaQuestionDefinition[] = [
  {
    name: 'ethnicity',
    legend: msg`Ethnicity`,
    noun: msg`ethnicity`,
    options: [
      {
        code: 'HISPANIC_OR_LATINO',
        label: msg`Hispanic or Latino`,
        subgroups: [
          { code: 'MEXICAN', label: msg`Mexican` },
          { code: 'PUERTO_RICAN', label: msg`Puerto Rican` },
          { code: 'CUBAN', label: msg`Cuban` },
          {
            code: 'OTHER_HISPANIC_OR_LATINO',
            label: msg`Other Hispanic or Latino`,
            text: 'ethnicityOther',
          },
        ],
      },
      { code: 'NOT_HISPANIC_OR_LATINO', label: msg`Not Hispanic or Latino` },
      declined,
    ],
  },
  {
    name: 'race',
    legend: msg`Race`,
    noun: msg`race`,
    options: [
      {
        code: 'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
        label: msg`American Indian or Alaska Native`,
        text: 'raceTribe',
      },
      {
        code: 'ASIAN',
        label: msg`Asian`,
        subgroups: [
          { code: 'ASIAN_INDIAN', label: msg`Asian Indian` },
          { code: 'CHINESE', label: msg`Chinese` },
          { code: 'FILIPINO', label: msg`Filipino` },
          { code: 'JAPANESE', label: msg`Japanese` },
          { code: 'KOREAN', label: msg`Korean` },
          { code: 'VIETNAMESE', label: msg`Vietnamese` },
          { code: 'OTHER_ASIAN', label: msg`Other Asian`, text: 'raceOtherAsian' },
        ],
      },
      { code: 'BLACK_OR_AFRICAN_AMERICAN', label: msg`Black or African American` },
      {
        code: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
        label: msg`Native Hawaiian or Other Pacific Islander`,
        subgroups: [
          { code: 'NATIVE_HAWAIIAN', label: msg`Native Hawaiian` },
          { code: 'GUAMANIAN_OR_CHAMORRO', label: msg`Guamanian or Chamorro` },
          { code: 'SAMOAN', label: msg`Samoan` },
          {
            code: 'OTHER_PACIFIC_ISLANDER',
            label: msg`Other Pacific Islander`,
            text: 'raceOtherPacificIslander',
          },
        ],
      },
      { code: 'WHITE', label: msg`White` },
      declined,
    ],
  },
  {
    name: 'sex',
    legend: msg`Sex`,
    noun: msg`sex`,
    options: [{ code: 'FEMALE', label: msg`Female` }, { code: 'MALE', label: msg`Male` }, declined],
  },
];

export interface HmdaTextDefinition {
  question: HmdaQuestion;
  /** The answer the box goes with. */
  code: string;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  /** "Origin", in "Origin must be 100 characters or fewer". */
  noun: MessageDescriptor;
}

/** The text boxes, in the order they are shown. */
export const HMDA_TEXTS: Readonly<Record<HmdaTextField, HmdaTextDefinition>> = {
  ethnicityOther: {
    question: 'ethnicity',
    code: 'OTHER_HISPANIC_OR_LATINO',
    label: msg`Origin (optional)`,
    hint: msg`For example, Argentinean, Colombian, Dominican, Nicaraguan, Salvadoran, Spaniard`,
    noun: msg`Origin`,
  },
  raceTribe: {
    question: 'race',
    code: 'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
    label: msg`Name of enrolled or principal tribe (optional)`,
    noun: msg`The name of the tribe`,
  },
  raceOtherAsian: {
    question: 'race',
    code: 'OTHER_ASIAN',
    label: msg`Asian race (optional)`,
    hint: msg`For example, Hmong, Laotian, Thai, Pakistani, Cambodian`,
    noun: msg`The Asian race`,
  },
  raceOtherPacificIslander: {
    question: 'race',
    code: 'OTHER_PACIFIC_ISLANDER',
    label: msg`Pacific Islander race (optional)`,
    hint: msg`For example, Fijian, Tongan`,
    noun: msg`The Pacific Islander race`,
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

/**
 * A message put into another as a value: written out with it, in the same language
 * (src/lib/i18n.ts). The macro's types take text only, so it is passed as one.
 */
const asValue = (message: MessageDescriptor | string): string => message as unknown as string;

/** The messages of the rules, in words: each names its question, box or answer, translated too. */
export const HMDA_MESSAGES = {
  none: (q: HmdaQuestion): MessageDescriptor => {
    const noun = asValue(hmdaQuestion(q).noun);
    const declined = asValue(HMDA_DECLINED_LABEL);
    return msg`Choose your ${noun}, or "${declined}"`;
  },
  declinedWithOthers: (q: HmdaQuestion): MessageDescriptor => {
    const noun = asValue(hmdaQuestion(q).noun);
    const declined = asValue(HMDA_DECLINED_LABEL);
    return msg`Choose your ${noun}, or "${declined}", not both`;
  },
  unknown: (q: HmdaQuestion): MessageDescriptor => {
    const noun = asValue(hmdaQuestion(q).noun);
    return msg`Choose your ${noun} from the answers listed`;
  },
  repeated: (q: HmdaQuestion): MessageDescriptor => {
    const noun = asValue(hmdaQuestion(q).noun);
    return msg`Choose each ${noun} once`;
  },
  withoutParent: (group: MessageDescriptor | string): MessageDescriptor => {
    const parent = asValue(group);
    return msg`Choose "${parent}" as well as its groups`;
  },
  notText: (t: HmdaTextField): MessageDescriptor => {
    const noun = asValue(HMDA_TEXTS[t].noun);
    return msg`${noun} must be text`;
  },
  tooLong: (t: HmdaTextField): MessageDescriptor => {
    const noun = asValue(HMDA_TEXTS[t].noun);
    const max = HMDA_TEXT_MAX_LENGTH;
    return msg`${noun} must be ${max} characters or fewer`;
  },
  textWithoutAnswer: (t: HmdaTextField): MessageDescriptor => {
    const answer = asValue(labelOf(HMDA_TEXTS[t].question, HMDA_TEXTS[t].code));
    return msg`Choose "${answer}" to give this answer, or leave it empty`;
  },
};

function labelOf(question: HmdaQuestion, code: string): MessageDescriptor | string {
  return flatOptions(question).find(({ option }) => option.code === code)?.option.label ?? code;
}

export interface HmdaProblem {
  field: HmdaField;
  /** Written out where it is shown, in the reader's language. */
  message: MessageDescriptor;
}

function checkList(name: HmdaQuestion, value: unknown, problems: HmdaProblem[]): string[] {
  const add = (message: MessageDescriptor) => problems.push({ field: name, message });
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
 * came; null when there is no answer. In the language of the moment (messageText).
 */
export function describeHmda(question: HmdaQuestion, answers: HmdaAnswers): string | null {
  const codes = answers[question];
  const named = (option: HmdaOption) => {
    const label = messageText(option.label);
    const text = option.text ? answers[option.text] : null;
    return text ? `${label} (${text})` : label;
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
