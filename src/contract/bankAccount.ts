/**
 * The bank-account rules of the lender's contract, shared by the app's forms (through
 * src/lib/bankAccount.ts) and the request schemas (requests.ts); the routing number has its own
 * module, routingNumber.ts.
 */
import { msg } from '@lingui/core/macro';

import { ACCOUNT_TYPES } from './application';

export { ACCOUNT_TYPES };

/** US account numbers: 4 to 17 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{4,17}$/;

/** What a borrower reads of an account number and type, whichever side finds the fault. */
export const ACCOUNT_NUMBER_MESSAGES = {
  required: msg`Enter the account number`,
  digits: msg`Account number must be between 4 and 17 digits`,
  typeRequired: msg`Select the account type`,
} as const;

export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const isValidAccountNumber = (value: unknown): value is string =>
  typeof value === 'string' && ACCOUNT_NUMBER_PATTERN.test(value);

export const isAccountType = (value: unknown): value is AccountType =>
  typeof value === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(value);
