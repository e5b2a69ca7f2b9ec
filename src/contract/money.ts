import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The amounts of money the lender takes, which both sides check (docs/architecture.md#the-lenders-contract):
 * the app's forms before anything is sent and the sandbox lender, in the same words
 * (docs/architecture.md#each-fields-rule-and-message).
 */

/** The largest amount of money (income, assets) the lender takes. */
export const MONEY_MAX = 1_000_000_000;

/** The borrower's estimate of the home's value, in whole dollars (bpo/estimate-value). */
export const HOME_VALUE_RANGE = { min: 10_000, max: 100_000_000 } as const;

/** An amount as a message says it: "$150,000", "$1,234.50" (cents only when there are some). */
export const dollarsInMessage = (amount: number) => {
  const decimals = Number.isInteger(amount) ? 0 : 2;
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
};

/** "Enter an amount between $15,000 and $250,000" (the amounts written as dollarsInMessage does). */
export const betweenMessage = (minimum: number, maximum: number): MessageDescriptor => {
  const min = dollarsInMessage(minimum);
  const max = dollarsInMessage(maximum);
  return msg`Enter an amount between ${min} and ${max}`;
};

/** "Enter an amount of $150,000 or more". */
export const atLeastMessage = (minimum: number): MessageDescriptor => {
  const min = dollarsInMessage(minimum);
  return msg`Enter an amount of ${min} or more`;
};

/** "Enter an amount of $1,000,000,000 or less". */
export const atMostMessage = (maximum: number): MessageDescriptor => {
  const max = dollarsInMessage(maximum);
  return msg`Enter an amount of ${max} or less`;
};
