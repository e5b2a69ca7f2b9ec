/**
 * Signing and inviting an additional signer (signing/sign, signing/additional): the limits and
 * words the app's forms and the lender's request schemas share
 * (docs/architecture.md#each-fields-rule-and-message). Plain values: the app imports them.
 */
import { NAME_MESSAGES } from './fieldMessages';

/** The longest signature the lender keeps. */
export const SIGNATURE_MAX_LENGTH = 256;

export const SIGNATURE_MESSAGES = {
  required: 'Type your full name to sign your documents',
  mismatch: 'Type your full name as it appears on your application',
  tooLong: `Full name must be ${SIGNATURE_MAX_LENGTH} characters or fewer`,
} as const;

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
