import type { Condition } from '../../src/features/conditions';
import {
  employmentTypeLabel,
  incomeRows,
  paystubsRequired,
  uploadDocumentType,
} from '../../src/features/income/income';
import { EMPLOYMENT_TYPES } from '../../src/features/registration/options';
import { i18n } from '../../src/lib/i18n';

const condition = (overrides: Partial<Condition>): Condition => ({
  uuid: 'c-1',
  categoryEnum: 'MANUAL_PAYSTUB_UPLOAD',
  created: '2026-11-20T16:00:00Z',
  requestDocuments: null,
  display: { header: '', description: '', button: '', location: '', type: '' },
  ...overrides,
});

describe('paystubsRequired (defaults to 1, else the count from the condition)', () => {
  it.each<[string, Condition[], number]>([
    ['no condition', [], 1],
    ['a condition without a count', [condition({})], 1],
    ['a condition asking for 3', [condition({ xtraData: { numDocsRequired: 3 } })], 3],
    ['a count of 0', [condition({ xtraData: { numDocsRequired: 0 } })], 1],
    ['a count of 2.5', [condition({ xtraData: { numDocsRequired: 2.5 } })], 1],
    [
      'another category only',
      [condition({ categoryEnum: 'GENERIC_DOCUMENT_REQUEST', xtraData: { numDocsRequired: 4 } })],
      1,
    ],
    [
      'a condition waiting on the lender, then an open one',
      [
        condition({ actionNeeded: false, xtraData: { numDocsRequired: 5 } }),
        condition({ uuid: 'c-2', actionNeeded: true, xtraData: { numDocsRequired: 2 } }),
      ],
      2,
    ],
  ])('%s: %s', (_name, conditions, expected) => {
    expect(paystubsRequired(conditions)).toBe(expected);
  });
});

it('PAYSTUB and MANUAL_PAYSTUB both upload paystubs; anything else is no upload', () => {
  expect(uploadDocumentType('PAYSTUB')).toBe('PAYSTUB');
  expect(uploadDocumentType('MANUAL_PAYSTUB')).toBe('PAYSTUB');
  expect(uploadDocumentType('manual_paystub')).toBe('PAYSTUB');
  expect(uploadDocumentType('W2')).toBeNull();
  expect(uploadDocumentType(undefined)).toBeNull();
});

const [FULL_TIME, , , , UNEMPLOYED] = EMPLOYMENT_TYPES;

it('labels employment types as the registration does, and income rows for the review', () => {
  expect(i18n._(employmentTypeLabel('SELF_EMPLOYED'))).toBe('Self-employed');
  expect(employmentTypeLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  expect(
    incomeRows([
      { uuid: 'a', employmentType: 'FULL_TIME', employerName: '  Acme  ', annualIncome: 5 },
      { uuid: '', employmentType: 'UNEMPLOYED', employerName: ' ', annualIncome: Number.NaN },
    ]),
  ).toEqual([
    { key: 'a', employmentType: FULL_TIME.label, employer: 'Acme', annualIncome: 5 },
    { key: '1', employmentType: UNEMPLOYED.label, employer: null, annualIncome: null },
  ]);
  expect([FULL_TIME, UNEMPLOYED].map(({ label }) => i18n._(label))).toEqual([
    'Full time',
    'Unemployed',
  ]);
});
