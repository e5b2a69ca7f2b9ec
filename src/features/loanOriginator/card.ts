/**
 * The loan officer card's decisions (docs/supporting-areas.md#loan-officer-card; docs/supporting-areas.md#originator-branding for
 * the originator's branding), pure so they are tested directly.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LoanOriginator } from './types';

export const LOAN_OFFICER_LABEL: MessageDescriptor = msg`Your loan officer`;
export const BROKER_LABEL: MessageDescriptor = msg`Your broker`;

const present = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/**
 * The card's label: "Your broker" when only a broker name exists, otherwise "Your loan officer";
 * null (no card at all) when neither the originator's nor the broker's name exists. A name made
 * of spaces counts as none.
 */
export function loanOfficerLabel(
  originator: Pick<LoanOriginator, 'originatorName' | 'brokerName'> | null | undefined,
): MessageDescriptor | null {
  if (!originator) return null;
  if (present(originator.originatorName)) return LOAN_OFFICER_LABEL;
  if (present(originator.brokerName)) return BROKER_LABEL;
  return null;
}

/** The name the card leads with: the originator's, else the broker's. */
export function displayNameOf(originator: Pick<LoanOriginator, 'originatorName' | 'brokerName'>) {
  return present(originator.originatorName)
    ? originator.originatorName.trim()
    : present(originator.brokerName)
      ? originator.brokerName.trim()
      : '';
}

/** "Priya Raman" -> "PR", "Coastal Key Mortgage Brokers" -> "CB", "Cher" -> "C". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return (first.charAt(0) + last.charAt(0)).toUpperCase();
}

export interface OriginatorBrand {
  /** The originator's logo, or null: then the name shows as text. */
  logoUri: string | null;
  /** Where the brand links to, or null: then it keeps the default destination. */
  link: string | null;
  /** The brand's name: the logo's text alternative, or the text shown. */
  name: string;
}

/**
 * The originator's branding that replaces the lender's default in the top bar
 * (docs/supporting-areas.md#originator-branding: "An originator may replace the lender's brand in
 * the top bar"), or null to keep the default. Reading chosen: the originator has branding of its
 * own when it has a logo or a link; its name is the broker's (the business), else the
 * originator's; without a name there is nothing to call it, so the default stays.
 */
export function originatorBrandOf(
  originator: LoanOriginator | null | undefined,
): OriginatorBrand | null {
  if (!originator) return null;
  const logoUri = present(originator.logoUri) ? originator.logoUri.trim() : null;
  // Only a web address may be the brand's link (never, say, a javascript: one).
  const link =
    present(originator.link) && /^https?:\/\//i.test(originator.link.trim())
      ? originator.link.trim()
      : null;
  if (!logoUri && !link) return null;
  const name = present(originator.brokerName)
    ? originator.brokerName.trim()
    : present(originator.originatorName)
      ? originator.originatorName.trim()
      : '';
  if (!name) return null;
  return { logoUri, link, name };
}
