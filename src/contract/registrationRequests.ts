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
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EMPLOYMENT_TYPES } from './application';
import { CONSENT_MESSAGES } from './consents';
import {
  ageOn,
  BIRTH_DATE_MESSAGES,
  EARLIEST_BIRTH_YEAR,
  isoDateOf,
  isRealDate,
  MINIMUM_AGE,
} from './dates';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES, type EmailMessages } from './contactDetails';
import { EMAIL_PATTERN } from './emailAddress';
import { ESIGN_CONSENT_MESSAGE, isEsignConsentVersion } from './esignConsent';
import { tooLongMessage } from './fieldMessages';
import { messageText, type RuleMessage, ruleMessage, said } from './messages';
import { NAME_LABELS, NAME_MAX_LENGTH, NAME_MESSAGES } from './names';
import {
  ADDRESS_LABELS,
  CITY_MAX_LENGTH,
  HOME_ADDRESS_MESSAGES,
  HOME_AND_INCOME_MESSAGES,
} from './homeAndIncome';
import { ANNUAL_INCOME_MAX, ANNUAL_INCOME_MESSAGES } from './moneyFields';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './password';
import { moneyAmount, phoneRule, requiredText, ticked } from './requests';
import { isRecord } from './isRecord';
import { v } from './schema';
import { notServedMessage, servesState } from './servedStates';
import { isUsStateCode, type UsStateCode } from './usStates';
import { UUID_PATTERN } from './uuid';
import { normaliseZip, ZIP_MESSAGES } from './zip';

/** What of the organisation a new application is checked against. */
export interface NewApplicationRules {
  /** The organisation's licences: the states it lends in (servedStates.ts reads them). */
  licences: readonly string[];
  /** Whether the application must name its referring loan originator (`referrer`). */
  referrerRequired: boolean;
}

/** Text that may be left out: null when it is missing or blank, else trimmed, at most `max`. */
const optionalText = (wrongType: RuleMessage, label: MessageDescriptor, max = NAME_MAX_LENGTH) =>
  v.pipe(
    v.nullish(v.string(ruleMessage(wrongType)), null),
    v.transform((value) => value?.trim() ?? ''),
    v.maxLength(max, said(tooLongMessage(label, max))),
    v.transform((value) => value || null),
  );

/** An e-mail address, read trimmed and in lower case (`messages`: whose address it is). */
export const emailRule = (messages: EmailMessages = EMAIL_MESSAGES) =>
  v.pipe(
    v.string(said(messages.required)),
    v.trim(),
    v.nonEmpty(said(messages.required)),
    v.toLowerCase(),
    v.regex(EMAIL_PATTERN, said(messages.invalid)),
    v.maxLength(EMAIL_MAX_LENGTH, said(messages.tooLong)),
  );

/** A new password, kept as typed: PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters. */
const passwordRule = v.pipe(
  v.string(said(PASSWORD_MESSAGES.required)),
  v.nonEmpty(said(PASSWORD_MESSAGES.required)),
  v.minLength(PASSWORD_MIN_LENGTH, said(PASSWORD_MESSAGES.tooShort)),
  v.maxLength(PASSWORD_MAX_LENGTH, said(PASSWORD_MESSAGES.tooLong)),
);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "yyyy-MM-dd", a real day. */
function isRealIsoDate(iso: string): boolean {
  const match = ISO_DATE.exec(iso);
  if (!match) return false;
  return isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** A date of birth as yyyy-MM-dd: a real day from 1900 on, before `today`, 18 or more years ago. */
const dateOfBirthRule = (today: Date) =>
  v.pipe(
    v.string(said(BIRTH_DATE_MESSAGES.required)),
    v.trim(),
    v.nonEmpty(said(BIRTH_DATE_MESSAGES.required)),
    v.check(isRealIsoDate, said(BIRTH_DATE_MESSAGES.invalid)),
    v.check(
      (iso) => Number(iso.slice(0, 4)) >= EARLIEST_BIRTH_YEAR,
      said(BIRTH_DATE_MESSAGES.tooEarly),
    ),
    v.check((iso) => iso < isoDateOf(today), said(BIRTH_DATE_MESSAGES.future)),
    v.check(
      (iso) => ageOn(iso, isoDateOf(today)) >= MINIMUM_AGE,
      said(BIRTH_DATE_MESSAGES.tooYoung),
    ),
  );

/** A 2-letter state code, as sent (no spaces, upper case). */
const isStateCode = (state: string): state is UsStateCode => isUsStateCode(state);

/** The home's address; the ZIP read as 12345 or 12345-6789, a missing second line as null. */
const addressObject = v.object({
  street1: requiredText(HOME_ADDRESS_MESSAGES.street1, ADDRESS_LABELS.street1),
  street2: optionalText(
    msg`Enter the second line of the address, or leave it empty`,
    ADDRESS_LABELS.street2,
  ),
  city: requiredText(HOME_ADDRESS_MESSAGES.city, ADDRESS_LABELS.city, CITY_MAX_LENGTH),
  state: v.pipe(
    v.string(said(HOME_ADDRESS_MESSAGES.state)),
    v.check((state) => state.trim() !== '', said(HOME_ADDRESS_MESSAGES.state)),
    v.guard(isStateCode, said(HOME_ADDRESS_MESSAGES.state)),
  ),
  zip: v.pipe(
    v.string(said(ZIP_MESSAGES.required)),
    v.check((zip) => zip.trim() !== '', said(ZIP_MESSAGES.required)),
    v.check((zip) => normaliseZip(zip) !== null, said(ZIP_MESSAGES.invalid)),
    v.transform((zip) => normaliseZip(zip) ?? zip),
  ),
});

/** The address of the home, in a state the organisation serves (said on `address.state`). */
const homeAddress = (licences: NewApplicationRules['licences']) =>
  v.pipe(
    v.custom<v.InferInput<typeof addressObject>>(
      isRecord,
      said(msg`Enter the address of your home`),
    ),
    addressObject,
    v.forward(
      v.check(
        (home) => servesState(licences, home.state),
        (issue) => messageText(notServedMessage(issue.input.state)),
      ),
      ['state'],
    ),
  );

const ESIGN_VERSION_UNKNOWN = said(
  msg`We could not tell which consent to electronic documents you agreed to. Reload the page and agree again.`,
);

const REFERRAL_INCOMPLETE = said(
  msg`The referral link is not complete. Use the link your loan officer sent you.`,
);

/**
 * The referring loan originator's uuid (the registration link's `referrer` value), read in lower
 * case; null when none is given, which only an organisation that needs no referrer takes.
 */
const referrerRule = (required: boolean) =>
  v.pipe(
    v.nullish(v.string(REFERRAL_INCOMPLETE), null),
    v.check(
      (referrer) => !required || Boolean(referrer),
      said(
        msg`This lender takes applications only through a loan officer. Use the link your loan officer sent you.`,
      ),
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
  planToSell: v.boolean(said(HOME_AND_INCOME_MESSAGES.planToSell)),
  annualIncome: moneyAmount(
    { min: 0, max: ANNUAL_INCOME_MAX },
    {
      missing: ANNUAL_INCOME_MESSAGES.required,
      tooLow: ANNUAL_INCOME_MESSAGES.tooLow,
      tooHigh: ANNUAL_INCOME_MESSAGES.max,
    },
  ),
  employmentType: v.picklist(EMPLOYMENT_TYPES, said(HOME_AND_INCOME_MESSAGES.employmentType)),
  softCreditConsent: ticked(CONSENT_MESSAGES.softCredit),
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
    firstName: requiredText(
      NAME_MESSAGES.required(NAME_LABELS['First name']),
      NAME_LABELS['First name'],
    ),
    middleName: optionalText(
      msg`Enter your middle name, or leave it empty`,
      NAME_LABELS['Middle name'],
    ),
    lastName: requiredText(
      NAME_MESSAGES.required(NAME_LABELS['Last name']),
      NAME_LABELS['Last name'],
    ),
    dateOfBirth: dateOfBirthRule(today),
    email: emailRule(),
    phone: phoneRule(),
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
