/**
 * What a line costs, stated once for the app (the offer calculator, the progress panel's offer
 * block, the summary, the complete page) and the sandbox lender (its Truth in Lending disclosure
 * and agreement): the monthly payment, its rounding, the origination fee, and the Truth in
 * Lending figures made from them (docs/shell.md#the-offer-figures,
 * docs/journey.md#truth-in-lending-figures). Pure functions: the application's term is in
 * months, its rate an APR in percent, amounts in dollars.
 */
import type { HelocApplication } from './application';

/**
 * docs/shell.md#the-offer-figures: interest per day uses 365.25 days a year, and 365.25/12 days a
 * month.
 */
export const DAYS_PER_YEAR = 365.25;
export const DAYS_PER_MONTH = DAYS_PER_YEAR / 12;

export interface OfferTerms {
  /** The amount drawn (the application's `amount`). */
  amount: number;
  /** APR in percent, e.g. 8.45. */
  rate: number;
  termMonths: number;
  isAgeRestrictedInterestOnly: boolean;
}

/**
 * Cents, with the binary noise of the arithmetic taken off first so that an exact amount such as
 * 500.00 (computed as 500.00000000001) is not pushed up a cent.
 */
const toCents = (value: number) => Number((value * 100).toFixed(6));

/** Rounded up to the cent. */
export const roundUpToCent = (value: number) => Math.ceil(toCents(value)) / 100;

/** Rounded to the nearest cent (half up). */
export const roundToCent = (value: number) => Math.round(toCents(value)) / 100;

/**
 * A day's interest on `amount` at `rate` percent a year, unrounded: the year's interest over
 * 365.25 days (docs/shell.md#the-offer-figures). interestPerDay(100000, 7.305) is 20.
 */
export function interestPerDay(amount: number, rate: number): number {
  return (amount * (rate / 100)) / DAYS_PER_YEAR;
}

/**
 * A month's interest on `amount` at `rate` percent a year: the day's interest times 365.25/12
 * days a month (docs/shell.md#the-offer-figures), unrounded.
 */
export function monthlyInterest(amount: number, rate: number): number {
  return interestPerDay(amount, rate) * DAYS_PER_MONTH;
}

/**
 * docs/shell.md#the-offer-figures. Age-restricted interest-only offers pay only the month's
 * interest, rounded UP to the cent. Every other offer follows the standard amortising formula P·r /
 * (1 − (1 + r)^−n) with r = rate/100/12 and n = termMonths, rounded to the nearest cent; at a 0 %
 * rate that is P / n. Without a positive amount (or, amortising, a positive term) there is no
 * payment: 0.
 */
export function monthlyPayment({
  amount,
  rate,
  termMonths,
  isAgeRestrictedInterestOnly,
}: OfferTerms): number {
  if (!(amount > 0) || !(rate >= 0)) return 0;
  if (isAgeRestrictedInterestOnly) return roundUpToCent(monthlyInterest(amount, rate));
  if (!(termMonths > 0)) return 0;
  const r = rate / 100 / 12;
  if (r === 0) return roundToCent(amount / termMonths);
  return roundToCent((amount * r) / (1 - (1 + r) ** -termMonths));
}

/**
 * The fixed term in years, to two decimals (docs/shell.md#the-offer-figures): 120 months is 10,
 * 90 months 7.5. The app's panels and summary and the sandbox lender's documents all write it so.
 */
export function fixedTermYears(termMonths: number): number {
  return Math.round((termMonths / 12) * 100) / 100;
}

/**
 * The origination fee on a draw of `amount`: `percent` of it, rounded to the nearest cent; 0
 * without a positive amount or percent (docs/journey.md#truth-in-lending-figures).
 */
export function originationFeeOf(amount: number, percent: number | null | undefined): number {
  if (!(amount > 0) || typeof percent !== 'number' || !(percent > 0)) return 0;
  return roundToCent((amount * percent) / 100);
}

/** The Truth in Lending figures of an offer (docs/journey.md#truth-in-lending-figures). */
export interface TruthInLending {
  /** APR in percent: the rate of interest (the fees are stated apart, in dollars). */
  apr: number;
  /** The origination fee in dollars: the prepaid finance charge, taken from the draw. */
  originationFee: number;
  /** The draw less the prepaid finance charge: what the borrower receives. */
  amountFinanced: number;
  monthlyPayment: number;
  /**
   * Amortising offers: the term's months; null for an interest-only offer (its payments do not
   * repay the draw, so there is no schedule to count) or without a term.
   */
  numberOfPayments: number | null;
  /** Every payment made as scheduled: the monthly payment times their number; null as above. */
  totalOfPayments: number | null;
  /** The cost of the credit in dollars: the total of payments less the amount financed. */
  financeCharge: number | null;
}

/** What the figures are made from: the application's offer, as the lender records it. */
export type OfferRecord = Pick<
  HelocApplication,
  'amount' | 'rate' | 'term' | 'isAgeRestrictedInterestOnly' | 'originationFeePercent'
>;

/**
 * The Truth in Lending figures of the application's offer: the monthly payment on the whole
 * draw, the origination fee at the lender's percent, the amount financed (the draw less the fee),
 * and, for an amortising offer, the number of payments, their total and the finance charge.
 * Every figure is rounded to the cent, and total of payments = amount financed + finance charge.
 */
export function truthInLending(offer: OfferRecord): TruthInLending {
  const amount = offer.amount > 0 ? offer.amount : 0;
  const payment = monthlyPayment({
    amount,
    rate: offer.rate,
    termMonths: offer.term,
    isAgeRestrictedInterestOnly: Boolean(offer.isAgeRestrictedInterestOnly),
  });
  const originationFee = originationFeeOf(amount, offer.originationFeePercent);
  const amountFinanced = roundToCent(amount - originationFee);
  const scheduled = !offer.isAgeRestrictedInterestOnly && offer.term > 0 && payment > 0;
  const numberOfPayments = scheduled ? offer.term : null;
  const totalOfPayments =
    numberOfPayments === null ? null : roundToCent(payment * numberOfPayments);
  return {
    apr: offer.rate,
    originationFee,
    amountFinanced,
    monthlyPayment: payment,
    numberOfPayments,
    totalOfPayments,
    financeCharge: totalOfPayments === null ? null : roundToCent(totalOfPayments - amountFinanced),
  };
}
