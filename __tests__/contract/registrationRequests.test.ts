/** @jest-environment node */
import {
  newApplicationBody,
  type NewApplicationRules,
  registerBody,
} from '../../src/contract/registrationRequests';
import { ESIGN_CONSENT_VERSION } from '../../src/contract/esignConsent';
import { parseBody } from '../../src/sandbox/bodies';
import { problemOf, errorsOf } from '../support/requestBodies';
import { CONSENT_MESSAGES } from '../../src/contract/consents';
import { BIRTH_DATE_MESSAGES } from '../../src/contract/dates';
import { EMAIL_MESSAGES, PHONE_MESSAGES } from '../../src/contract/contactDetails';
import { HOME_ADDRESS_MESSAGES, HOME_AND_INCOME_MESSAGES } from '../../src/contract/homeAndIncome';
import { ANNUAL_INCOME_MESSAGES } from '../../src/contract/moneyFields';
import { PASSWORD_MESSAGES } from '../../src/contract/password';
import { ZIP_MESSAGES } from '../../src/contract/zip';
import { i18n } from '../../src/lib/i18n';

/** California, North Carolina (a licence in lower case reads the same) and New York. */
const rules: NewApplicationRules = {
  licences: ['CA', 'nc', 'NY'],
  referrerRequired: false,
};
const TODAY = new Date(2026, 5, 15);
const register = (overrides: NewApplicationRules = rules) => registerBody(overrides, TODAY);

const home = { street1: '88 Quarry Hill Road', city: 'Pasadena', state: 'CA', zip: '91104' };
const property = {
  address: home,
  planToSell: false,
  annualIncome: 120000,
  employmentType: 'FULL_TIME',
  softCreditConsent: true,
  esignConsent: true,
  esignConsentVersion: ESIGN_CONSENT_VERSION,
};
const person = {
  firstName: 'Ada',
  middleName: 'May',
  lastName: 'Lovelace',
  dateOfBirth: '1985-03-27',
  email: 'ada@example.com',
  phone: '4155550123',
  password: 'correct horse battery',
};
const good = { ...person, ...property };
const REFERRER = '1b671a64-40d5-491e-99b0-da01ff1f3341';

describe('registerBody', () => {
  test('a good body is read: names trimmed, e-mail in lower case, ZIP+4 written with its hyphen', () => {
    expect(
      parseBody(register(), {
        ...good,
        firstName: ' Ada ',
        middleName: '  ',
        email: ' Ada@Example.COM ',
        address: { ...home, street2: ' Apt 2 ', zip: '91104 1234' },
        referrer: REFERRER.toUpperCase(),
      }),
    ).toEqual({
      ...good,
      firstName: 'Ada',
      middleName: null,
      email: 'ada@example.com',
      address: { ...home, street2: 'Apt 2', zip: '91104-1234' },
      referrer: REFERRER,
    });
    expect(parseBody(register(), good)).toMatchObject({ referrer: null, middleName: 'May' });
  });

  test.each<[string, Record<string, unknown>, string, string]>([
    ['a blank first name', { firstName: '  ' }, 'firstName', 'Enter your first name'],
    [
      'a first name over 128 characters',
      { firstName: 'a'.repeat(129) },
      'firstName',
      'First name must be 128 characters or fewer',
    ],
    [
      'a middle name that is not text',
      { middleName: 5 },
      'middleName',
      'Enter your middle name, or leave it empty',
    ],
    [
      'a middle name over 128 characters',
      { middleName: 'm'.repeat(129) },
      'middleName',
      'Middle name must be 128 characters or fewer',
    ],
    ['no last name', { lastName: undefined }, 'lastName', 'Enter your last name'],
    ['no date of birth', { dateOfBirth: ' ' }, 'dateOfBirth', i18n._(BIRTH_DATE_MESSAGES.required)],
    [
      'a date of birth not as yyyy-MM-dd',
      { dateOfBirth: '03/27/1985' },
      'dateOfBirth',
      i18n._(BIRTH_DATE_MESSAGES.invalid),
    ],
    [
      'a day that does not exist',
      { dateOfBirth: '1985-02-30' },
      'dateOfBirth',
      i18n._(BIRTH_DATE_MESSAGES.invalid),
    ],
    [
      'a year before 1900',
      { dateOfBirth: '1899-12-31' },
      'dateOfBirth',
      i18n._(BIRTH_DATE_MESSAGES.tooEarly),
    ],
    ['today', { dateOfBirth: '2026-06-15' }, 'dateOfBirth', i18n._(BIRTH_DATE_MESSAGES.future)],
    [
      'a day short of 18',
      { dateOfBirth: '2008-06-16' },
      'dateOfBirth',
      i18n._(BIRTH_DATE_MESSAGES.tooYoung),
    ],
    ['no e-mail', { email: '' }, 'email', i18n._(EMAIL_MESSAGES.required)],
    [
      'an e-mail over 254 characters',
      { email: `${'a'.repeat(250)}@example.com` },
      'email',
      i18n._(EMAIL_MESSAGES.tooLong),
    ],
    [
      'an e-mail without a domain',
      { email: 'ada@example' },
      'email',
      i18n._(EMAIL_MESSAGES.invalid),
    ],
    ['no phone', { phone: '  ' }, 'phone', i18n._(PHONE_MESSAGES.required)],
    ['a formatted phone', { phone: '(415) 555-0123' }, 'phone', i18n._(PHONE_MESSAGES.invalid)],
    ['no password', { password: '' }, 'password', i18n._(PASSWORD_MESSAGES.required)],
    [
      'a password of 11 characters',
      { password: 'a'.repeat(11) },
      'password',
      i18n._(PASSWORD_MESSAGES.tooShort),
    ],
    [
      'a password of 129 characters',
      { password: 'a'.repeat(129) },
      'password',
      i18n._(PASSWORD_MESSAGES.tooLong),
    ],
    ['no address', { address: undefined }, 'address', 'Enter the address of your home'],
    ['an address that is a list', { address: [] }, 'address', 'Enter the address of your home'],
    [
      'no street',
      { address: { ...home, street1: undefined } },
      'address.street1',
      i18n._(HOME_ADDRESS_MESSAGES.street1),
    ],
    [
      'a second line that is not text',
      { address: { ...home, street2: 5 } },
      'address.street2',
      'Enter the second line of the address, or leave it empty',
    ],
    [
      'a second line over 128 characters',
      { address: { ...home, street2: 'x'.repeat(129) } },
      'address.street2',
      'Address line 2 must be 128 characters or fewer',
    ],
    [
      'a city over 64 characters',
      { address: { ...home, city: 'c'.repeat(65) } },
      'address.city',
      i18n._(HOME_ADDRESS_MESSAGES.cityTooLong),
    ],
    [
      'no state',
      { address: { ...home, state: ' ' } },
      'address.state',
      i18n._(HOME_ADDRESS_MESSAGES.state),
    ],
    [
      'a state that is not a code',
      { address: { ...home, state: 'ca' } },
      'address.state',
      i18n._(HOME_ADDRESS_MESSAGES.state),
    ],
    [
      'a state the organisation does not serve',
      { address: { ...home, state: 'TX' } },
      'address.state',
      'We do not offer lines of credit in Texas yet. Choose a home in a state we serve.',
    ],
    ['no ZIP', { address: { ...home, zip: '' } }, 'address.zip', i18n._(ZIP_MESSAGES.required)],
    [
      'a ZIP of 4 digits',
      { address: { ...home, zip: '9110' } },
      'address.zip',
      i18n._(ZIP_MESSAGES.invalid),
    ],
    [
      'a sale plan that is not yes or no',
      { planToSell: 'no' },
      'planToSell',
      i18n._(HOME_AND_INCOME_MESSAGES.planToSell),
    ],
    [
      'an income sent as text',
      { annualIncome: '120000' },
      'annualIncome',
      i18n._(ANNUAL_INCOME_MESSAGES.required),
    ],
    [
      'a negative income',
      { annualIncome: -1 },
      'annualIncome',
      i18n._(ANNUAL_INCOME_MESSAGES.tooLow),
    ],
    [
      'an income of $100,000,001',
      { annualIncome: 100_000_001 },
      'annualIncome',
      i18n._(ANNUAL_INCOME_MESSAGES.max),
    ],
    [
      'an unknown employment type',
      { employmentType: 'CONTRACTOR' },
      'employmentType',
      i18n._(HOME_AND_INCOME_MESSAGES.employmentType),
    ],
    [
      'no soft-credit consent',
      { softCreditConsent: false },
      'softCreditConsent',
      i18n._(CONSENT_MESSAGES.softCredit),
    ],
    [
      'no consent to electronic documents',
      { esignConsent: false },
      'esignConsent',
      'Agree to receive documents and sign electronically to continue',
    ],
    [
      'a version of the e-sign consent there never was',
      { esignConsentVersion: '2020-01-01' },
      'esignConsentVersion',
      'We could not tell which consent to electronic documents you agreed to. Reload the page and agree again.',
    ],
    [
      'a referrer that is not an id',
      { referrer: 'lo-42' },
      'referrer',
      'The referral link is not complete. Use the link your loan officer sent you.',
    ],
    [
      'an unknown field',
      { ssn: '123456789' },
      'ssn',
      expect.stringMatching(/^Unknown field ssn; allowed: firstName, /) as unknown as string,
    ],
    [
      'an unknown field of the address',
      { address: { ...home, county: 'W' } },
      'address.county',
      'Unknown field address.county; allowed: street1, street2, city, state, zip',
    ],
  ])('refuses %s', (_name, patch, field, message) => {
    expect(problemOf(register(), { ...good, ...patch })).toEqual([field, message]);
  });

  test('a referrer is needed where the organisation takes applications only through one', () => {
    const needed = register({ ...rules, referrerRequired: true });
    const message =
      'This lender takes applications only through a loan officer. Use the link your loan officer sent you.';
    expect(problemOf(needed, good)).toEqual(['referrer', message]);
    expect(problemOf(needed, { ...good, referrer: '' })).toEqual(['referrer', message]);
    expect(parseBody(needed, { ...good, referrer: REFERRER }).referrer).toBe(REFERRER);
  });

  test('every problem at once, in the lender order, the password never in a message', () => {
    const problems = errorsOf(register(), {});
    expect(problems.map((p) => p.field)).toEqual([
      'firstName',
      'lastName',
      'dateOfBirth',
      'email',
      'phone',
      'password',
      'address',
      'planToSell',
      'annualIncome',
      'employmentType',
      'softCreditConsent',
      'esignConsent',
      'esignConsentVersion',
    ]);
    expect(problems.every((p) => p.code === 'BAD_REQUEST')).toBe(true);
    const secret = 'short-secret';
    expect(JSON.stringify(errorsOf(register(), { ...good, password: secret }))).not.toContain(
      secret,
    );
  });
});

describe('newApplicationBody', () => {
  test('the home and income alone are read', () => {
    expect(parseBody(newApplicationBody(rules), property)).toEqual({
      ...property,
      address: { ...home, street2: null },
      referrer: null,
    });
  });

  test('a person field is not one of its fields', () => {
    expect(problemOf(newApplicationBody(rules), { ...property, email: 'x' })).toEqual([
      'email',
      'Unknown field email; allowed: address, planToSell, annualIncome, employmentType, softCreditConsent, esignConsent, esignConsentVersion, referrer',
    ]);
  });

  test('the home in a state not served is said on address.state, after the address is read', () => {
    const texas = { ...home, state: 'TX' };
    expect(
      errorsOf(newApplicationBody(rules), { ...property, address: texas, annualIncome: -5 }).map(
        (p) => p.field,
      ),
    ).toEqual(['address.state', 'annualIncome']);
    // An address with a problem of its own is not checked against the licences.
    expect(
      errorsOf(newApplicationBody(rules), { ...property, address: { ...texas, zip: '7' } }).map(
        (p) => p.field,
      ),
    ).toEqual(['address.zip']);
  });
});
