/**
 * The name typed to sign (pure). The lender accepts a signature when it is the borrower's first
 * and last name, case and spacing ignored (docs/journey.md). Read here as the sandbox
 * lender reads it: spaces do not count at all ("Alex  Rivera", "alexrivera"), and the middle name,
 * when the lender has one, may be typed between the two ("Alex Jordan Rivera").
 */

import { comparableSignature, isSignatureOf, type SignatureName } from '../../contract/signature';

export type SignerName = SignatureName;
export { comparableSignature };

/** "Alex Rivera": the name to sign as, or null when the lender has no first and last name. */
export function fullNameOf(name: SignerName | null | undefined): string | null {
  const first = name?.firstName?.trim() ?? '';
  const last = name?.lastName?.trim() ?? '';
  if (!first || !last) return null;
  return `${first} ${last}`.replace(/\s+/g, ' ');
}

/**
 * Whether `typed` signs as `name`. Without a known name nothing can be checked here: the
 * lender's answer decides.
 */
export function matchesSignerName(typed: string, name: SignerName | null | undefined): boolean {
  const expected = fullNameOf(name);
  if (expected === null || !name) return true;
  return isSignatureOf(typed, name);
}
