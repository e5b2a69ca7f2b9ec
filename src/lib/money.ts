/**
 * Money as the borrower types it (pure). The form value stays the text typed; `parseMoney` reads
 * it for validation and for the call, `formatMoneyInput` tidies it when the field loses focus.
 * Amounts shown as facts ("$85,000.00") use formatMoney (./figures); the one here only groups the
 * digits of an input ("150,000"), without the currency sign the field already shows.
 */

/**
 * An optional "$", then digits, with commas only as thousands separators ("1,50" could be a
 * European 1.50, so it is refused rather than read as 150), then at most 2 decimals.
 */
const MONEY_PATTERN = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

function moneyParts(text: string): { whole: string; cents: string | undefined } | null {
  const match = MONEY_PATTERN.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/,/g, '');
  const cents = match[2];
  // "." alone, or "$" alone, is not an amount.
  if (!whole && !cents) return null;
  return { whole: whole || '0', cents };
}

/**
 * An amount of dollars typed by a person, or null when it is not one: "$1,234.50" is 1234.5,
 * "1234" is 1234, ".5" is 0.5; letters, a minus sign, misplaced commas, more than 2 decimals or
 * a number too large to keep exactly are refused. Empty text is null too (the schema says "required").
 */
export function parseMoney(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const parts = moneyParts(text);
  if (!parts) return null;
  const cents = parts.cents ? parts.cents.padEnd(2, '0') : '00';
  const totalCents = Number(`${parts.whole}${cents}`);
  if (!Number.isSafeInteger(totalCents)) return null;
  return totalCents / 100;
}

const grouping = new Map<number, Intl.NumberFormat>();
function groupingFormat(decimals: number): Intl.NumberFormat {
  let format = grouping.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      useGrouping: true,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    grouping.set(decimals, format);
  }
  return format;
}

/**
 * The typed amount tidied for the input: "150000" and "$150,000" give "150,000", "1234.5" gives
 * "1,234.50" (cents only when some were typed). Text that is not an amount is kept as typed, so
 * the person sees what they wrote next to the error.
 */
export function formatMoneyInput(text: string): string {
  const amount = parseMoney(text);
  if (amount === null) return text;
  const parts = moneyParts(text);
  return groupingFormat(parts?.cents ? 2 : 0).format(amount);
}

/** Whole dollars for a call that takes them (an offer amount), or null. */
export function parseWholeDollars(text: string | null | undefined): number | null {
  const amount = parseMoney(text);
  return amount !== null && Number.isInteger(amount) ? amount : null;
}
