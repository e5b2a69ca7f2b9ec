/**
 * The bodies that open an account and an application, as the lender checks them
 * (docs/sandbox.md#bodies-of-the-other-calls): `POST /identity/api/v1/registration/register` (the
 * person, their password, their home and income) and `POST .../application/heloc` (the home and
 * income of a signed-in borrower without an application). The app's request types are inferred
 * from these schemas, and the sandbox lender parses what it is sent with them. Each message is
 * the lender's answer for that field; none repeats what was sent (a password least of all).
 *
 * What depends on the organisation (the states it lends in, whether a loan officer must refer
 * the borrower) is given as `NewApplicationRules`; an e-mail already registered is the lender's
 * own check, after the body is read.
 */
import { EMPLOYMENT_TYPES } from './application';
import { ageOn, EARLIEST_BIRTH_YEAR, isoDateOf, isRealDate, MINIMUM_AGE } from './dates';
import { EMAIL_PATTERN } from './emailAddress';
import { ESIGN_CONSENT_MESSAGE, isEsignConsentVersion } from './esignConsent';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';
import { moneyAmount, phoneRule, requiredText, ticked } from './requests';
import { isRecord } from './isRecord';
import { v } from './schema';
import { notServedMessage, servesState } from './servedStates';
import { isUsStateCode, type UsStateCode } from './usStates';
import { UUID_PATTERN } from './uuid';
import { normaliseZip } from './zip';

/** What of the organisation a new application is checked against. */
export interface NewApplicationRules {
  /** The organisation's licences: the states it lends in (servedStates.ts reads them). */
  licences: readonly string[];
  /** Whether the application must name its referring loan originator (`referrer`). */
  referrerRequired: boolean;
}

/** Text that may be left out: null when it is missing or blank, else trimmed, at most `max`. */
const optionalText = (wrongType: string, label: string, max = 128) =>
  v.pipe(
    v.nullish(v.string(wrongType), null),
    v.transform((value) => value?.trim() ?? ''),
    v.maxLength(max, `${label} must be ${max} characters or fewer`),
    v.transform((value) => value || null),
  );

/** An e-mail address, read trimmed and in lower case. */
export const emailRule = v.pipe(
  v.string('Enter your email address'),
  v.trim(),
  v.nonEmpty('Enter your email address'),
  v.toLowerCase(),
  v.maxLength(254, 'Email address must be 254 characters or fewer'),
  v.regex(EMAIL_PATTERN, 'Enter an email address in the correct format, like name@example.com'),
);

/** A new password, kept as typed: PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters. */
const passwordRule = v.pipe(
  v.string('Enter a password'),
  v.nonEmpty('Enter a password'),
  v.minLength(PASSWORD_MIN_LENGTH, `Password must be ${PASSWORD_MIN_LENGTH} characters or more`),
  v.maxLength(PASSWORD_MAX_LENGTH, `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer`),
);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "yyyy-MM-dd", a real day, from EARLIEST_BIRTH_YEAR on. */
function isBirthDate(iso: string): boolean {
  const match = ISO_DATE.exec(iso);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) && year >= EARLIEST_BIRTH_YEAR;
}

/** A date of birth as yyyy-MM-dd: a real day from 1900 on, before `today`, 18 or more years ago. */
const dateOfBirthRule = (today: Date) =>
  v.pipe(
    v.string('Enter your date of birth'),
    v.trim(),
    v.nonEmpty('Enter your date of birth'),
    v.check(isBirthDate, 'Enter a real date of birth, as yyyy-MM-dd'),
    v.check((iso) => iso < isoDateOf(today), 'Date of birth must be in the past'),
    v.check(
      (iso) => ageOn(iso, isoDateOf(today)) >= MINIMUM_AGE,
      `You must be ${MINIMUM_AGE} or older to apply`,
    ),
  );

/** A 2-letter state code, as sent (no spaces, upper case). */
const isStateCode = (state: string): state is UsStateCode => isUsStateCode(state);

/** The home's address; the ZIP read as 12345 or 12345-6789, a missing second line as null. */
const addressObject = v.object({
  street1: requiredText('Enter the street address', 'Street address'),
  street2: optionalText(
    'Enter the second line of the address, or leave it empty',
    'Address line 2',
  ),
  city: requiredText('Enter the city', 'City', 64),
  state: v.pipe(
    v.string('Choose the state'),
    v.check((state) => state.trim() !== '', 'Choose the state'),
    v.guard(isStateCode, 'Choose a state from the list (a 2-letter code, like CA)'),
  ),
  zip: v.pipe(
    v.string('Enter your ZIP code'),
    v.check((zip) => zip.trim() !== '', 'Enter your ZIP code'),
    v.check(
      (zip) => normaliseZip(zip) !== null,
      'Enter a 5-digit ZIP code, like 94103, or a ZIP+4, like 94103-1234',
    ),
    v.transform((zip) => normaliseZip(zip) ?? zip),
  ),
});

/** The address of the home, in a state the organisation serves (said on `address.state`). */
const homeAddress = (licences: NewApplicationRules['licences']) =>
  v.pipe(
    v.custom<v.InferInput<typeof addressObject>>(isRecord, 'Enter the address of your home'),
    addressObject,
    v.forward(
      v.check(
        (home) => servesState(licences, home.state),
        (issue) => notServedMessage(issue.input.state),
      ),
      ['state'],
    ),
  );

const ESIGN_VERSION_UNKNOWN =
  'We could not tell which consent to electronic documents you agreed to. Reload the page and agree again.';

const REFERRAL_INCOMPLETE =
  'The referral link is not complete. Use the link your loan officer sent you.';

/**
 * The referring loan originator's uuid (the registration link's `referrer` value), read in lower
 * case; null when none is given, which only an organisation that needs no referrer takes.
 */
const referrerRule = (required: boolean) =>
  v.pipe(
    v.nullish(v.string(REFERRAL_INCOMPLETE), null),
    v.check(
      (referrer) => !required || Boolean(referrer),
      'This lender takes applications only through a loan officer. Use the link your loan officer sent you.',
    ),
    v.check((referrer) => !referrer || UUID_PATTERN.test(referrer), REFERRAL_INCOMPLETE),
    v.transform((referrer) => referrer?.toLowerCase() || null),
  );

/**
 * The consent to receive documents and sign electronically (docs/journey.md#the-e-sign-consent):
 * given, and the version of the text agreed to, one the lender has.
 */
export const esignConsentEntries = {
  esignConsent: ticked(ESIGN_CONSENT_MESSAGE),
  esignConsentVersion: v.pipe(
    v.string(ESIGN_VERSION_UNKNOWN),
    v.check((version: string) => isEsignConsentVersion(version), ESIGN_VERSION_UNKNOWN),
  ),
};

/** What both ways of starting an application ask: the home, the income, the consents. */
const propertyEntries = ({ licences, referrerRequired }: NewApplicationRules) => ({
  address: homeAddress(licences),
  planToSell: v.boolean('Tell us whether you plan to sell this home in the next 12 months'),
  annualIncome: moneyAmount({
    missing: 'Enter your annual income, in dollars',
    tooLow: 'Annual income must be 0 or more',
    tooHigh: 'Annual income must be less than $1,000,000,000',
  }),
  employmentType: v.picklist(EMPLOYMENT_TYPES, 'Choose your employment type'),
  softCreditConsent: ticked('Agree to a soft credit pull to continue'),
  ...esignConsentEntries,
  referrer: referrerRule(referrerRequired),
});

/** POST .../application/heloc: a signed-in borrower's new application (register/account-setup). */
export const newApplicationBody = (rules: NewApplicationRules) => v.object(propertyEntries(rules));

/**
 * POST /identity/api/v1/registration/register: the person (name, date of birth on `today`,
 * e-mail, phone, password) and their new application. Problems are answered in this order.
 */
export const registerBody = (rules: NewApplicationRules, today = new Date()) =>
  v.object({
    firstName: requiredText('Enter your first name', 'First name'),
    middleName: optionalText('Enter your middle name, or leave it empty', 'Middle name'),
    lastName: requiredText('Enter your last name', 'Last name'),
    dateOfBirth: dateOfBirthRule(today),
    email: emailRule,
    phone: phoneRule,
    password: passwordRule,
    ...propertyEntries(rules),
  });

/** What the app sends to start an application (registration and account-setup alike). */
export type NewApplicationBody = v.InferInput<ReturnType<typeof newApplicationBody>>;
/** What the app sends to register. */
export type RegisterBody = v.InferInput<ReturnType<typeof registerBody>>;
/** A new application's answers as the lender reads them. */
export type NewApplication = v.InferOutput<ReturnType<typeof newApplicationBody>>;
/** A registration as the lender reads it. */
export type Registration = v.InferOutput<ReturnType<typeof registerBody>>;
