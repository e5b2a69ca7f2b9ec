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
import type { OrgRecord } from './records';

const DAYS_PER_YEAR = 365.25;

/** Cents, with the binary noise of the arithmetic taken off first (as the app's figures do). */
const toCents = (value: number) => Number((value * 100).toFixed(6));

/**
 * The monthly payment due on the line chosen, by the offer figures' rule
 * (docs/shell.md#the-offer-figures), the one the app shows beside the authorization: an
 * age-restricted interest-only line pays the month's interest (365.25 days a year, 365.25/12 days
 * a month) rounded up to the cent; any other the amortising payment P·r / (1 − (1 + r)^−n), r the
 * monthly rate and n the term in months, to the nearest cent (P / n at 0 %). No amount or term: 0.
 */
export function paymentDue({
  amount,
  rate,
  term,
  isAgeRestrictedInterestOnly,
}: Pick<HelocApplication, 'amount' | 'rate' | 'term' | 'isAgeRestrictedInterestOnly'>): number {
  if (!(amount > 0) || !(rate >= 0)) return 0;
  if (isAgeRestrictedInterestOnly) {
    return (
      Math.ceil(toCents(((amount * (rate / 100)) / DAYS_PER_YEAR) * (DAYS_PER_YEAR / 12))) / 100
    );
  }
  if (!(term > 0)) return 0;
  const r = rate / 100 / 12;
  const payment = r === 0 ? amount / term : (amount * r) / (1 - (1 + r) ** -term);
  return Math.round(toCents(payment)) / 100;
}

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
    monthlyPayment: paymentDue(application),
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
