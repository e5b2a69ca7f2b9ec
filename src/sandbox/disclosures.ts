/**
 * The disclosures the lender asks the borrower to read and accept before submitting
 * (document/disclosures): created when the summary becomes ready (WAITING_FOR_SUMMARY ->
 * APP_SUBMISSION, status.disclosurelistSummaryReady). Their text is built from the application
 * and the organisation when asked for, so nothing but the acceptance is stored
 * (`application.acceptedDisclosures`). Bodies are plain text, paragraphs separated by a blank
 * line, never HTML. The wording is the sandbox's: realistic, not legal advice.
 */
import { truthInLending } from '../contract/payments';
import {
  formatApr,
  formatCents,
  formatPercent,
  formatTermYears,
  formatWholeDollars,
  TIL_LABELS,
} from '../lib/figures';
import { derivedUuid } from './ids';
import type { ApplicationRecord, OrgRecord } from './records';
import { i18n } from '../lib/i18n';

export interface Disclosure {
  uuid: string;
  title: string;
  body: string;
  accepted: boolean;
}

/**
 * The early disclosure: the offer chosen, in the figures the Truth in Lending disclosure and the
 * app state (src/contract/payments.ts, docs/journey.md#truth-in-lending-figures).
 */
function earlyDisclosure(record: ApplicationRecord, lender: string): string {
  const app = record.application;
  const til = truthInLending(app);
  const fee =
    til.originationFee > 0
      ? ` ${i18n._(TIL_LABELS.originationFee)}: ${formatCents(til.originationFee)}, taken from your initial draw; ${i18n._(TIL_LABELS.amountFinanced).toLowerCase()}: ${formatCents(til.amountFinanced)}.`
      : '';
  const offer =
    app.amount > 0
      ? `You chose a line of ${formatWholeDollars(app.amount)}${app.term > 0 ? ` with a fixed term of ${formatTermYears(app.term)}` : ''} at an annual percentage rate (APR) of ${formatApr(app.rate)}.${fee}`
      : 'You have not chosen an amount yet; the figures below will follow the offer you choose.';
  return [
    `This disclosure describes the home equity line of credit ${lender} is offering you. Read it carefully and keep a copy for your records. ${offer}`,
    'Security interest. We will take a security interest in your home. You could lose your home if you do not meet the obligations in your agreement with us. The line is secured by the property named in your application, and a lien will be recorded in the county where it lies.',
    'Possible actions. Under certain circumstances we can terminate your line, require you to pay the entire outstanding balance in one payment, and charge you certain fees: if you commit fraud or make a material misrepresentation in connection with the line, if you do not meet the repayment terms, or if your action or inaction adversely affects the collateral or our rights in it.',
    'We can refuse to make additional extensions of credit or reduce your credit limit if the value of the dwelling declines significantly below its appraised value for purposes of this line, if we reasonably believe you will not be able to meet the repayment requirements due to a material change in your financial circumstances, or if you are in default of a material obligation in the agreement.',
    'Minimum payment requirements. You can draw on the line during the draw period. Payments are due monthly and are calculated to repay the balance in equal installments of principal and interest over the fixed term you chose. Paying only the minimum will repay the balance by the end of the term if you make no further draws.',
    `Fees and charges. To open and maintain the line you must pay an origination fee of up to ${formatPercent(4.99)} of the line, a recording fee charged by the county, and, where required, a valuation fee. You may also need to pay third-party fees, which generally total between $0 and $500. If you ask, we will give you an itemization of the fees you will have to pay to third parties.`,
    'Variable or fixed rate. The rate on each draw is fixed when you make it, for the term of that draw. The APR does not include costs other than interest. The maximum APR that can apply to this line is stated in your agreement and will not exceed the limit set by law in your state.',
    'Tax deductibility. You should consult a tax adviser regarding the deductibility of interest and charges for the line.',
    'Right to cancel. After you sign your closing documents, you will have three business days to cancel the line without cost. We will tell you how, and until when, in the notice of your right to cancel that comes with your closing documents.',
    'If you have questions about this disclosure, contact us before you submit your application. By accepting, you confirm that you have received and read this disclosure.',
  ].join('\n\n');
}

function privacyNotice(lender: string): string {
  return [
    `Facts: what does ${lender} do with your personal information? Financial companies choose how they share your personal information. Federal law gives consumers the right to limit some but not all sharing. Federal law also requires us to tell you how we collect, share and protect your personal information. Please read this notice carefully to understand what we do.`,
    'What we collect. The types of personal information we collect and share depend on the product or service you have with us. This information can include your Social Security number and income, your account balances and payment history, and your credit history and credit scores.',
    'How we use it. All financial companies need to share customers’ personal information to run their everyday business. We use and share your information to process your application, maintain your line, respond to court orders and legal investigations, and report to credit bureaus.',
    'For our marketing purposes. We may use your information to offer our own products and services to you. You can limit this sharing by contacting us; your choice applies to all of your accounts with us.',
    'With our affiliates and others. We do not share your information with our affiliates for their everyday business purposes about your creditworthiness, and we do not share it with nonaffiliates so that they can market to you.',
    'How we protect your information. To protect your personal information from unauthorized access and use, we use security measures that comply with federal law. These measures include computer safeguards and secured files and buildings. Your data is protected with 256-bit encryption in transit and at rest.',
    'How we collect your information. We collect your personal information, for example, when you apply for a loan, give us your income information, provide account information, or give us your contact information. We also collect your personal information from others, such as credit bureaus, affiliates, or other companies.',
    'Why you cannot limit all sharing. Federal law gives you the right to limit only sharing for affiliates’ everyday business purposes, affiliates using your information to market to you, and nonaffiliates to market to you. State laws and individual companies may give you additional rights to limit sharing.',
    'Questions? Call the number shown at the foot of every page of your application, or write to us at the address shown there.',
  ].join('\n\n');
}

/**
 * The documents the lender asks for, once the summary is ready (none before). Uuids are derived
 * from the application's, so they are the same on every read.
 */
export function disclosuresOf(record: ApplicationRecord, org: OrgRecord | undefined): Disclosure[] {
  if (!record.status.disclosurelistSummaryReady) return [];
  const lender = org?.info.orgMetaData.companyInfo.companyName ?? 'Your lender';
  const accepted = new Set(record.application.acceptedDisclosures ?? []);
  return [
    {
      uuid: derivedUuid(record.uuid, 'disclosure/heloc-early'),
      title: 'Home equity line of credit early disclosure',
      body: earlyDisclosure(record, lender),
    },
    {
      uuid: derivedUuid(record.uuid, 'disclosure/privacy'),
      title: 'Your privacy notice',
      body: privacyNotice(lender),
    },
  ].map((doc) => ({ ...doc, accepted: accepted.has(doc.uuid) }));
}
