/**
 * How the offer's figures are written, for the app's screens and the sandbox lender's documents
 * alike, so that a figure reads the same wherever the borrower meets it
 * (docs/shell.md#the-offer-figures, docs/journey.md#truth-in-lending-figures).
 */
import { msg, plural } from '@lingui/core/macro';
import { fixedTermYears } from '../contract/payments';
import { i18n } from './i18n';

/** docs/shell.md#the-offer-figures, word for word. */
export const FORMAT_MONEY_ERROR =
  'Invalid input: formatMoney requires both v and precision to be valid numbers and precision cannot be negative.';

/** The default currency (docs/shell.md#the-offer-figures). */
export const DEFAULT_CURRENCY = 'USD';

/** Intl formats at most 20 fraction digits; a larger precision is refused like a bad one. */
const MAX_PRECISION = 20;

const isValidNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * An amount of money, in US dollars unless another ISO 4217 currency is given: formatMoney(85000)
 * is "$85,000.00", formatMoney(-12.5) "-$12.50", formatMoney(10, 2, 'EUR') "€10.00".
 * `v` and `precision` must be finite numbers and precision a whole number from 0 up; anything
 * else throws FORMAT_MONEY_ERROR (a fractional or out-of-range precision is read as invalid).
 * A currency that is not an ISO 4217 code throws Intl's RangeError (the lender gives that case
 * no message of its own).
 */
export function formatMoney(v: number, precision = 2, currency: string = DEFAULT_CURRENCY): string {
  if (
    !isValidNumber(v) ||
    !isValidNumber(precision) ||
    precision < 0 ||
    !Number.isInteger(precision) ||
    precision > MAX_PRECISION
  ) {
    throw new Error(FORMAT_MONEY_ERROR);
  }
  return moneyFormat(precision, currency).format(v);
}

/** One formatter per precision and currency: making one costs milliseconds, using one microseconds. */
const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(precision: number, currency: string): Intl.NumberFormat {
  const key = `${currency}:${precision}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      // An amount that rounds to zero shows as "$0.00", never "-$0.00".
      signDisplay: 'negative',
      minimumFractionDigits: precision,
      maximumFractionDigits: precision,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * The kinds of money figure, each written one way wherever it is shown, in the app and in the
 * lender's documents alike (docs/shell.md#the-offer-figures):
 * - an amount chosen in whole dollars (the line amount and initial draw, the most and least one
 *   may draw, a home's value): whole dollars, "$142,000";
 * - a payment, and every figure worked out to the cent from the offer (the monthly payment, the
 *   origination fee, the amount financed, the other Truth in Lending figures) or stated to the
 *   cent by the lender (a lien's balance): cents, "$1,051.61";
 * - an amount a person states, or a fee on a price list (an annual income, the valuation and
 *   notary fees): whole dollars when it has no cents, "$300", else "$1,250.50".
 */
export const formatWholeDollars = (amount: number): string => formatMoney(amount, 0);
/** A payment, or a figure to the cent (see formatWholeDollars for the kinds): "$1,051.61". */
export const formatCents = (amount: number): string => formatMoney(amount, 2);
/** A stated amount or a listed fee (see formatWholeDollars): "$300", "$1,250.50". */
export const formatStatedAmount = (amount: number): string =>
  formatMoney(amount, Number.isInteger(amount) ? 0 : 2);

/**
 * A percentage as one unbreakable word, "4.99%": no space before the sign (so it can never wrap
 * onto a line of its own), the decimals as given.
 */
export const formatPercent = (value: number): string => `${value}%`;

/** "8.45%": the APR as the lender states it, with two or three decimals. */
export function formatApr(rate: number): string {
  const [, decimals = ''] = String(rate).split('.');
  return `${rate.toFixed(Math.min(3, Math.max(2, decimals.length)))}%`;
}

/**
 * The names of the Truth in Lending figures, as the app's offer block and summary and the
 * lender's disclosure all write them (docs/journey.md#truth-in-lending-figures).
 */
export const TIL_LABELS = {
  originationFee: msg`Origination fee`,
  amountFinanced: msg`Amount financed`,
  monthlyPayment: msg`Monthly payment`,
  numberOfPayments: msg`Number of payments`,
  totalOfPayments: msg`Total of payments`,
  financeCharge: msg`Finance charge`,
} as const;

/**
 * The fixed term in years (fixedTermYears, docs/shell.md#the-offer-figures): "10 years", "1 year",
 * "7.5 years", in the page's language (the lender's documents: English).
 */
export function formatTermYears(termMonths: number): string {
  const years = fixedTermYears(termMonths);
  return i18n._(msg`${plural(years, { one: '# year', other: '# years' })}`);
}
