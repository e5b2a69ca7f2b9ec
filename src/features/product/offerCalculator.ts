/**
 * The offer calculator of product/select (pure): the range a borrower may choose from, and the
 * APR and monthly payment of a choice. The APR is the lender's pricing
 * (src/contract/offerPricing.ts), the payment the contract's (src/contract/payments.ts), both
 * shared with the sandbox lender, so the figures shown while choosing are the ones the
 * application stores and the lender's documents state once the offer is selected.
 */
import {
  DEFAULT_TERM_YEARS,
  isOfferTerm,
  offerAmountRange,
  offerApr,
  type OfferPricing,
  type OfferTermYears,
} from '../../contract/offerPricing';
import type { HelocApplication } from '../application';
import type { OrgPricing } from '../organisation';
import { monthlyPayment } from '../progress';

/** What the organisation's pricing (orgPricingData, merged) says about offers. */
export interface OrgOfferPricing {
  /** The smallest line the organisation offers, when it gives one. */
  minLoanAmount: number | null;
  minApr: number | null;
  maxApr: number | null;
}

/**
 * The offer terms of the organisation's merged pricing, each null when it gives none (the
 * contract's reading leaves out anything malformed, docs/shell.md#the-organisations-data).
 */
export function orgOfferPricing(pricing: Readonly<OrgPricing>): OrgOfferPricing {
  return {
    minLoanAmount: pricing.minLoanAmount ?? null,
    minApr: pricing.minApr ?? null,
    maxApr: pricing.maxApr ?? null,
  };
}

/** The range the borrower chooses from, and what prices it. */
export interface OfferLimits {
  /** Whole dollars. */
  minAmount: number;
  /** Whole dollars: the approved maximum. */
  maxAmount: number;
  pricing: OfferPricing;
}

/**
 * The offer's limits: the contract's range (offerAmountRange: from the organisation's minimum to
 * the approved maximum, the one the lender checks), priced from the approved APR. Null when the
 * lender's answer cannot price an offer (no approved APR, or no positive maximum): the screen
 * then says the offer is not ready.
 */
export function offerLimits(
  application: Pick<HelocApplication, 'approvedApr' | 'uwCalculatedDrawAmount'> | null,
  org: OrgOfferPricing,
): OfferLimits | null {
  if (!application) return null;
  const approvedApr = application.approvedApr;
  if (typeof approvedApr !== 'number' || !Number.isFinite(approvedApr) || approvedApr < 0) {
    return null;
  }
  const range = offerAmountRange(application.uwCalculatedDrawAmount, org.minLoanAmount);
  if (range === null) return null;
  return {
    minAmount: range.min,
    maxAmount: range.max,
    pricing: { approvedApr, maxAmount: range.max, minApr: org.minApr, maxApr: org.maxApr },
  };
}

/** Whether `amount` is one the borrower may choose: whole dollars within the limits. */
export function isChoosableAmount(amount: number | null, limits: OfferLimits): amount is number {
  return (
    amount !== null &&
    Number.isInteger(amount) &&
    amount >= limits.minAmount &&
    amount <= limits.maxAmount
  );
}

export interface OfferFigures {
  /** APR in percent. */
  apr: number;
  /** Dollars and cents. */
  monthlyPayment: number;
}

/** The APR and monthly payment of `amount` (whole dollars) over `termYears`. */
export function offerFigures(
  amount: number,
  termYears: OfferTermYears,
  limits: OfferLimits,
  isAgeRestrictedInterestOnly = false,
): OfferFigures {
  const apr = offerApr(amount, termYears, limits.pricing);
  return {
    apr,
    monthlyPayment: monthlyPayment({
      amount,
      rate: apr,
      termMonths: termYears * 12,
      isAgeRestrictedInterestOnly,
    }),
  };
}

/**
 * Where the calculator starts: the application's amount and term when it already has them (a
 * change from the summary, or a return to the step), else the approved maximum over
 * DEFAULT_TERM_YEARS. An amount outside today's limits is kept as the application has it, so the
 * borrower sees the message rather than a silently different number; a term that is not one of
 * the choices falls back to the default.
 */
export function initialOffer(
  application: Pick<HelocApplication, 'amount' | 'term'> | null,
  limits: OfferLimits,
): { amount: number; termYears: OfferTermYears } {
  const amount =
    application && application.amount > 0 && Number.isInteger(application.amount)
      ? application.amount
      : limits.maxAmount;
  const years = application && application.term > 0 ? application.term / 12 : null;
  return { amount, termYears: isOfferTerm(years) ? years : DEFAULT_TERM_YEARS };
}

/** "$85,000": an offer amount in whole dollars (docs/shell.md#the-offer-figures). */
export { formatWholeDollars } from '../progress';
