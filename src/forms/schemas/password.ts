import { msg } from '@lingui/core/macro';
import { string } from 'yup';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES as NEW_PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from '../../contract/password';
import { type SchemaMessage, yupMessage } from './messages';

/**
 * The contract's words for the password (the lender's own,
 * docs/architecture.md#each-fields-rule-and-message), and the form's for typing it again
 * (messages).
 */
export const PASSWORD_MESSAGES = {
  ...NEW_PASSWORD_MESSAGES,
  confirmRequired: msg`Enter the password again`,
  mismatch: msg`The passwords do not match`,
} as const;

export type PasswordMessages = { [Key in keyof typeof PASSWORD_MESSAGES]: SchemaMessage };

/** A new password: 12 to 128 characters, kept as typed (spaces count; nothing is trimmed). */
export const passwordSchema = (messages: PasswordMessages = PASSWORD_MESSAGES) =>
  string()
    .required(yupMessage(messages.required))
    .min(PASSWORD_MIN_LENGTH, yupMessage(messages.tooShort))
    .max(PASSWORD_MAX_LENGTH, yupMessage(messages.tooLong));

/** The password typed again; `field` names the value it must match (default `password`). */
export const confirmPasswordSchema = (
  field = 'password',
  messages: PasswordMessages = PASSWORD_MESSAGES,
) =>
  string()
    .required(yupMessage(messages.confirmRequired))
    .test('matches', yupMessage(messages.mismatch), function matches(value) {
      if (!value) return true;
      return (this.parent as Record<string, unknown>)[field] === value;
    });
