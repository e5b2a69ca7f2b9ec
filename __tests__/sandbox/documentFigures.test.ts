/**
 * The sandbox lender's documents state the offer's figures by the contract's rules and the one
 * formatter, as the app does (docs/shell.md#the-offer-figures,
 * docs/journey.md#truth-in-lending-figures): the term in years to two decimals, the payment to the
 * cent.
 */
import type { PostalAddress } from '../../src/contract/address';
import { fixedTermYears, monthlyPayment } from '../../src/contract/payments';
import { formatCents, formatTermYears } from '../../src/lib/figures';
import { buildApplication, buildPerson } from '../../src/sandbox/applicants';
import { closingDocumentsOf } from '../../src/sandbox/closing';
import { disclosuresOf } from '../../src/sandbox/disclosures';
import type { ApplicationRecord } from '../../src/sandbox/records';

const address: PostalAddress = {
  street1: '2140 Capitol Ave',
  city: 'Sacramento',
  state: 'CA',
  zip: '95816',
};
const createdAt = new Date('2026-03-02T15:00:00Z');

function recordWith(termMonths: number): ApplicationRecord {
  const owner = buildPerson({
    uuid: 'a1b2c3d4-0000-4000-8000-000000000001',
    email: 'figures@example.com',
    orgCode: 'main',
    type: 'BORROWER',
    passwordHash: 'x',
    firstName: 'Ada',
    lastName: 'Lovelace',
    dob: '1980-01-01',
    phone: '5555550100',
    address,
    createdAt,
  });
  const record = buildApplication({
    uuid: 'a1b2c3d4-0000-4000-8000-000000000002',
    loanNumber: 'HE-1',
    owner,
    state: 'NOTE_SIGNING',
    property: address,
    homeValue: 640000,
    offer: { amount: 85000, approvedApr: 8.45, termMonths },
    createdAt,
  });
  return {
    ...record,
    status: {
      ...record.status,
      disclosurelistSummaryReady: true,
      disclosurelistClosingReady: true,
    },
  };
}

const bodies = (record: ApplicationRecord) =>
  [...disclosuresOf(record, undefined), ...closingDocumentsOf(record, undefined)]
    .map((doc) => doc.body)
    .join('\n');

test.each([
  [120, '10 years'],
  [90, '7.5 years'],
  [12, '1 year'],
])('a term of %i months reads "%s" in the early disclosure and the agreement', (months, words) => {
  expect(formatTermYears(months)).toBe(words);
  const text = bodies(recordWith(months));
  expect(text).toContain(`with a fixed term of ${words} at`);
  expect(text).toContain(`over ${words} at a fixed annual percentage rate`);
  expect(fixedTermYears(months)).toBe(Number(words.split(' ')[0]));
});

test('the Truth in Lending disclosure states the payment the contract computes, to the cent', () => {
  // Approved at 8.45 %, the whole approved maximum over 10 years is priced at 8.70 %.
  const record = recordWith(120);
  expect(record.application).toMatchObject({ approvedApr: 8.45, rate: 8.7 });
  const payment = monthlyPayment({
    amount: 85000,
    rate: 8.7,
    termMonths: 120,
    isAgeRestrictedInterestOnly: false,
  });
  expect(payment).toBe(1062.99);
  expect(bodies(record)).toContain(formatCents(payment));
  expect(formatCents(payment)).toBe('$1,062.99');
});
