import { msg } from '@lingui/core/macro';
import { string } from 'yup';
import {
  ACCOUNT_NUMBER_MESSAGES as ACCOUNT_MESSAGES,
  ACCOUNT_NUMBER_PATTERN,
  ACCOUNT_TYPES,
  type AccountType,
} from '../../contract/bankAccount';
import { withoutSeparators } from '../../lib/bankAccount';
import { choiceSchema } from './choice';
import { type SchemaMessage, yupMessage } from './messages';

/** The form's words for typing the account number again, as messages. */
export const CONFIRM_MESSAGES = {
  confirmRequired: msg`Enter the account number again`,
  mismatch: msg`The account numbers do not match`,
} as const;

/**
 * The contract's words for the account (the lender's own,
 * docs/architecture.md#each-fields-rule-and-message), and the form's for typing it again.
 */
export const ACCOUNT_NUMBER_MESSAGES = {
  ...ACCOUNT_MESSAGES,
  ...CONFIRM_MESSAGES,
} as const;

/** What an account number and its type read: these messages, or a screen's own words. */
export type AccountNumberMessages = Record<keyof typeof ACCOUNT_NUMBER_MESSAGES, SchemaMessage>;

const digitsOf = (value: unknown) => (typeof value === 'string' ? withoutSeparators(value) : value);

/** A US bank account number: 4 to 17 digits (spaces and hyphens allowed while typing). */
export const accountNumberSchema = (messages: AccountNumberMessages = ACCOUNT_NUMBER_MESSAGES) =>
  string()
    .transform(digitsOf)
    .required(yupMessage(messages.required))
    .matches(ACCOUNT_NUMBER_PATTERN, {
      message: yupMessage(messages.digits),
      excludeEmptyString: true,
    });

/** The account number typed again; `field` names the value it must match. */
export const confirmAccountNumberSchema = (
  field: string,
  messages: { confirmRequired: SchemaMessage; mismatch: SchemaMessage } = CONFIRM_MESSAGES,
) =>
  string()
    .transform(digitsOf)
    .required(yupMessage(messages.confirmRequired))
    .test('matches', yupMessage(messages.mismatch), function matches(value) {
      if (!value) return true;
      const other: unknown = (this.parent as Record<string, unknown>)[field];
      return typeof other === 'string' && withoutSeparators(other) === value;
    });

export const accountTypeSchema = (messages: AccountNumberMessages = ACCOUNT_NUMBER_MESSAGES) =>
  choiceSchema<AccountType>(ACCOUNT_TYPES, messages.typeRequired);
