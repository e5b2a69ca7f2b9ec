/**
 * Signing and inviting an additional signer (signing/sign, signing/additional): the limits and
 * words the app's forms and the lender's request schemas share
 * (docs/architecture.md#each-fields-rule-and-message). Plain values: the app imports them.
 */
import { NAME_MESSAGES } from './names';

/** The longest signature the lender keeps. */
export const SIGNATURE_MAX_LENGTH = 256;

export const SIGNATURE_MESSAGES = {
  required: 'Type your full name to sign your documents',
  mismatch: 'Type your full name as it appears on your application',
  tooLong: `Full name must be ${SIGNATURE_MAX_LENGTH} characters or fewer`,
} as const;

/** A name to sign as, as the lender holds it. */
export interface SignatureName {
  firstName: string;
  middleName?: string | null;
  lastName: string;
}

/** Lower case, no spaces: how two signatures are compared. */
export const comparableSignature = (name: string): string => name.replace(/\s+/g, '').toLowerCase();

/**
 * Whether `typed` signs as `name` (docs/journey.md#signing): the first and last name, or the
 * first, middle and last, case and spacing ignored. The app's form and the lender check it.
 */
export function isSignatureOf(typed: string, name: SignatureName): boolean {
  return [
    `${name.firstName}${name.lastName}`,
    `${name.firstName}${name.middleName ?? ''}${name.lastName}`,
  ]
    .map(comparableSignature)
    .includes(comparableSignature(typed));
}

/** The longest name of an additional signer the lender keeps. */
export const SIGNER_NAME_MAX_LENGTH = 64;

export const SIGNER_MESSAGES = {
  firstName: "Enter the additional signer's first name",
  lastName: "Enter the additional signer's last name",
  firstNameTooLong: NAME_MESSAGES.tooLong('First name', SIGNER_NAME_MAX_LENGTH),
  lastNameTooLong: NAME_MESSAGES.tooLong('Last name', SIGNER_NAME_MAX_LENGTH),
  email: {
    required: "Enter the additional signer's email address",
  },
} as const;
