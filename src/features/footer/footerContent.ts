import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CompanyInfo, FooterSettings, OrgTexts } from '../organisation';
import type { StateLicence } from './types';

/** The main lender's organisation code: only it says "with more states to come". */
export const MAIN_ORG_CODE = 'main';
export const ALL_STATES_COUNT = 50;
/** Where the IL Community Reinvestment Notice is served (the lender's site, like /terms). */
export const IL_NOTICE_URL = '/il-community-reinvestment-notice';
export const IL_NOTICE = msg`IL Community Reinvestment Notice`;

export interface FooterLink {
  /** The app's own words as a message; the organisation's own (its extra links, its NMLS ID) as given. */
  label: MessageDescriptor | string;
  href: string;
  /** Opens in a new tab, rel="noopener noreferrer": another organisation's site. */
  external: boolean;
}

/** An address on another site (absolute http(s) or protocol-relative). */
export const isExternalUrl = (href: string) => /^(https?:)?\/\//i.test(href);

/**
 * The footer's links in order (docs/supporting-areas.md#links-and-content): Terms of use, Privacy Policy (the internal
 * /privacy unless the organisation marks its privacy link external), Licenses, the IL Community
 * Reinvestment Notice (only with its flag), then the organisation's extra FOOTER links, each
 * named in the page's language where the organisation gives its name in it (`texts`).
 */
export function footerLinks(
  company: CompanyInfo,
  footer: FooterSettings,
  texts: OrgTexts = {},
): FooterLink[] {
  const link = (label: MessageDescriptor | string, href: string): FooterLink => ({
    label,
    href,
    external: isExternalUrl(href),
  });
  const privacy =
    company.privacyLinkIsExternal && company.privacyPolicyUrl
      ? { label: msg`Privacy Policy`, href: company.privacyPolicyUrl, external: true }
      : link(msg`Privacy Policy`, '/privacy');
  return [
    link(msg`Terms of use`, company.termsOfUseUrl),
    privacy,
    link(msg`Licenses`, company.licensesUrl),
    ...(footer.showIlCommunityReinvestmentNotice ? [link(IL_NOTICE, IL_NOTICE_URL)] : []),
    ...footer.additionalUrls
      .filter((u) => u.type === 'FOOTER' && u.url && u.name)
      .map((u) => link(texts.footerLinks?.[u.url] ?? u.name, u.url)),
  ].filter((l) => l.href);
}

/**
 * The state licences line: "Licensed in AK, AL, ... WY." by abbreviation (already sorted by
 * stateLicencesApi), plus "with more states to come" for the main lender under 50 states.
 * Nothing (null) when the lender lists none.
 */
export function licencesLine(
  licences: readonly StateLicence[],
  orgCode: string,
): MessageDescriptor | null {
  if (licences.length === 0) return null;
  const states = licences.map((l) => l.abbrev).join(', ');
  const more = orgCode === MAIN_ORG_CODE && licences.length < ALL_STATES_COUNT;
  return more ? msg`Licensed in ${states}, with more states to come.` : msg`Licensed in ${states}.`;
}

/** docs/supporting-areas.md#links-and-content: the disclosure when the organisation gives none. */
export const DEFAULT_DISCLOSURE = msg`Home equity line of credit amounts range from $15,000 to $400,000, with APRs from 7.60% to 17.20%. An origination fee of up to 4.99% of the initial draw applies. A valuation fee of $180 applies when an automated valuation is unavailable, and a manual notarization costs $300. Recording fees range from $0 to $315, and recording taxes from $0 to $1,400 per $100,000 borrowed. Approval may come in as little as five minutes, and funding in five business days with a remote notary. We check your credit with a soft credit pull first; a hard credit pull is made when you submit your application. Additional draws are priced at the Prime Rate plus a fixed margin.`;

/**
 * The footer's disclosure (docs/shell.md#the-organisations-texts-in-spanish): the organisation's
 * copy in the page's language where it gives it (`texts`), else its English copy, else the app's
 * own (DEFAULT_DISCLOSURE), written with `t`.
 */
export const disclosureText = (
  company: CompanyInfo,
  t: (descriptor: MessageDescriptor) => string,
  texts: OrgTexts = {},
) => texts.disclosureCopy?.trim() || company.disclosureCopy?.trim() || t(DEFAULT_DISCLOSURE);

/**
 * Where a borrower checks a lender's licences: linked to the organisation's companyNmlsURL. The
 * system's own name, in every language. The regulator-review notice that names it is written
 * where it shows (SiteFooter.tsx).
 */
export const NMLS_CONSUMER_ACCESS = 'NMLS Consumer Access';

/**
 * The product rules give the New York wording no text (footer.useNewYorkWording turns it on). Reading
 * chosen: the licence statement New York requires of mortgage lenders.
 */
export const NEW_YORK_WORDING =
  'Licensed Mortgage Banker – NYS Department of Financial Services. New York residents: ' +
  'loans are arranged or made under this license.';

/** "Lanternfield Home Credit, LLC, NMLS ID 2093417" (the number linked to companyNmlsURL). */
export const hasNmls = (company: CompanyInfo) => Boolean(company.companyNMLS.trim());

/** "455 Larkin Harbor Way, Suite 300, San Francisco, CA 94158", or '' when unknown. */
export function addressLine(company: CompanyInfo): string {
  const a = company.companyAddress;
  const cityLine = [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.street1, a.street2, cityLine].filter(Boolean).join(', ');
}
