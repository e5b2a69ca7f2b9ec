/**
 * The offer's term as the progress panel shows it (docs/shell.md#the-offer-figures). The payment,
 * the fees and the Truth in Lending figures are the contract's (src/contract/payments.ts), the
 * money and APR formats src/lib/figures.ts.
 */

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
