import {
  categoryText,
  conditionLocation,
  conditionParam,
  conditionQuery,
  conditionRow,
  CONDITION_CATEGORY_MESSAGES,
  documentTypeLabel,
  filesToUpload,
  pendingConditions,
  requestedTypes,
  signerLocation,
} from '../../src/features/conditions/conditionView';
import { readConditions } from '../../src/contract/conditions';
import { i18n } from '../../src/lib/i18n';
import { BANK_CONDITION, conditionOf, PHONE_CONDITION } from './support';

/** Writes the app's words out, as a page's `t` does. */
const t = (descriptor: Parameters<typeof i18n._>[0]) => i18n._(descriptor);

describe('the categories, in the lender’s words', () => {
  test('every category has its label', () => {
    expect(Object.values(CONDITION_CATEGORY_MESSAGES).map(t)).toEqual([
      'Bank account fraud review',
      'False ownership type review',
      'Generic document request',
      'Hard credit inquiry review',
      'Manual paystub upload',
      'ID verification failure',
      'Identity document fraud review',
      'Missing phone number',
      'Property legal description',
      'Property ownership fraud review',
      'Review trust requirements',
    ]);
    expect(categoryText('REVIEW_TRUST_REQUIREMENTS', t)).toBe('Review trust requirements');
  });

  test('a category or document type no table knows is still readable', () => {
    expect(categoryText('FLOOD_ZONE_REVIEW', t)).toBe('Flood zone review');
    expect(documentTypeLabel('W2_FORM', t)).toBe('W2 form');
    expect(documentTypeLabel('BANK_STATEMENT', t)).toBe('Bank statement');
  });
});

describe('a condition as the dashboard lists it', () => {
  test('the display, the category, the date as MM/dd/yyyy, the note and the documents in words', () => {
    expect(conditionRow(conditionOf(), t)).toEqual({
      uuid: 'c0a1b2c3-0000-4000-8000-000000000001',
      header: 'Upload a requested document',
      description: 'Our underwriting team needs one more document.',
      category: 'Generic document request',
      created: '11/20/2026',
      commentsToBorrower: 'Please upload your two most recent monthly bank statements.',
      requestedDocuments: ['Bank statement'],
      paystubsRequired: null,
      documents: { required: 2, received: 0 },
      accountLast4: null,
      button: 'Upload document',
      location: 'conditions/upload-document',
    });
  });

  test.each([
    ['no count', null, 1],
    ['a count of 3', { numDocsRequired: 3 }, 3],
    ['a count of 0', { numDocsRequired: 0 }, 1],
  ])('paystubs required with %s: %d (defaults to 1)', (_name, xtraData, expected) => {
    const row = conditionRow(
      conditionOf({
        categoryEnum: 'MANUAL_PAYSTUB_UPLOAD',
        xtraData,
        requestDocuments: ['PAYSTUB'],
      }),
      t,
    );
    expect(row.paystubsRequired).toBe(expected);
    expect(row.documents).toBeNull();
  });

  test('a bank-account condition shows its account by the last 4 digits the reading kept', () => {
    const [decoded] = readConditions([BANK_CONDITION]);
    expect(conditionRow(decoded!, t).accountLast4).toBe('6789');
    // Another category's account is not shown.
    expect(
      conditionRow({ ...decoded!, categoryEnum: 'GENERIC_DOCUMENT_REQUEST' }, t).accountLast4,
    ).toBeNull();
  });

  test('a phone number condition asks for no documents', () => {
    const row = conditionRow(PHONE_CONDITION, t);
    expect(row).toMatchObject({
      location: 'conditions/phone-number',
      button: 'Add phone number',
      documents: null,
      requestedDocuments: [],
      paystubsRequired: null,
    });
  });

  test('missing words fall back: the category as header, a button by its page', () => {
    const row = conditionRow(
      conditionOf({
        categoryEnum: 'MISSING_PHONE_NUMBER',
        created: '',
        commentsToBorrower: '  ',
        display: { header: '', description: '', button: '', location: '', type: '' },
      }),
      t,
    );
    expect(row).toMatchObject({
      header: 'Missing phone number',
      created: null,
      commentsToBorrower: null,
      button: 'Add phone number',
      location: 'conditions/phone-number',
    });
  });

  test.each([
    ['/conditions/upload-document/', 'GENERIC_DOCUMENT_REQUEST', 'conditions/upload-document'],
    ['identity?x=1', 'ID_VERIFICATION_FAILURE', 'identity'],
    ['https://elsewhere.example/steal', 'GENERIC_DOCUMENT_REQUEST', 'conditions/upload-document'],
    ['../../dashboard', 'MISSING_PHONE_NUMBER', 'conditions/phone-number'],
    ['', 'MANUAL_PAYSTUB_UPLOAD', 'income/upload/MANUAL_PAYSTUB'],
    ['', 'ID_VERIFICATION_FAILURE', 'identity'],
  ])('the location %j of %s is %s', (location, categoryEnum, expected) => {
    expect(
      conditionLocation(
        conditionOf({ categoryEnum, display: { ...conditionOf().display, location } }),
      ),
    ).toBe(expected);
  });

  test('pending conditions are those not waiting on the lender', () => {
    const waiting = conditionOf({ uuid: 'w', actionNeeded: false });
    const unmarked = conditionOf({ uuid: 'u', actionNeeded: undefined });
    expect(pendingConditions([conditionOf(), waiting, unmarked]).map((c) => c.uuid)).toEqual([
      'c0a1b2c3-0000-4000-8000-000000000001',
      'u',
    ]);
  });
});

describe('an upload page', () => {
  test('asks for what is still needed, at least 1', () => {
    expect(filesToUpload(conditionOf())).toBe(2);
    expect(
      filesToUpload(conditionOf({ xtraData: { numDocsRequired: 2, numDocsReceived: 1 } })),
    ).toBe(1);
    expect(
      filesToUpload(conditionOf({ xtraData: { numDocsRequired: 1, numDocsReceived: 3 } })),
    ).toBe(1);
    expect(filesToUpload(conditionOf({ xtraData: null }))).toBe(1);
  });

  test('sends the types the condition asks for, or SUPPORT when it names none', () => {
    expect(requestedTypes(conditionOf({ requestDocuments: ['A', 'B', 'A'] }))).toEqual(['A', 'B']);
    expect(requestedTypes(conditionOf({ requestDocuments: null }))).toEqual(['SUPPORT']);
    expect(requestedTypes(conditionOf({ requestDocuments: [] }))).toEqual(['SUPPORT']);
  });

  test('is opened with ?condition={uuid}', () => {
    expect(conditionQuery('a b')).toBe('?condition=a%20b');
    expect(conditionParam('?condition=a%20b&pop-webchat')).toBe('a b');
    expect(conditionParam('?pop-webchat')).toBeNull();
    expect(conditionParam('?condition=')).toBeNull();
  });
});

test.each([
  ['conditions/upload-document', 'conditions/upload-document'],
  ['identity', 'conditions/identity'],
  ['conditions/identity', 'conditions/identity'],
  ['conditions/phone-number', null],
  ['income/upload/MANUAL_PAYSTUB', null],
])('a signer does %s at %s', (location, expected) => {
  expect(signerLocation(location)).toBe(expected);
});
