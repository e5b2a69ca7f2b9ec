/**
 * What the offer page says about the lender's decision (pure). The routing carries the decision
 * (status uwDecision) and `from` (signing/intro when the sub-decision is VERIFIED_OFFER) to
 * product/select (docs/routing.md#where-each-state-leads); the page opens with a line saying what
 * the borrower may borrow and on what footing.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { UW_DECISION } from '../../contract/status';
import { formatWholeDollars } from './offerCalculator';

export interface RoutedOffer {
  /** The underwriting decision the routing carried, or null when it carried none. */
  decision: string | null;
  /** Where the borrower came from (signing/intro for a verified, revised offer), or null. */
  from: string | null;
}

/**
 * Decisions that approve the line. The contract's lender answers APPROVED after the liens step;
 * the sandbox's seeded applications waiting for an offer say SELECT. Any other decision, or
 * none, reads as a prequalification (the lender names no other wording; this is the cautious
 * reading: the page never claims an approval the routing did not carry).
 */
export const APPROVED_DECISIONS: readonly string[] = [UW_DECISION.APPROVED, UW_DECISION.SELECT];

export type OfferStanding = 'verified' | 'approved' | 'prequalified';

export function offerStanding({ decision, from }: RoutedOffer): OfferStanding {
  if (from === 'signing/intro') return 'verified';
  return decision !== null && APPROVED_DECISIONS.includes(decision) ? 'approved' : 'prequalified';
}

/** The page's opening line and what it means, e.g. "You're approved for up to $85,000". */
export function offerHeadline(
  routed: RoutedOffer,
  maxAmount: number,
): { headline: MessageDescriptor; detail: MessageDescriptor } {
  const upTo = formatWholeDollars(maxAmount);
  switch (offerStanding(routed)) {
    case 'verified':
      return {
        headline: msg`Your updated offer: you're approved for up to ${upTo}`,
        detail: msg`We verified your information and updated your offer. Choose your amount and term again before you sign.`,
      };
    case 'approved':
      return {
        headline: msg`You're approved for up to ${upTo}`,
        detail: msg`Choose how much to draw and over how many years to repay it.`,
      };
    case 'prequalified':
      return {
        headline: msg`You're prequalified for up to ${upTo}`,
        detail: msg`Choose how much to draw and over how many years to repay it. Your final offer is confirmed once we verify your information.`,
      };
  }
}
