import { readDraft, removeDraft, saveDraft } from '../../lib/drafts';
import { readUsState, type UsStateCode } from '../../contract/usStates';
import type { AnsweredStep } from './steps';
import { isRecord } from '../../contract/isRecord';

/**
 * The registration's answers between its pages: each page's values as typed, kept as the drafts
 * of the `registration` scope (src/lib/drafts.ts, docs/requests.md#drafts) so that Back, Continue
 * and a reload keep them. Only the fields below are ever kept, and the date of birth only in the
 * page's memory: a reload asks for it again. The password (and login-info as a whole) never is.
 * The answers go once the account exists.
 */

export interface AddressValues {
  street1: string;
  city: string;
  /** '' while none is chosen. */
  state: UsStateCode | '';
  zip: string;
}
export interface PropertyInfoValues {
  address: AddressValues;
}
export interface SaleStatusValues {
  /** '' while unanswered; the call sends a boolean. */
  planToSell: '' | 'yes' | 'no';
}
export interface IncomeInfoValues {
  /** As typed ("145,000"); the call sends the number. */
  annualIncome: string;
  employmentType: string;
}
export interface NameValues {
  firstName: string;
  middleName: string;
  lastName: string;
}
export interface BirthdateValues {
  /** MM/DD/YYYY as typed; the call sends yyyy-MM-dd. */
  dateOfBirth: string;
}
export interface ContactInfoValues {
  email: string;
  phone: string;
}

/** Each page's values, by its step. */
export interface StepValues {
  'property-info': PropertyInfoValues;
  'sale-status': SaleStatusValues;
  'income-info': IncomeInfoValues;
  name: NameValues;
  birthdate: BirthdateValues;
  'contact-info': ContactInfoValues;
}

export type RegistrationAnswers = { [Step in AnsweredStep]?: StepValues[Step] };

/** What each page starts with before anything is typed. */
export const EMPTY_VALUES: StepValues = {
  'property-info': { address: { street1: '', city: '', state: '', zip: '' } },
  'sale-status': { planToSell: '' },
  'income-info': { annualIncome: '', employmentType: '' },
  name: { firstName: '', middleName: '', lastName: '' },
  birthdate: { dateOfBirth: '' },
  'contact-info': { email: '', phone: '' },
};

/** `shape` with each of its string fields taken from `value` when it is a string there. */
function pickStrings<Shape extends Record<string, unknown>>(shape: Shape, value: unknown): Shape {
  const source = isRecord(value) ? value : {};
  const picked: Record<string, unknown> = {};
  for (const [key, empty] of Object.entries(shape)) {
    const given = source[key];
    picked[key] = isRecord(empty)
      ? pickStrings(empty, given)
      : typeof given === 'string'
        ? given
        : empty;
  }
  return picked as Shape;
}

/**
 * A page's values reduced to the fields that page asks for (anything else, a password
 * included, is dropped), each a string; a sale status other than yes or no is none, and so is a
 * state that is not a US state's code.
 */
export function valuesOf<Step extends AnsweredStep>(step: Step, value: unknown): StepValues[Step] {
  const picked = pickStrings(EMPTY_VALUES[step] as unknown as Record<string, unknown>, value);
  if (step === 'sale-status' && picked.planToSell !== 'yes' && picked.planToSell !== 'no') {
    picked.planToSell = '';
  }
  if (step === 'property-info') {
    const address = picked.address as Record<string, unknown>;
    address.state = readUsState(address.state);
  }
  return picked as unknown as StepValues[Step];
}

const ANSWERED_STEPS = Object.keys(EMPTY_VALUES) as AnsweredStep[];

/** The drafts' scope of the registration's pages. */
export const REGISTRATION_DRAFT_SCOPE = 'registration';

/** Each page's kept values; anything unexpected is left out (never thrown). */
export function readAnswers(): RegistrationAnswers {
  const answers: Record<string, unknown> = {};
  for (const step of ANSWERED_STEPS) {
    const draft = readDraft(REGISTRATION_DRAFT_SCOPE, step);
    if (draft) answers[step] = valuesOf(step, draft.values);
  }
  return answers as RegistrationAnswers;
}

/** The secret fields of a page that were typed before a reload and must be entered again. */
export function withheldOf(step: AnsweredStep): string[] {
  return readDraft(REGISTRATION_DRAFT_SCOPE, step)?.withheld ?? [];
}

/** Keeps one page's values (only its own fields) with the others'; gives back all of them. */
export function saveStepValues<Step extends AnsweredStep>(
  step: Step,
  values: unknown,
): RegistrationAnswers {
  saveDraft(REGISTRATION_DRAFT_SCOPE, step, valuesOf(step, values));
  return readAnswers();
}

/** The account exists: nothing of the registration stays in the browser. */
export function clearAnswers(): void {
  removeDraft(REGISTRATION_DRAFT_SCOPE);
}
