/**
 * The authorization of automatic payments as the lender records it
 * (docs/sandbox.md#the-authorization-of-automatic-payments): the text's version, the time, and the
 * terms it named, each from the lender's own records (the organisation's contact, the account's
 * last 4 digits, the monthly payment on the line chosen), so that its text
 * (src/contract/autopayAuthorization.ts) can be made again as the borrower's copy. It is also kept
 * among the application's consents, as type AUTOPAY with its time and version.
 */
import type { AutopayAuthorization, AutopayTerms, HelocApplication } from '../contract/application';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../contract/autopayAuthorization';
import { truthInLending } from '../contract/payments';
import type { OrgRecord } from './records';

/** The terms an authorization names: the lender's contact, the account, the payment. */
export function autopayTerms(
  application: HelocApplication,
  org: OrgRecord | undefined,
  accountMask: string,
): AutopayTerms {
  const company = org?.info.orgMetaData.companyInfo;
  return {
    lenderName: company?.companyName ?? '',
    lenderPhone: company?.phoneFormatted ?? '',
    lenderEmail: company?.email ?? '',
    accountMask,
    // The monthly payment of the Truth in Lending figures, the one the app shows beside it.
    monthlyPayment: truthInLending(application).monthlyPayment,
  };
}

/** The authorization given `at` (now), of the current text, for payments from `accountMask`. */
export function authorizeAutopay(
  application: HelocApplication,
  org: OrgRecord | undefined,
  accountMask: string,
  at: Date = new Date(),
): AutopayAuthorization {
  return {
    version: AUTOPAY_AUTHORIZATION_VERSION,
    acceptedAt: at.toISOString(),
    terms: autopayTerms(application, org, accountMask),
  };
}
