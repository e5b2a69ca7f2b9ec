import { readApplication, readApplications } from '../../src/contract/application';
import { hmdaAnswersOf } from '../../src/contract/hmda';
import { readNotarySlots } from '../../src/contract/notary';
import { readCoDeedStatus, readSignIn } from '../../src/contract/signer';
import { readStatusResponse } from '../../src/contract/status';

const REFUSED = 'The application answer was not in the expected form';

test('a non-object application is refused, a list included', () => {
  for (const answer of [null, 'x', 3, [], [{ uuid: 'a' }]]) {
    expect(() => readApplication(answer)).toThrow(REFUSED);
  }
  expect(() => readApplications({ uuid: 'a' })).toThrow(
    'The applications answer was not in the expected form',
  );
});

test('an empty object reads with every default', () => {
  expect(readApplication({})).toEqual({
    uuid: '',
    loanNumber: '',
    state: null,
    property: null,
    adjustedHomeAmount: null,
    selectedPropertyUuid: null,
    term: 0,
    amount: 0,
    rate: 0,
    uwCalculatedDrawAmount: null,
    approvedApr: null,
    originationFeePercent: null,
    consents: [],
    documents: [],
    incomeSources: [],
    disburseAccount: null,
    autopayAccount: null,
    payType: null,
    autopayAuthorization: null,
    isCrypto: false,
    hasHmda: false,
    hmda: null,
    assetDepletion: { complete: false },
    insurance: { complete: false },
    coDeedStatus: 'NOT_REQUIRED',
    requestedManualNotaryTime: null,
    referrer: null,
    additionalSignerVersion: null,
    isAgeRestrictedInterestOnly: false,
    rescission: null,
  });
});

test('fields of the wrong type take their default; absence stays absence where it means something', () => {
  const application = readApplication({
    uuid: 7,
    state: ' OFFER_SELECTION ',
    term: 'long',
    amount: Number.NaN,
    payType: 'CASH',
    coDeedStatus: 'MAYBE',
    property: { uuid: 'p', state: 'TX', address: 'Main St', condition: 4 },
    disburseAccount: [],
    autopayAccount: { uuid: 'b', accountType: 'BROKERAGE', mask: null },
    assetDepletion: { complete: 'yes' },
    insurance: { complete: true },
    liens: 'none',
    helocSigners: null,
    lienAttestation: 'yes',
    name: null,
    auditFields: { createdDate: 5 },
    email: 3,
    surprise: 'dropped',
  });
  expect(application).toMatchObject({
    uuid: '',
    state: 'OFFER_SELECTION',
    term: 0,
    amount: 0,
    payType: null,
    coDeedStatus: 'NOT_REQUIRED',
    property: { uuid: 'p', state: 'TX', address: { street1: '', city: '', state: '', zip: '' } },
    disburseAccount: null,
    autopayAccount: { uuid: 'b', mask: null },
    assetDepletion: { complete: false },
    insurance: { complete: true },
    lienAttestation: null,
    auditFields: { createdDate: '' },
  });
  expect(application.property).not.toHaveProperty('condition');
  expect(application.autopayAccount).not.toHaveProperty('accountType');
  for (const field of ['liens', 'helocSigners', 'name', 'email', 'surprise']) {
    expect(application).not.toHaveProperty(field);
  }
  expect(readApplication({ state: 'SOMETHING_NEW' }).state).toBeNull();
});

test('an authorization of automatic payments reads with the terms it named; without them, as none', () => {
  const terms = {
    lenderName: 'Lanternfield Home Credit, LLC',
    lenderPhone: '888-819-6388',
    lenderEmail: 'support@lanternfield.example',
    accountMask: '4821',
    monthlyPayment: 1051.61,
  };
  const authorization = { version: 'autopay-authorization-1', acceptedAt: '2025-03-01T10:00:00Z' };
  expect(readApplication({ autopayAuthorization: { ...authorization, terms } })).toMatchObject({
    autopayAuthorization: { ...authorization, terms },
  });
  for (const malformed of [{ ...authorization }, { ...authorization, terms: 'yes' }, 'yes']) {
    expect(readApplication({ autopayAuthorization: malformed }).autopayAuthorization).toBeNull();
  }
  // A consent given to a text keeps the text's version.
  expect(
    readApplication({
      consents: [{ type: 'AUTOPAY', acceptedAt: authorization.acceptedAt, version: 'v1' }],
    }).consents,
  ).toEqual([{ type: 'AUTOPAY', acceptedAt: authorization.acceptedAt, version: 'v1' }]);
});

test('list entries that are not what the list holds are dropped', () => {
  const application = readApplication({
    consents: [{ type: 'HARD_CREDIT', acceptedAt: null }, 'SOFT_CREDIT', [], { type: 'X' }],
    documents: [null, { uuid: 'd', type: 'PAYSTUB', uploadedAt: 5 }],
    incomeSources: [{ uuid: 'i', employmentType: 'GIG', annualIncome: '90000' }, 3],
    liens: [{ uuid: 'l', balance: 'lots', open: 'yes' }, 'lien', { uuid: 'm', open: null }],
    helocSigners: [{ identityUuid: 's', name: 'Sam' }, false],
    hmda: { ethnicity: 'DECLINED', race: [3, 'WHITE'], raceTribe: 5 },
  });
  expect(application.consents).toEqual([{ type: 'HARD_CREDIT' }, { type: 'SOFT_CREDIT' }]);
  expect(application.documents).toEqual([{ uuid: 'd', type: 'PAYSTUB' }]);
  expect(application.incomeSources).toEqual([
    { uuid: 'i', employmentType: 'FULL_TIME', annualIncome: null },
  ]);
  expect(application.liens).toEqual([
    { uuid: 'l', lender: '', balance: null },
    { uuid: 'm', lender: '', balance: null, open: null },
  ]);
  expect(application.helocSigners).toEqual([{ identityUuid: 's', name: null }]);
  expect(application.hmda).toEqual(hmdaAnswersOf({ ethnicity: ['DECLINED'], race: ['WHITE'] }));
  expect(application.hmda).toMatchObject({ ethnicity: ['DECLINED'], race: ['WHITE'], sex: [] });
});

test('the list leaves out entries that are not applications or have no uuid', () => {
  expect(readApplications([{ uuid: 'a' }, { loanNumber: 'x' }, 'b', [], null])).toEqual([
    readApplication({ uuid: 'a' }),
  ]);
});

test('notary slots, sign-in and co-deed status keep their leniency', () => {
  expect(readNotarySlots({ slots: [' 2026-11-30T09:00:00-06:00 ', 'noon', 3] })).toEqual({
    timeZone: null,
    slots: ['2026-11-30T09:00:00-06:00'],
  });
  expect(() => readNotarySlots([])).toThrow('The notary slots answer was not in the expected form');
  expect(readSignIn({ jwt: 'token' })).toEqual({ jwt: 'token' });
  expect(() => readSignIn({ jwt: '' })).toThrow('The sign-in answer was not in the expected form');
  expect(
    readCoDeedStatus({
      isCoDeeder: 'yes',
      applications: [
        { applicationUuid: 'a', coDeedStatus: 'PENDING', signer: { step: 'SIGN', signed: 1 } },
        { coDeedStatus: 'PENDING' },
        'b',
      ],
    }),
  ).toEqual({
    isCoDeeder: false,
    applications: [
      {
        applicationUuid: 'a',
        coDeedStatus: 'PENDING',
        isSigner: false,
        signer: {
          identityDocuments: 0,
          identityComplete: false,
          signed: false,
          notarized: false,
          step: 'SIGN',
          // No consent to electronic documents said: none given.
          esignConsent: null,
        },
      },
    ],
  });
  expect(() => readCoDeedStatus(null)).toThrow(
    'The co-deed status answer was not in the expected form',
  );
});

test('a status answer without a state reads as unmatched, not refused', () => {
  expect(readStatusResponse({ applicationUuid: 'a' })).toEqual({
    applicationUuid: 'a',
    state: null,
  });
  expect(() => readStatusResponse([])).toThrow('The status answer was not in the expected form');
});

test('two reads share no list', () => {
  expect(readApplication({}).documents).not.toBe(readApplication({}).documents);
});
