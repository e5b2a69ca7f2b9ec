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

/** "Enter an amount between $15,000 and $250,000". */
export const betweenMessage = (min: number, max: number) =>
  `Enter an amount between ${dollarsInMessage(min)} and ${dollarsInMessage(max)}`;

/** "Enter an amount of $150,000 or more". */
export const atLeastMessage = (min: number) =>
  `Enter an amount of ${dollarsInMessage(min)} or more`;

/** "Enter an amount of $1,000,000,000 or less". */
export const atMostMessage = (max: number) => `Enter an amount of ${dollarsInMessage(max)} or less`;
