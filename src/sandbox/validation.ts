/**
 * How the sandbox lender checks what a borrower sends (contract/journey.md: "validates every body
 * as a lender would"). Each check adds its problem to a Problems list and gives back the clean
 * value, or undefined when there is none; a route answers every problem at once:
 * 400 `{ errors: [{ code: 'BAD_REQUEST', message, field }] }`. Messages say what to do, in the
 * words of the app's own forms (src/forms/schemas), and never repeat what was sent.
 */
import { EMAIL_PATTERN } from '../contract/emailAddress';
import { ageOn, isoDateOf, isRealDate } from '../lib/dates';
import { EMPLOYMENT_TYPES, type EmploymentType } from '../contract/application';
import { type ApiError, badRequest, HttpError, isPlainObject } from './http';
import { isIssuableSsn } from '../contract/ssn';
import { UUID_PATTERN } from '../contract/uuid';
import { isUsStateCode, type UsStateCode } from '../contract/usStates';

export class Problems {
  readonly errors: ApiError[] = [];

  add(field: string, message: string): undefined {
    this.errors.push({ code: 'BAD_REQUEST', message, field });
    return undefined;
  }

  /** Answers 400 with every problem found, if there is one. */
  throwIfAny(): void {
    if (this.errors.length > 0) throw new HttpError(400, this.errors);
  }
}

/** `rejectUnknownKeys` for a nested object: the field named is `prefix.key`. */
export function rejectUnknownKeysAt(
  value: Record<string, unknown>,
  allowed: readonly string[],
  prefix: string,
): void {
  const unknown = Object.keys(value).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    throw badRequest(
      `Unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `${prefix}.${k}`).join(', ')}; allowed: ${allowed.join(', ')}`,
      `${prefix}.${unknown[0]}`,
    );
  }
}

/** The longest name or address line the lender keeps. */
export const TEXT_MAX_LENGTH = 128;

interface TextRule {
  required: boolean;
  /** What to do when it is missing ("Enter your first name"). */
  missing: string;
  /** The label for "… must be 128 characters or fewer". */
  label: string;
  max?: number;
}

/** Text with surrounding spaces removed; null for an optional value left out or empty. */
export function text(
  problems: Problems,
  value: unknown,
  field: string,
  rule: TextRule,
): string | null | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
    return rule.required ? problems.add(field, rule.missing) : null;
  }
  if (typeof value !== 'string') return problems.add(field, rule.missing);
  const trimmed = value.trim();
  const max = rule.max ?? TEXT_MAX_LENGTH;
  if (trimmed.length > max) {
    return problems.add(field, `${rule.label} must be ${max} characters or fewer`);
  }
  return trimmed;
}

/** An e-mail address, lower case. */
export function email(problems: Problems, value: unknown, field = 'email'): string | undefined {
  if (typeof value !== 'string' || !value.trim()) {
    return problems.add(field, 'Enter your email address');
  }
  const trimmed = value.trim().toLowerCase();
  if (trimmed.length > 254)
    return problems.add(field, 'Email address must be 254 characters or fewer');
  if (!EMAIL_PATTERN.test(trimmed)) {
    return problems.add(
      field,
      'Enter an email address in the correct format, like name@example.com',
    );
  }
  return trimmed;
}

/** The youngest age that may apply, and the earliest year read as a real birth year. */
export const MINIMUM_AGE = 18;
const EARLIEST_BIRTH_YEAR = 1900;

/** A date of birth sent as yyyy-MM-dd: a real day from 1900 on, in the past, 18 or more years ago. */
export function dateOfBirth(
  problems: Problems,
  value: unknown,
  field = 'dateOfBirth',
  today = new Date(),
): string | undefined {
  if (typeof value !== 'string' || !value.trim()) {
    return problems.add(field, 'Enter your date of birth');
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [];
  if (
    !match ||
    year === undefined ||
    month === undefined ||
    day === undefined ||
    !isRealDate(year, month, day) ||
    year < EARLIEST_BIRTH_YEAR
  ) {
    return problems.add(field, 'Enter a real date of birth, as yyyy-MM-dd');
  }
  const iso = value.trim();
  const now = isoDateOf(today);
  if (iso >= now) return problems.add(field, 'Date of birth must be in the past');
  if (ageOn(iso, now) < MINIMUM_AGE) return problems.add(field, 'You must be 18 or older to apply');
  return iso;
}

/** A US phone number as 10 digits. */
export function phone(problems: Problems, value: unknown, field = 'phone'): string | undefined {
  if (typeof value !== 'string' || !value.trim()) {
    return problems.add(field, 'Enter your phone number');
  }
  if (!/^\d{10}$/.test(value)) return problems.add(field, 'Phone number must be 10 digits');
  return value;
}

/** 5 digits, or ZIP+4 (src/forms/schemas/zip.ts), kept as 12345 or 12345-6789. */
const ZIP_PATTERN = /^\d{5}(?:[-\s]?\d{4})?$/;

export interface AddressInput {
  street1: string;
  street2: string | null;
  city: string;
  state: UsStateCode;
  zip: string;
}

const ADDRESS_KEYS = ['street1', 'street2', 'city', 'state', 'zip'] as const;

/** The property's address: street, optional second line, city, 2-letter state, ZIP. */
export function address(
  problems: Problems,
  value: unknown,
  field = 'address',
): AddressInput | undefined {
  if (!isPlainObject(value)) {
    return problems.add(field, 'Enter the address of your home');
  }
  rejectUnknownKeysAt(value, ADDRESS_KEYS, field);
  const street1 = text(problems, value.street1, `${field}.street1`, {
    required: true,
    missing: 'Enter the street address',
    label: 'Street address',
  });
  const street2 = text(problems, value.street2, `${field}.street2`, {
    required: false,
    missing: 'Enter the second line of the address, or leave it empty',
    label: 'Address line 2',
  });
  const city = text(problems, value.city, `${field}.city`, {
    required: true,
    missing: 'Enter the city',
    label: 'City',
    max: 64,
  });
  let state: UsStateCode | undefined;
  if (typeof value.state !== 'string' || !value.state.trim()) {
    problems.add(`${field}.state`, 'Choose the state');
  } else if (!isUsStateCode(value.state)) {
    problems.add(`${field}.state`, 'Choose a state from the list (a 2-letter code, like CA)');
  } else state = value.state;
  let zip: string | undefined;
  if (typeof value.zip !== 'string' || !value.zip.trim()) {
    problems.add(`${field}.zip`, 'Enter your ZIP code');
  } else if (!ZIP_PATTERN.test(value.zip.trim())) {
    problems.add(
      `${field}.zip`,
      'Enter a 5-digit ZIP code, like 94103, or a ZIP+4, like 94103-1234',
    );
  } else {
    const digits = value.zip.replace(/\D/g, '');
    zip = digits.length === 5 ? digits : `${digits.slice(0, 5)}-${digits.slice(5)}`;
  }
  if (!street1 || street2 === undefined || !city || !state || !zip) return undefined;
  return { street1, street2, city, state, zip };
}

export function employmentType(
  problems: Problems,
  value: unknown,
  field = 'employmentType',
): EmploymentType | undefined {
  if (typeof value === 'string' && (EMPLOYMENT_TYPES as readonly string[]).includes(value)) {
    return value as EmploymentType;
  }
  return problems.add(field, 'Choose your employment type');
}

/** Dollars as a JSON number from `min` to `max`. */
export function money(
  problems: Problems,
  value: unknown,
  field: string,
  messages: { missing: string; tooLow: string; tooHigh: string },
  { min = 0, max = 1_000_000_000 }: { min?: number; max?: number } = {},
): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value))
    return problems.add(field, messages.missing);
  if (value < min) return problems.add(field, messages.tooLow);
  if (value > max) return problems.add(field, messages.tooHigh);
  return value;
}

export function annualIncome(
  problems: Problems,
  value: unknown,
  field = 'annualIncome',
): number | undefined {
  return money(problems, value, field, {
    missing: 'Enter your annual income, in dollars',
    tooLow: 'Annual income must be 0 or more',
    tooHigh: 'Annual income must be less than $1,000,000,000',
  });
}

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** A new password, kept as typed: 12 to 128 characters. */
export function password(
  problems: Problems,
  value: unknown,
  field = 'password',
): string | undefined {
  if (typeof value !== 'string' || !value) return problems.add(field, 'Enter a password');
  if (value.length < PASSWORD_MIN_LENGTH) {
    return problems.add(field, `Password must be ${PASSWORD_MIN_LENGTH} characters or more`);
  }
  if (value.length > PASSWORD_MAX_LENGTH) {
    return problems.add(field, `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer`);
  }
  return value;
}

/** A box the borrower must tick: exactly `true`. */
export function agreed(
  problems: Problems,
  value: unknown,
  field: string,
  message: string,
): true | undefined {
  return value === true ? true : problems.add(field, message);
}

/** A yes/no answer: exactly true or false. */
export function yesNo(
  problems: Problems,
  value: unknown,
  field: string,
  message: string,
): boolean | undefined {
  return typeof value === 'boolean' ? value : problems.add(field, message);
}

/**
 * A Social Security number, 9 digits. Only whether one was given is ever kept: the caller drops
 * the value once it has been checked.
 */
export function ssn(problems: Problems, value: unknown, field = 'ssn'): true | undefined {
  if (typeof value !== 'string' || !value.trim()) {
    return problems.add(field, 'Enter your Social Security number');
  }
  if (!/^\d{9}$/.test(value)) return problems.add(field, 'Social Security number must be 9 digits');
  if (!isIssuableSsn(value)) return problems.add(field, 'Enter a valid Social Security number');
  return true;
}

/** An id of the lender's (a loan originator, a lien, a document). */
export function uuid(
  problems: Problems,
  value: unknown,
  field: string,
  message: string,
): string | undefined {
  return typeof value === 'string' && UUID_PATTERN.test(value)
    ? value.toLowerCase()
    : problems.add(field, message);
}
