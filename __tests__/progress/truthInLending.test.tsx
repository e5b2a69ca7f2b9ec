/**
 * The Truth in Lending figures agree to the cent wherever the borrower meets them
 * (docs/journey.md#truth-in-lending-figures): the progress panel's offer block and the summary in
 * the app, and the lender's generated documents (the early disclosure, the closing Truth in
 * Lending disclosure), for the same application.
 */
import { render, within } from '@testing-library/react';
import type { HelocApplication } from '../../src/features/application';
import { truthInLending } from '../../src/contract/payments';
import { OfferDetailsBlock } from '../../src/features/progress/ApplicationSidePanel';
import { selectOfferDetails } from '../../src/features/progress/progressSelectors';
import { summaryRows } from '../../src/features/start/summary';
import { formatCents, TIL_LABELS as TIL_MESSAGES } from '../../src/lib/figures';
import { i18n } from '../../src/lib/i18n';
import { closingDocumentsOf } from '../../src/sandbox/closing';
import { disclosuresOf } from '../../src/sandbox/disclosures';
import { seedOrgs } from '../../src/sandbox/orgs';
import type { ApplicationRecord } from '../../src/sandbox/records';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';

/** The figures' names, in English as the lender's documents write them. */
const TIL_LABELS = Object.fromEntries(
  Object.entries(TIL_MESSAGES).map(([key, message]) => [key, i18n._(message)]),
) as Record<keyof typeof TIL_MESSAGES, string>;

const OFFERS: [string, Partial<HelocApplication>][] = [
  [
    'amortising, a 4.99 % fee',
    { amount: 85000, rate: 8.45, term: 120, originationFeePercent: 4.99 },
  ],
  [
    'amortising, a 2.99 % fee with odd cents',
    { amount: 123457, rate: 7.85, term: 180, originationFeePercent: 2.99 },
  ],
  [
    'interest only, a 4.99 % fee',
    {
      amount: 60000,
      rate: 9.2,
      term: 120,
      isAgeRestrictedInterestOnly: true,
      originationFeePercent: 4.99,
    },
  ],
  ['amortising, no fee', { amount: 150000, rate: 8.15, term: 240, originationFeePercent: null }],
];

/** The lender's record of the application, its closing documents and disclosures generated. */
function lenderRecord(application: HelocApplication): ApplicationRecord {
  return {
    uuid: APPLICATION_UUID,
    ownerUuid: 'owner',
    orgCode: 'main',
    state: 'NOTE_SIGNING',
    status: { disclosurelistSummaryReady: true, disclosurelistClosingReady: true },
    application,
    conditions: [],
    script: null,
    experiments: [],
    fullStoryLink: null,
    createdAt: '2026-03-02T15:00:00.000Z',
    updatedAt: '2026-03-02T15:00:00.000Z',
  };
}

const main = seedOrgs().find((org) => org.code === 'main');

/** "Label: $1,234.56." in a document's text: the amount, or null when the text has none. */
function stated(body: string, label: string): string | null {
  const match = new RegExp(`${label}(?: \\(interest only\\))?: (\\$[\\d,]+\\.\\d{2})`, 'i').exec(
    body,
  );
  return match?.[1] ?? null;
}

/** The offer block's rows, as shown. */
function offerBlockRows(application: HelocApplication): Record<string, string> {
  const offer = selectOfferDetails.resultFunc(application);
  if (!offer) throw new Error('no offer details');
  const { container } = render(<OfferDetailsBlock offer={offer} />);
  return Object.fromEntries(
    within(container)
      .getAllByRole('term')
      .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

function summaryValues(application: HelocApplication): Record<string, string> {
  return Object.fromEntries(summaryRows(application, null).map((row) => [row.id, row.value]));
}

describe.each(OFFERS)('%s', (_name, offer) => {
  const application = makeApplication(offer);
  const record = lenderRecord(application);
  const til = closingDocumentsOf(record, main).find(
    (document) => document.title === 'Truth in Lending disclosure',
  );
  const early = disclosuresOf(record, main).find((document) =>
    document.title.includes('early disclosure'),
  );

  it('the closing disclosure states the payment, the fee and the amount financed the app shows', () => {
    const block = offerBlockRows(application);
    const summary = summaryValues(application);
    const body = til?.body ?? '';
    const payment = stated(body, TIL_LABELS.monthlyPayment);
    expect(payment).not.toBeNull();
    expect(block[TIL_LABELS.monthlyPayment]).toBe(payment);
    expect(summary.payment).toBe(payment);
    const fee = stated(body, TIL_LABELS.originationFee);
    const financed = stated(body, TIL_LABELS.amountFinanced);
    expect(financed).not.toBeNull();
    if (fee === '$0.00') {
      // No fee: the app leaves the rows out, and the amount financed is the whole draw.
      expect(block[TIL_LABELS.originationFee]).toBeUndefined();
      expect(summary.fee).toBeUndefined();
      // The draw is shown in whole dollars, the amount financed to the cent (one format per kind).
      expect(financed).toBe(formatCents(application.amount));
    } else {
      expect(block[TIL_LABELS.originationFee]).toBe(fee);
      expect(block[TIL_LABELS.amountFinanced]).toBe(financed);
      expect(summary.fee).toBe(fee);
      expect(summary.financed).toBe(financed);
    }
  });

  it('the early disclosure states the same fee and amount financed', () => {
    const block = offerBlockRows(application);
    const body = early?.body ?? '';
    if (!block[TIL_LABELS.originationFee]) {
      expect(stated(body, TIL_LABELS.originationFee)).toBeNull();
      return;
    }
    expect(stated(body, TIL_LABELS.originationFee)).toBe(block[TIL_LABELS.originationFee]);
    expect(stated(body, TIL_LABELS.amountFinanced)).toBe(block[TIL_LABELS.amountFinanced]);
  });

  it('its totals add up: total of payments = amount financed + finance charge', () => {
    const body = til?.body ?? '';
    const figures = truthInLending(application);
    if (figures.numberOfPayments === null) {
      // An interest-only offer has no schedule that repays the draw: no totals are stated.
      expect(stated(body, TIL_LABELS.totalOfPayments)).toBeNull();
      expect(stated(body, TIL_LABELS.financeCharge)).toBeNull();
      return;
    }
    const cents = (text: string | null) => Math.round(Number(text?.replace(/[$,]/g, '')) * 100);
    expect(cents(stated(body, TIL_LABELS.totalOfPayments))).toBe(
      cents(stated(body, TIL_LABELS.amountFinanced)) +
        cents(stated(body, TIL_LABELS.financeCharge)),
    );
    expect(body).toContain(`${TIL_LABELS.numberOfPayments}: ${figures.numberOfPayments}.`);
  });
});

test('the amount financed is the draw less the origination fee, to the cent', () => {
  // $85,000 at 4.99 %: a fee of $4,241.50; 120 payments of $1,051.61.
  const body =
    closingDocumentsOf(lenderRecord(makeApplication(OFFERS[0]![1])), main).find(
      (document) => document.title === 'Truth in Lending disclosure',
    )?.body ?? '';
  expect(stated(body, TIL_LABELS.originationFee)).toBe('$4,241.50');
  expect(stated(body, TIL_LABELS.amountFinanced)).toBe('$80,758.50');
  expect(stated(body, TIL_LABELS.monthlyPayment)).toBe('$1,051.61');
  expect(stated(body, TIL_LABELS.totalOfPayments)).toBe('$126,193.20');
  expect(stated(body, TIL_LABELS.financeCharge)).toBe('$45,434.70');
});
