import { msg } from '@lingui/core/macro';
import { boolean, object, string } from 'yup';
import { choiceSchema } from '../../forms/schemas/choice';
import { birthDateSchema } from '../../forms/schemas/date';
import { emailSchema } from '../../forms/schemas/email';
import { messageText, yupMessage } from '../../forms/schemas/messages';
import { moneySchema } from '../../forms/schemas/money';
import { nameSchema } from '../../forms/schemas/name';
import { confirmPasswordSchema, passwordSchema } from '../../forms/schemas/password';
import { phoneSchema } from '../../forms/schemas/phone';
import { zipSchema } from '../../forms/schemas/zip';
import { esignConsentSchema } from '../disclosures';
import type { StepValues } from './answers';
import { notServedMessage, servesState } from '../../contract/servedStates';
import { isUsStateCode, US_STATE_CODES } from '../../contract/usStates';
import { EMPLOYMENT_TYPE_VALUES } from './options';
import { CONSENT_MESSAGES } from '../../contract/consents';
import { NAME_LABELS, NAME_MAX_LENGTH } from '../../contract/names';
import {
  CITY_MAX_LENGTH,
  HOME_ADDRESS_MESSAGES,
  HOME_AND_INCOME_MESSAGES,
} from '../../contract/homeAndIncome';
import { ANNUAL_INCOME_MAX, ANNUAL_INCOME_MESSAGES } from '../../contract/moneyFields';
import type { AnsweredStep } from './steps';

/**
 * Each page's messages (plain words that say what to do): the contract's, the lender's own
 * (docs/architecture.md#each-fields-rule-and-message), and the form's for text that is not an
 * amount.
 */
export const MESSAGES = {
  ...HOME_ADDRESS_MESSAGES,
  ...HOME_AND_INCOME_MESSAGES,
  annualIncome: {
    required: ANNUAL_INCOME_MESSAGES.required,
    invalid: msg`Enter your annual income in dollars, like 85,000`,
    max: ANNUAL_INCOME_MESSAGES.max,
  },
  softCreditConsent: CONSENT_MESSAGES.softCredit,
} as const;

/** The largest yearly income taken (the contract's, a typing slip beyond it). */
export const MAX_ANNUAL_INCOME = ANNUAL_INCOME_MAX;

/**
 * The organisation's licences, the 2-letter codes of the states it lends in; null while they are
 * not known (not read yet, or the read failed): the state is then not checked against them here,
 * and the lender refuses it when the account is asked for.
 */
export type Licences = readonly string[] | null;

/**
 * The home's address. Its state must be one the organisation serves: the contract's rule and
 * message, the lender's own (docs/journey.md#a-state-the-lender-does-not-serve).
 */
export const addressSchema = (licences: Licences) =>
  object({
    street1: string()
      .trim()
      .required(yupMessage(MESSAGES.street1))
      .max(NAME_MAX_LENGTH, yupMessage(MESSAGES.street1TooLong)),
    city: string()
      .trim()
      .required(yupMessage(MESSAGES.city))
      .max(CITY_MAX_LENGTH, yupMessage(MESSAGES.cityTooLong)),
    state: choiceSchema(US_STATE_CODES, MESSAGES.state).test(
      'served',
      ({ value }) => messageText(notServedMessage(String(value))),
      (state) =>
        licences === null || !isUsStateCode(state ?? '') || servesState(licences, state ?? ''),
    ),
    zip: zipSchema(),
  });

export const propertyInfoSchema = (licences: Licences) =>
  object({ address: addressSchema(licences) });

export const saleStatusSchema = object({
  planToSell: choiceSchema(['yes', 'no'] as const, MESSAGES.planToSell),
});

export const incomeInfoSchema = object({
  annualIncome: moneySchema({ max: MAX_ANNUAL_INCOME, messages: MESSAGES.annualIncome }),
  employmentType: choiceSchema(EMPLOYMENT_TYPE_VALUES, MESSAGES.employmentType),
});

export const nameStepSchema = object({
  firstName: nameSchema(NAME_LABELS['First name']),
  middleName: nameSchema(NAME_LABELS['Middle name'], { required: false }),
  lastName: nameSchema(NAME_LABELS['Last name']),
});

export const birthdateSchema = object({ dateOfBirth: birthDateSchema() });

export const contactInfoSchema = object({ email: emailSchema(), phone: phoneSchema() });

export const softCreditConsentSchema = boolean()
  .oneOf([true], yupMessage(MESSAGES.softCreditConsent))
  .required(yupMessage(MESSAGES.softCreditConsent));

export const loginInfoSchema = object({
  password: passwordSchema(),
  confirmPassword: confirmPasswordSchema(),
  softCreditConsent: softCreditConsentSchema,
  esignConsent: esignConsentSchema,
});

/** The rules of each page whose answers are kept, the property's with the licences known. */
export const stepSchemas = (licences: Licences) =>
  ({
    'property-info': propertyInfoSchema(licences),
    'sale-status': saleStatusSchema,
    'income-info': incomeInfoSchema,
    name: nameStepSchema,
    birthdate: birthdateSchema,
    'contact-info': contactInfoSchema,
  }) as const satisfies Record<AnsweredStep, unknown>;

export type StepSchemas = ReturnType<typeof stepSchemas>;

/** Whether a page's kept values are complete and pass its rules. */
export function isStepAnswered<Step extends AnsweredStep>(
  schemas: StepSchemas,
  step: Step,
  values: StepValues[Step] | undefined,
): boolean {
  return values !== undefined && schemas[step].isValidSync(values);
}
