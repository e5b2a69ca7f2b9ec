/** Spec 2 section 8, word for word. */
export const FORMAT_MONEY_ERROR =
  'Invalid input: formatMoney requires both v and precision to be valid numbers and precision cannot be negative.';

/** Spec 2 section 9: the default currency. */
export const DEFAULT_CURRENCY = 'USD';

/** Intl formats at most 20 fraction digits; a larger precision is refused like a bad one. */
const MAX_PRECISION = 20;

const isValidNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * A US-dollar amount, e.g. formatMoney(85000) is "$85,000.00" and formatMoney(-12.5) "-$12.50".
 * `v` and `precision` must be finite numbers and precision a whole number from 0 up; anything
 * else throws FORMAT_MONEY_ERROR (a fractional or out-of-range precision is read as invalid).
 */
export function formatMoney(v: number, precision = 2): string {
  if (
    !isValidNumber(v) ||
    !isValidNumber(precision) ||
    precision < 0 ||
    !Number.isInteger(precision) ||
    precision > MAX_PRECISION
  ) {
    throw new Error(FORMAT_MONEY_ERROR);
  }
  return moneyFormat(precision).format(v);
}

/** One formatter per precision: making one costs milliseconds, using one microseconds. */
const formats = new Map<number, Intl.NumberFormat>();

function moneyFormat(precision: number): Intl.NumberFormat {
  let format = formats.get(precision);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: DEFAULT_CURRENCY,
      // An amount that rounds to zero shows as "$0.00", never "-$0.00".
      signDisplay: 'negative',
      minimumFractionDigits: precision,
      maximumFractionDigits: precision,
    });
    formats.set(precision, format);
  }
  return format;
}
