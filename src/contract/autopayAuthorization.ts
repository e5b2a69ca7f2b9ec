/**
 * The authorization of automatic payments (docs/journey.md#automatic-payments-and-their-authorization):
 * its text, stated once, as a function of the terms it names. The app shows it on bank/autopay and
 * bank/autopay-manual before the borrower gives it; the lender records the version and the terms
 * with the time it was given, so the same text can be shown again as the borrower's copy.
 *
 * Plain text, no valibot: the app's bundle carries this module. The terms' fields are stated by
 * their schema (application.ts, autopayTermsSchema): the lender's name, phone number as shown and
 * e-mail address ('' for none), the last 4 digits of the account the payments are taken from, and
 * the monthly payment due in dollars to the cent.
 */
import type { AutopayTerms } from './application';
import { type EsignLender, reachUs } from './esignConsent';
import { type OfferRecord, truthInLending } from './payments';

export type { AutopayTerms };

/**
 * The version of the text below. A change of wording is a new version: the lender refuses an
 * authorization of any other version, and a copy is made from the version it was given in.
 */
export const AUTOPAY_AUTHORIZATION_VERSION = 'autopay-authorization-1';

/** The text the borrower reads, then the statement they tick ("I authorize …"). */
export interface AutopayAuthorizationText {
  title: string;
  paragraphs: string[];
  /** The checkbox's label: names the account's last 4 digits, the payment and its date. */
  label: string;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,036.84". */
const money = (dollars: number) => usd.format(dollars);

/** How the borrower reaches the lender: "call us at … or email us at …". */
const contact = ({ lenderPhone, lenderEmail }: AutopayTerms) =>
  reachUs({ phoneFormatted: lenderPhone, email: lenderEmail });

/**
 * The terms an authorization names, from the lender's contact (the organisation's data), the
 * account's last 4 digits and the application's line: the monthly payment of its Truth in
 * Lending figures, the one shown beside the box. The app shows them; the lender records them.
 */
export function autopayTermsOf(
  application: OfferRecord,
  lender: EsignLender,
  accountMask: string,
): AutopayTerms {
  return {
    lenderName: lender.companyName,
    lenderPhone: lender.phoneFormatted,
    lenderEmail: lender.email ?? '',
    accountMask,
    monthlyPayment: truthInLending(application).monthlyPayment,
  };
}

/**
 * The authorization of AUTOPAY_AUTHORIZATION_VERSION for these terms
 * (docs/journey.md#automatic-payments-and-their-authorization).
 */
export function autopayAuthorizationText(terms: AutopayTerms): AutopayAuthorizationText {
  const lender = terms.lenderName.trim() || 'Your lender';
  const payment = money(terms.monthlyPayment);
  const account = `your account ending in ${terms.accountMask}`;
  return {
    title: 'Authorization for automatic payments',
    paragraphs: [
      `You authorize ${lender} to take the monthly payments on your home equity line of credit from ${account}, by electronic debit (ACH).`,
      `Amount: the monthly payment due, ${payment}. If the payment due changes (after another draw, say), we will tell you the new amount and its date at least 10 days before we take it.`,
      `Date: your payment due date each month. Your first payment is due about one month after your line is funded, and each payment after it on the same day of the month as the day your line was funded (in a month without that day, on its last day).`,
      `How long: this authorization stays in effect until you cancel it.`,
      `How to cancel: ${contact(terms)} at least 3 business days before a scheduled payment (business days are Monday to Friday, except federal holidays). You can also stop a single payment by telling your bank at least 3 business days before it is scheduled.`,
    ],
    label: `I authorize ${lender} to take my monthly payment of ${payment} from my account ending in ${terms.accountMask} on my payment due date each month, until I cancel this authorization.`,
  };
}

/**
 * What a borrower reads of automatic payments and their authorization, whichever side finds the
 * fault (docs/architecture.md#each-fields-rule-and-message).
 */
export const AUTOPAY_MESSAGES = {
  payType: 'Select yes if you want to pay automatically from this account',
  missing: 'Authorize the automatic payments to set them up',
  version: 'The authorization you read is out of date: read it again and authorize it',
  notWanted: 'Send an authorization only with automatic payments',
} as const;
