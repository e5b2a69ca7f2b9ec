/**
 * The offer figures of the progress panel (docs/shell.md#the-offer-figures).
 * Pure functions: the application's term is in months, its rate an APR in percent.
 */

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
 * The fixed term in years, as the panel shows it (docs/shell.md#the-offer-figures): 120 months is
 * 10.
 */
export function fixedTermYears(termMonths: number): number {
  return Math.round((termMonths / 12) * 100) / 100;
}

/** "10 years", "1 year", "7.5 years". */
export function formatTermYears(termMonths: number): string {
  const years = fixedTermYears(termMonths);
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** "8.45%": the APR as the lender states it, with two or three decimals. */
export function formatApr(rate: number): string {
  const [, decimals = ''] = String(rate).split('.');
  return `${rate.toFixed(Math.min(3, Math.max(2, decimals.length)))}%`;
}
