/**
 * The amounts of money the lender takes, which both sides check (docs/architecture.md#the-lenders-contract):
 * the app's forms before anything is sent, the sandbox lender with its own messages.
 */

/** The largest amount of money (income, assets) the lender takes. */
export const MONEY_MAX = 1_000_000_000;

/** The borrower's estimate of the home's value, in whole dollars (bpo/estimate-value). */
export const HOME_VALUE_RANGE = { min: 10_000, max: 100_000_000 } as const;

const wholeDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount as a message says it: "$150,000", "$1,234.50" (cents only when there are some). */
export const dollarsInMessage = (amount: number) =>
  `$${(Number.isInteger(amount) ? wholeDollars : cents).format(amount)}`;

/** "Enter an amount between $15,000 and $250,000". */
export const betweenMessage = (min: number, max: number) =>
  `Enter an amount between ${dollarsInMessage(min)} and ${dollarsInMessage(max)}`;

/** "Enter an amount of $150,000 or more". */
export const atLeastMessage = (min: number) =>
  `Enter an amount of ${dollarsInMessage(min)} or more`;

/** "Enter an amount of $1,000,000,000 or less". */
export const atMostMessage = (max: number) => `Enter an amount of ${dollarsInMessage(max)} or less`;

/** What a borrower reads of the home's value, whichever side finds the fault. */
export const HOME_VALUE_MESSAGES = {
  required: 'Enter what you think your home is worth',
  range: betweenMessage(HOME_VALUE_RANGE.min, HOME_VALUE_RANGE.max),
  whole: 'Enter the value in whole dollars, like 450,000',
} as const;

/**
 * The borrower's savings and investments (product/assets): more than $0, since the offer is to be
 * based on them (a borrower without savings calls support instead), at most MONEY_MAX.
 */
export const ASSETS_RANGE = { min: 0.01, max: MONEY_MAX } as const;

export const ASSETS_MESSAGES = {
  required: 'Enter your total savings and investments',
  min: 'Total savings and investments must be more than $0',
  max: atMostMessage(MONEY_MAX),
} as const;

/** The largest yearly income taken (a typing slip beyond it). */
export const ANNUAL_INCOME_MAX = 100_000_000;

export const ANNUAL_INCOME_MESSAGES = {
  required: 'Enter your annual income',
  tooLow: 'Annual income must be 0 or more',
  max: `Annual income must be ${dollarsInMessage(ANNUAL_INCOME_MAX)} or less`,
} as const;
