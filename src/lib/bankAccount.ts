/**
 * The bank-account rules the app's forms and the sandbox lender share (the routing number has
 * its own module, routingNumber.ts).
 */

/** US account numbers: 4 to 17 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{4,17}$/;

export const ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const isValidAccountNumber = (value: unknown): value is string =>
  typeof value === 'string' && ACCOUNT_NUMBER_PATTERN.test(value);

export const isAccountType = (value: unknown): value is AccountType =>
  typeof value === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(value);

/** The last four digits, the only part of an account number that is ever shown or answered. */
export const accountMask = (accountNumber: string): string => accountNumber.slice(-4);

/** What people type around the digits of bank numbers: spaces and hyphens. */
export const withoutSeparators = (value: string): string => value.replace(/[\s-]+/g, '');
