/**
 * How an offer is priced: the APR of a line of `amount` over `termYears`, given the rate the
 * lender approved. The offer calculator (product/select) and the sandbox lender share it, so the
 * APR a borrower sees while choosing is the one the lender stores.
 *
 * The product says only that APR and monthly payment "update as they change"
 * (docs/journey.md#productselect); the adjustments below are the sandbox lender's pricing, stated
 * here once: shorter terms are cheaper, longer ones dearer, and drawing more than 80 % of the
 * approved maximum adds a quarter point. The result is rounded to the hundredth and kept within
 * the organisation's APR range.
 */
import { msg } from '@lingui/core/macro';
import { betweenMessage } from './money';

/** The terms a borrower may choose, in years (the application stores months). */
export const OFFER_TERMS_YEARS = [5, 10, 15, 20, 30] as const;
export type OfferTermYears = (typeof OFFER_TERMS_YEARS)[number];

/** The term chosen when the borrower has not chosen one. */
export const DEFAULT_TERM_YEARS: OfferTermYears = 10;

/**
 * The smallest line (docs/journey.md#productselect: "between $15,000 and the approved maximum").
 */
export const MIN_OFFER_AMOUNT = 15000;

/**
 * What a borrower reads of the offer, whichever side finds the fault: the amount between the
 * smallest line and the approved maximum (docs/journey.md#productselect), in whole dollars.
 */
export const OFFER_MESSAGES = {
  amountRequired: msg`Enter an amount`,
  amountWholeDollars: msg`Enter an amount in whole dollars`,
  amountBetween: (min: number, max: number) => betweenMessage(min, max),
  termRequired: msg`Select a term`,
} as const;

/** Percentage points added to the approved APR for each term. */
const TERM_ADJUSTMENT: Record<OfferTermYears, number> = {
  5: -0.5,
  10: 0,
  15: 0.25,
  20: 0.5,
  30: 0.75,
};

/** Drawing more than this share of the approved maximum adds HIGH_DRAW_ADJUSTMENT. */
export const HIGH_DRAW_SHARE = 0.8;
const HIGH_DRAW_ADJUSTMENT = 0.25;

export const isOfferTerm = (value: unknown): value is OfferTermYears =>
  typeof value === 'number' && (OFFER_TERMS_YEARS as readonly number[]).includes(value);

export interface OfferPricing {
  /** The APR the lender approved, in percent (the application's `approvedApr`). */
  approvedApr: number;
  /** The approved maximum (the application's `uwCalculatedDrawAmount`). */
  maxAmount: number;
  /** The organisation's APR range (orgPricingData minApr / maxApr), when it gives one. */
  minApr?: number | null;
  maxApr?: number | null;
}

/**
 * An APR in percent as the lender states it: kept within the organisation's range (when it gives
 * one) and rounded to the hundredth. The approved APR and every offer's APR go through it.
 */
export function aprWithin(
  apr: number,
  { minApr, maxApr }: Pick<OfferPricing, 'minApr' | 'maxApr'>,
): number {
  let kept = apr;
  if (typeof minApr === 'number') kept = Math.max(kept, minApr);
  if (typeof maxApr === 'number') kept = Math.min(kept, maxApr);
  return Math.round(kept * 100) / 100;
}

/** The APR in percent of `amount` over `termYears`. */
export function offerApr(amount: number, termYears: OfferTermYears, pricing: OfferPricing): number {
  const highDraw =
    pricing.maxAmount > 0 && amount > pricing.maxAmount * HIGH_DRAW_SHARE
      ? HIGH_DRAW_ADJUSTMENT
      : 0;
  return aprWithin(pricing.approvedApr + TERM_ADJUSTMENT[termYears] + highDraw, pricing);
}

const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/** The whole dollars a borrower may choose from, both ends included. */
export interface OfferAmountRange {
  min: number;
  max: number;
}

/**
 * The amounts a borrower may choose, which the app's form and the lender both take from here: from
 * the organisation's smallest line (its pricing's `minLoanAmount`, MIN_OFFER_AMOUNT when it gives
 * none) to the approved maximum (the application's `uwCalculatedDrawAmount`). Amounts are whole
 * dollars, so the minimum is rounded up and the maximum down; a maximum below the minimum is the
 * one amount the lender approved. Null without a positive maximum: no amount can be chosen.
 */
export function offerAmountRange(
  approvedMax: unknown,
  minLoanAmount: unknown,
): OfferAmountRange | null {
  const max = positive(approvedMax);
  if (max === null || Math.floor(max) < 1) return null;
  const whole = Math.floor(max);
  return {
    min: Math.min(Math.ceil(positive(minLoanAmount) ?? MIN_OFFER_AMOUNT), whole),
    max: whole,
  };
}

/** Whether an amount can be offered: whole dollars from MIN_OFFER_AMOUNT to the maximum. */
export function isOfferAmount(amount: unknown, maxAmount: number, minAmount = MIN_OFFER_AMOUNT) {
  return (
    typeof amount === 'number' &&
    Number.isFinite(amount) &&
    amount >= minAmount &&
    amount <= maxAmount
  );
}
