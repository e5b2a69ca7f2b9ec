/**
 * Signing and inviting an additional signer (signing/sign, signing/additional): the limits and
 * words the app's forms and the lender's request schemas share
 * (docs/architecture.md#each-fields-rule-and-message), as messages.
 */
import { msg } from '@lingui/core/macro';
import { NAME_LABELS, NAME_MESSAGES } from './names';

/** The longest signature the lender keeps. */
export const SIGNATURE_MAX_LENGTH = 256;

const max = SIGNATURE_MAX_LENGTH;

export const SIGNATURE_MESSAGES = {
  required: msg`Type your full name to sign your documents`,
  mismatch: msg`Type your full name as it appears on your application`,
  tooLong: msg`Full name must be ${max} characters or fewer`,
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
  firstName: msg`Enter the additional signer's first name`,
  lastName: msg`Enter the additional signer's last name`,
  firstNameTooLong: NAME_MESSAGES.tooLong(NAME_LABELS['First name'], SIGNER_NAME_MAX_LENGTH),
  lastNameTooLong: NAME_MESSAGES.tooLong(NAME_LABELS['Last name'], SIGNER_NAME_MAX_LENGTH),
  email: {
    required: msg`Enter the additional signer's email address`,
  },
} as const;
