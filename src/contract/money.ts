/**
 * The amounts of money the lender takes, which both sides check (docs/architecture.md#the-lenders-contract):
 * the app's forms before anything is sent, the sandbox lender with its own messages.
 */

/** The largest amount of money (income, assets) the lender takes. */
export const MONEY_MAX = 1_000_000_000;

/** The borrower's estimate of the home's value, in whole dollars (bpo/estimate-value). */
export const HOME_VALUE_RANGE = { min: 10_000, max: 100_000_000 } as const;
