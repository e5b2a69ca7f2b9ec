import { formatStatedAmount } from '../progress';

/**
 * The manual notary's fee (pure). The default disclosure copy (docs/journey.md#fees) says "$300
 * for a manual notarization"; a partner lender's own copy (companyInfo.disclosureCopy) may say
 * another amount, and the fee shown is then theirs.
 *
 * Reading chosen: the fee is the first dollar amount after the words "manual notarization" (or
 * "manual notary", "manually notarized"...) within the same clause, else the last one before
 * them within that clause ("a $250 fee for manual notarization"). A clause ends at a full stop,
 * a semicolon, a line break or a comma followed by a space ("$1,400" does not end one). Copy that
 * names no such amount, or no copy, gives the default $300.
 */
export const DEFAULT_MANUAL_NOTARY_FEE = 300;

const MANUAL_NOTARY = /\bmanual(?:ly)?\s+notar\w*/i;
const CLAUSE_END = /\.(?=\s|$)|;|\n|,\s/;
const AMOUNT = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?/g;

const amountsIn = (text: string): number[] =>
  [...text.matchAll(AMOUNT)].map((match) =>
    Number(`${match[1]!.replace(/,/g, '')}.${match[2] ?? '0'}`),
  );

/** The clause after `index` (up to its end) and before it (from its start). */
function clauseAround(copy: string, start: number, end: number): { before: string; after: string } {
  const rest = copy.slice(end);
  const afterEnd = rest.search(CLAUSE_END);
  const after = afterEnd === -1 ? rest : rest.slice(0, afterEnd);
  const head = copy.slice(0, start);
  let beforeStart = 0;
  for (const match of head.matchAll(new RegExp(CLAUSE_END, 'g'))) {
    beforeStart = match.index + match[0].length;
  }
  return { before: head.slice(beforeStart), after };
}

/** The manual notary's fee in dollars, from the disclosure copy when it states one. */
export function manualNotaryFee(disclosureCopy: string | null | undefined): number {
  if (!disclosureCopy) return DEFAULT_MANUAL_NOTARY_FEE;
  const words = MANUAL_NOTARY.exec(disclosureCopy);
  if (!words) return DEFAULT_MANUAL_NOTARY_FEE;
  const { before, after } = clauseAround(
    disclosureCopy,
    words.index,
    words.index + words[0].length,
  );
  const fee = amountsIn(after)[0] ?? amountsIn(before).at(-1);
  return fee !== undefined && Number.isFinite(fee) ? fee : DEFAULT_MANUAL_NOTARY_FEE;
}

/** "$300", or "$312.50" for a fee with cents. */
export const formatFee = formatStatedAmount;
