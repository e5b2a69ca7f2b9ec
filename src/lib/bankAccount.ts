/**
 * How a bank number is shown and typed, for the app's forms and the sandbox lender. What a valid
 * account is belongs to the contract.
 */

/** The last four digits, the only part of an account number that is ever shown or answered. */
export const accountMask = (accountNumber: string): string => accountNumber.slice(-4);

/** What people type around the digits of bank numbers: spaces and hyphens. */
export const withoutSeparators = (value: string): string => value.replace(/[\s-]+/g, '');
