/**
 * The authorization of automatic payments as the lender records it
 * (docs/sandbox.md#the-authorization-of-automatic-payments): the text's version, the time, and the
 * terms it named, each from the lender's own records (the organisation's contact, the account's
 * last 4 digits, the monthly payment on the line chosen), so that its text
 * (src/contract/autopayAuthorization.ts) can be made again as the borrower's copy. It is also kept
 * among the application's consents, as type AUTOPAY with its time and version.
 */
import type { AutopayAuthorization, AutopayTerms, HelocApplication } from '../contract/application';
import {
  AUTOPAY_AUTHORIZATION_VERSION,
  type AutopayAuthorizationVersion,
  autopayTermsOf,
} from '../contract/autopayAuthorization';
import type { EsignLender } from '../contract/esignConsent';
import type { OrgRecord } from './records';

/** The lender's contact, as its texts name it (the organisation's data). */
export const lenderOf = (org: OrgRecord | undefined): EsignLender => {
  const company = org?.info.orgMetaData.companyInfo;
  return {
    companyName: company?.companyName ?? '',
    phoneFormatted: company?.phoneFormatted ?? '',
    email: company?.email ?? null,
  };
};

/** The terms an authorization names: the lender's contact, the account, the payment. */
export const autopayTerms = (
  application: HelocApplication,
  org: OrgRecord | undefined,
  accountMask: string,
): AutopayTerms => autopayTermsOf(application, lenderOf(org), accountMask);

/**
 * The authorization given `at` (now), of the version of the text the borrower read (English
 * unless named; one version per language), for payments from `accountMask`.
 */
export function authorizeAutopay(
  application: HelocApplication,
  org: OrgRecord | undefined,
  accountMask: string,
  at: Date = new Date(),
  version: AutopayAuthorizationVersion = AUTOPAY_AUTHORIZATION_VERSION,
): AutopayAuthorization {
  return {
    version,
    acceptedAt: at.toISOString(),
    terms: autopayTerms(application, org, accountMask),
  };
}
