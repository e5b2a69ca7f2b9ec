/**
 * The bank-account rules the app's forms and the sandbox lender share: the contract's
 * (src/contract/bankAccount.ts), and how a number is shown and typed (the routing number has its
 * own module, src/contract/routingNumber.ts).
 */

export {
  ACCOUNT_NUMBER_PATTERN,
  ACCOUNT_TYPES,
  type AccountType,
  isAccountType,
  isValidAccountNumber,
} from '../contract/bankAccount';

/** The last four digits, the only part of an account number that is ever shown or answered. */
export const accountMask = (accountNumber: string): string => accountNumber.slice(-4);

/** What people type around the digits of bank numbers: spaces and hyphens. */
export const withoutSeparators = (value: string): string => value.replace(/[\s-]+/g, '');
