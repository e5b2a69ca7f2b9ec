import { ESIGN_CONSENT_VERSION, type EsignConsentVersion } from '../../contract/esignConsent';
import { normaliseZip } from '../../contract/zip';
import { parseUsDate } from '../../lib/dates';
import { parseMoney } from '../../lib/money';
import { phoneDigits } from '../../contract/phone';
import type {
  ContactInfoValues,
  IncomeInfoValues,
  PropertyInfoValues,
  RegistrationAnswers,
  SaleStatusValues,
} from './answers';
import type { KnownContact } from './contact';
import { EMPLOYMENT_TYPE_VALUES, type EmploymentType } from './options';
import type { NewApplicationBody, RegisterBody } from '../../contract/registrationRequests';

const isEmploymentType = (value: string): value is EmploymentType =>
  (EMPLOYMENT_TYPE_VALUES as readonly string[]).includes(value);

/**
 * The property and income answers as the calls take them (pure): trimmed text, the ZIP code
 * normalised, a yes/no as a boolean, the income as a number; with the consents the form's boxes
 * gave (its rules make sure they are ticked). Null when one is missing or does not read (the
 * pages' rules make sure it does).
 */
export function propertyAndIncomeBody(
  property: PropertyInfoValues | undefined,
  sale: SaleStatusValues | undefined,
  income: IncomeInfoValues | undefined,
  esignConsentVersion: EsignConsentVersion = ESIGN_CONSENT_VERSION,
): NewApplicationBody | null {
  if (!property || !sale || !income) return null;
  const zip = normaliseZip(property.address.zip);
  const annualIncome = parseMoney(income.annualIncome);
  const { employmentType } = income;
  if (zip === null || annualIncome === null || !isEmploymentType(employmentType)) return null;
  if (sale.planToSell === '') return null;
  return {
    address: {
      street1: property.address.street1.trim(),
      city: property.address.city.trim(),
      state: property.address.state,
      zip,
    },
    planToSell: sale.planToSell === 'yes',
    annualIncome,
    employmentType,
    softCreditConsent: true,
    // The version shown: the current one in the page's language (docs/journey.md#the-e-sign-consent).
    esignConsent: true,
    esignConsentVersion,
  };
}

export interface RegistrationRequestInput {
  answers: RegistrationAnswers;
  /** The contact known without asking (profile or lead link), when Contact Info was left out. */
  knownContact: KnownContact | null;
  password: string;
  /** The `referrer` query value, when there is one. */
  referrer: string | null;
  /** The version of the e-sign consent shown (the current English one unless given). */
  esignConsentVersion?: EsignConsentVersion;
}

/**
 * The body of `POST /identity/api/v1/registration/register` (docs/journey.md), from the kept
 * answers and the password (pure). The contact is the contact-info page's when it was answered
 * (a lead link's e-mail changed there after "An account already exists"), else the known one. Null when an answer is missing or does not read.
 */
export function registrationRequest({
  answers,
  knownContact,
  password,
  referrer,
  esignConsentVersion,
}: RegistrationRequestInput): RegisterBody | null {
  const base = propertyAndIncomeBody(
    answers['property-info'],
    answers['sale-status'],
    answers['income-info'],
    esignConsentVersion,
  );
  const name = answers.name;
  const dateOfBirth = parseUsDate(answers.birthdate?.dateOfBirth);
  const asked = answers['contact-info'];
  const contact: ContactInfoValues | null =
    asked && asked.email.trim() && phoneDigits(asked.phone) ? asked : knownContact;
  const phone = phoneDigits(contact?.phone);
  const email = contact?.email.trim() ?? '';
  if (!base || !name || !dateOfBirth || !phone || !email) return null;
  const firstName = name.firstName.trim();
  const lastName = name.lastName.trim();
  if (!firstName || !lastName) return null;
  const middleName = name.middleName.trim();
  const referrerUuid = referrer?.trim();
  return {
    email,
    password,
    firstName,
    ...(middleName ? { middleName } : {}),
    lastName,
    dateOfBirth,
    phone,
    ...base,
    ...(referrerUuid ? { referrer: referrerUuid } : {}),
  };
}
