/**
 * Closing: the documents each owner signs (signing/sign, heloc-signer/sign), built from the
 * application when asked for (only the signatures are stored): the agreement, the Truth in
 * Lending disclosure and the deed of trust, which every owner signs, and the owner's own notice
 * of right to cancel (docs/journey.md#the-right-to-cancel); and the manual notary's time slots
 * (notary/schedule-manual) in the property's time zone. Document bodies are plain text,
 * paragraphs separated by a blank line, never HTML; the wording is the sandbox's: realistic, not
 * legal advice.
 */
import type { RescissionPeriod } from '../contract/rescission';
import { LEGAL_PUBLIC_HOLIDAY_NAMES, rescissionPeriod } from '../contract/rescissionPeriod';
import { truthInLending as tilFigures } from '../contract/payments';
import { propertyTimeZone } from '../contract/timeZones';
import {
  formatApr,
  formatCents,
  formatPercent,
  formatTermYears,
  formatWholeDollars,
  TIL_LABELS,
} from '../lib/figures';
import { formatAddress } from '../lib/postalAddress';
import { fullNameOf } from './names';
import {
  CANCEL_LINE_MESSAGE,
  deadlineInWords,
  formatLongDay,
  RIGHT_TO_CANCEL_NOTICE_TITLE,
} from '../lib/rightToCancel';
import { derivedUuid } from './ids';
import type { ApplicationRecord, OrgRecord } from './records';
import { i18n } from '../lib/i18n';

export interface ClosingDocument {
  uuid: string;
  title: string;
  body: string;
  signed: boolean;
}

function agreement(record: ApplicationRecord, lender: string): string {
  const app = record.application;
  const repaid = app.isAgeRestrictedInterestOnly
    ? `Each month you pay the interest on what you have drawn, at a fixed annual percentage rate of ${formatApr(app.rate)}; what you draw is repaid in full when your line ends.`
    : `Each draw you make is repaid in equal monthly payments of principal and interest over ${formatTermYears(app.term)} at a fixed annual percentage rate of ${formatApr(app.rate)}.`;
  return [
    `This Home Equity Line of Credit Agreement is between you and ${lender}. In it, "you" means each person who signs it and "we" means ${lender}. Loan number ${app.loanNumber}.`,
    `Credit limit. We agree to lend you up to ${formatWholeDollars(app.amount)} under this agreement. ${repaid}`,
    'Promise to pay. You promise to pay us all amounts you draw, the interest on them, and the fees this agreement names, when they are due. Each of you is responsible for the whole amount owed.',
    'Payments. Your first payment is due about one month after your line is funded, and on the same day of each month after that. We apply payments first to fees, then to interest, then to principal.',
    'Security. Your obligations under this agreement are secured by a deed of trust on the property named in your application. You must keep the property insured and in good repair, and pay the taxes on it when they are due.',
    'Default. If you do not pay as agreed, if you gave us false information, or if you act in a way that harms the property or our rights in it, we may end your line, require you to pay what you owe at once, and use the remedies the deed of trust gives us.',
    'Your right to cancel. You may cancel this agreement within three business days after you sign it, as the notice of your right to cancel explains. If you cancel, the deed of trust is void and we return any fee you paid.',
    'By signing below, you confirm that you have read this agreement and the disclosures given to you, and that you agree to their terms.',
  ].join('\n\n');
}

/** "Amount financed: $80,758.50." */
const figure = (label: string, value: string) => `${label}: ${value}.`;

/**
 * The Truth in Lending disclosure: the contract's figures of the offer (src/contract/payments.ts),
 * written with the app's formats, so they read as the offer block and the summary show them
 * (docs/journey.md#truth-in-lending-figures).
 */
function truthInLending(record: ApplicationRecord): string {
  const app = record.application;
  const til = tilFigures(app);
  const payment = app.isAgeRestrictedInterestOnly
    ? `${figure(`${i18n._(TIL_LABELS.monthlyPayment)} (interest only)`, formatCents(til.monthlyPayment))} Your payments cover the interest only; what you draw is repaid in full when your line ends.`
    : figure(i18n._(TIL_LABELS.monthlyPayment), formatCents(til.monthlyPayment));
  const schedule =
    til.numberOfPayments !== null && til.totalOfPayments !== null && til.financeCharge !== null
      ? [
          `${figure(i18n._(TIL_LABELS.numberOfPayments), String(til.numberOfPayments))} ${payment}`,
          `${figure(i18n._(TIL_LABELS.totalOfPayments), formatCents(til.totalOfPayments))} This is what you will have paid after you make every payment as scheduled. ${figure(i18n._(TIL_LABELS.financeCharge), formatCents(til.financeCharge))} This is the dollar amount the credit will cost you: the total of payments less the amount financed.`,
        ]
      : [payment];
  return [
    'Truth in Lending disclosure. This disclosure describes the cost of your line of credit as a yearly rate and in dollars, for an initial draw of the whole line.',
    `Annual percentage rate: ${formatApr(til.apr)}. This is the yearly rate of interest on what you draw; the fees below are not included in it.`,
    `${figure(i18n._(TIL_LABELS.originationFee), formatCents(til.originationFee))} This is a prepaid finance charge, taken from your initial draw of ${formatWholeDollars(app.amount)}. ${figure(i18n._(TIL_LABELS.amountFinanced), formatCents(til.amountFinanced))} This is the amount of credit provided to you: your initial draw less the prepaid finance charge.`,
    ...schedule,
    `Late payment. If a payment is more than 15 days late, you will be charged ${formatPercent(5)} of the payment or $15, whichever is less.`,
    'Prepayment. If you pay off your line early, you will not have to pay a penalty.',
    'Security. You are giving a security interest in the property named in your application. You could lose your home if you do not meet your obligations.',
    'See your agreement for any additional information about nonpayment, default, any required repayment in full before the scheduled date, and prepayment refunds and penalties.',
  ].join('\n\n');
}

function deedOfTrust(record: ApplicationRecord, lender: string): string {
  const address = record.application.property?.address;
  const where = address
    ? `${address.street1}, ${address.city}, ${address.state} ${address.zip}`
    : 'the property named in your application';
  return [
    `This Deed of Trust secures your Home Equity Line of Credit Agreement with ${lender}. The property it covers is ${where}.`,
    'Transfer of rights in the property. You irrevocably grant and convey the property to the trustee, in trust, with power of sale, to secure the repayment of what you owe under the agreement and the performance of your promises in it and in this deed.',
    'Your promises. You will pay what you owe when it is due, keep the property insured against loss by fire, hazards and, where required, flood, pay the taxes and charges on it, and keep it in good repair. You will not sell or transfer it without paying what you owe.',
    'Release. When you have paid everything you owe and your line has ended, we will ask the trustee to release this deed of trust, and record the release.',
    'Notarization. This deed must be signed before a notary public, who confirms your identity. It is then recorded in the county where the property lies.',
  ].join('\n\n');
}

/** An owner of the home who signs: the borrower, or an additional signer (their identity). */
interface Owner {
  /** The additional signer's identity uuid; null for the borrower. */
  signer: string | null;
  name: string;
}

function ownerOf(record: ApplicationRecord, signer: string | null): Owner {
  const app = record.application;
  const name = signer
    ? app.helocSigners?.find((s) => s.identityUuid === signer)?.name
    : (app.name ?? null);
  const full = fullNameOf(name);
  return { signer, name: full || (signer ? 'Additional signer' : 'Borrower') };
}

/** The federal legal public holidays by name, as the notice lists them. */
const HOLIDAY_NAMES = LEGAL_PUBLIC_HOLIDAY_NAMES.join(', ').replace(/, ([^,]+)$/, ' and $1');

/**
 * The owner's notice of right to cancel (Regulation Z 1026.15(b); docs/journey.md#the-right-to-cancel):
 * the lender's name and address, the transaction date and the deadline as the lender recorded
 * them once the transaction is complete; before that, the dates the rule gives should the
 * transaction be completed today (`now`).
 */
function rightToCancelNotice(
  record: ApplicationRecord,
  org: OrgRecord | undefined,
  owner: Owner,
  now: Date,
): string {
  const app = record.application;
  const company = org?.info.orgMetaData.companyInfo;
  const lender = company?.companyName ?? 'Your lender';
  const lenderAt = [lender, formatAddress(company?.companyAddress)].filter(Boolean).join(', ');
  const home = formatAddress(app.property?.address) ?? 'the property named in your application';
  const recorded: RescissionPeriod | null = app.rescission ?? null;
  const period = recorded ?? rescissionPeriod([now.toISOString()], timeZoneOf(record));
  const deadline = deadlineInWords(period, app.property?.state);
  const dates = recorded
    ? `The date of the transaction is ${formatLongDay(period.transactionDate)}. You may cancel until ${deadline}.`
    : `The date of the transaction is the day the last owner has signed the closing documents and the deed of trust has been signed before the notary. If that is today, ${formatLongDay(period.transactionDate)}, you may cancel until ${deadline}. Once the transaction is complete, this notice states its date and your deadline, and so does the page that shows your line.`;
  const online = owner.signer
    ? ''
    : ` You may also cancel online: sign in and choose "${i18n._(CANCEL_LINE_MESSAGE)}" on the page that shows your line.`;
  return [
    `${RIGHT_TO_CANCEL_NOTICE_TITLE} for ${owner.name}. Loan number ${app.loanNumber}. You are entering into a transaction that will result in a security interest in your home at ${home}: the deed of trust that secures your home equity line of credit with ${lender}. You have a legal right under federal law to cancel this transaction, without cost, within three business days from whichever of these events occurs last: the date of the transaction; the date you received your Truth in Lending disclosures; the date you received this notice of your right to cancel.`,
    dates,
    `Business days. For your right to cancel, every day is a business day except Sundays and these federal legal public holidays, on their own dates: ${HOLIDAY_NAMES}.`,
    'If you cancel. The security interest in your home is also canceled, and nothing is drawn on your line. Within 20 calendar days after we receive your notice, we must take the steps necessary to reflect that the security interest in your home has been canceled, and we must return to you any money or property you have given to us or to anyone else in connection with this transaction.',
    `How to cancel. Notify us in writing at ${lenderAt}. You may use any written statement that is signed and dated by you and states your intention to cancel, or you may sign and date this notice and send it to us.${online} If you cancel by mail, you must send the notice no later than ${deadline}. If you send or deliver your written notice some other way, it must be delivered to the above address by then.`,
    'Each owner. Each owner of the home who signs for this line receives a notice of right to cancel and may cancel; if one of you cancels, the transaction is canceled for all of you.',
  ].join('\n\n');
}

/** The uuid of an owner's notice of right to cancel (`signer`: an additional signer's identity). */
export const noticeUuid = (record: ApplicationRecord, signer: string | null) =>
  derivedUuid(record.uuid, `closing/right-to-cancel${signer ? `/${signer}` : ''}`);

/**
 * The closing documents of one owner (`signer`: an additional signer's identity; the borrower
 * when null), once they are generated (status.disclosurelistClosingReady; none before): the
 * agreement, the Truth in Lending disclosure and the deed of trust, the same for every owner,
 * and the owner's own notice of right to cancel. Uuids are derived from the application's (and
 * the signer's), so they are the same on every read. `signed` is the borrower's signature; the
 * signer's is theirs (signers.ts).
 */
export function closingDocumentsOf(
  record: ApplicationRecord,
  org: OrgRecord | undefined,
  signer: string | null = null,
  now = new Date(),
): ClosingDocument[] {
  if (!record.status.disclosurelistClosingReady) return [];
  const lender = org?.info.orgMetaData.companyInfo.companyName ?? 'Your lender';
  const signed = new Set(record.application.signedClosingDocuments ?? []);
  const owner = ownerOf(record, signer);
  return [
    {
      uuid: derivedUuid(record.uuid, 'closing/agreement'),
      title: 'Home equity line of credit agreement',
      body: agreement(record, lender),
    },
    {
      uuid: derivedUuid(record.uuid, 'closing/truth-in-lending'),
      title: 'Truth in Lending disclosure',
      body: truthInLending(record),
    },
    {
      uuid: derivedUuid(record.uuid, 'closing/deed-of-trust'),
      title: 'Deed of trust',
      body: deedOfTrust(record, lender),
    },
    {
      uuid: noticeUuid(record, signer),
      title: `${RIGHT_TO_CANCEL_NOTICE_TITLE}: ${owner.name}`,
      body: rightToCancelNotice(record, org, owner, now),
    },
  ].map((doc) => ({ ...doc, signed: signed.has(doc.uuid) }));
}

/**
 * The property's time zone (src/contract/timeZones.ts, the app's reading too); a property the
 * product has no zone for is placed in Central Time.
 */
export const timeZoneOf = (record: ApplicationRecord): string =>
  propertyTimeZone(record.application.property?.state) ?? 'America/Chicago';

/** The zone's offset from UTC at `instant`, as +HH:MM / -HH:MM. */
function offsetAt(zone: string, instant: Date): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}:${match[2] ?? '00'}` : '+00:00';
}

/** The calendar date (yyyy-MM-dd) in `zone` at `instant`. */
function dateIn(zone: string, instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The first and last hour a manual notary can start at, local time. */
export const SLOT_HOURS = { first: 9, last: 16 } as const;
/** Slots start this many days after today, for this many days. */
export const SLOT_DAYS = { ahead: 2, count: 10 } as const;

/**
 * The manual notary's slots: weekdays, on the hour from 9:00 to 16:00 in the property's zone,
 * over the 10 days that start 2 days after today there; ISO 8601 with the zone's offset.
 */
export function notarySlots(zone: string, now = new Date()): string[] {
  const today = dateIn(zone, now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const slots: string[] = [];
  for (let i = SLOT_DAYS.ahead; i < SLOT_DAYS.ahead + SLOT_DAYS.count; i += 1) {
    const day = new Date(Date.UTC(y, m - 1, d + i));
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
    for (let hour = SLOT_HOURS.first; hour <= SLOT_HOURS.last; hour += 1) {
      // The offset near that hour: zones change offset at night, never during these hours.
      const offset = offsetAt(zone, new Date(`${date}T${pad(hour)}:00:00Z`));
      slots.push(`${date}T${pad(hour)}:00:00${offset}`);
    }
  }
  return slots;
}
