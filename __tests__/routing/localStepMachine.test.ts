import type { CoDeedStatus } from '../../src/contract/application';
import type {
  BpoStatus,
  ChecklistStatus,
  GiactAccountStatus,
  UwDecision,
  UwSubDecision,
} from '../../src/contract/status';
import { localStepMachine, type LocalStep } from '../../src/features/routing/localStepMachine';
import { freshRecords, PROGRESS, type Records, recordsAt } from './records';

const stepOf = (records: Records) => localStepMachine(records).step;
/** The step for the records at `at` once `change` is made to them. */
function stepAfter(at: LocalStep, change: (records: Records) => void) {
  const records = recordsAt(at);
  change(records);
  return stepOf(records);
}

describe('the local step machine starts at profile', () => {
  test('with nothing filled in it stays at profile, with an empty trail', () => {
    expect(localStepMachine(freshRecords())).toEqual({ step: 'profile', trail: [] });
  });

  test('with no records at all it stays at profile', () => {
    expect(localStepMachine({ profile: null, application: null, status: null }).step).toBe(
      'profile',
    );
  });
});

describe('every forward move', () => {
  let previous: LocalStep = 'profile';
  for (const [step, mutate] of PROGRESS) {
    const from = previous;
    test(`${from} to ${step}`, () => {
      const before = recordsAt(from);
      expect(stepOf(before)).toBe(from);
      mutate(before);
      const result = localStepMachine(before);
      expect(result.step).toBe(step);
      expect(result.trail.at(-1)).toMatchObject({ kind: 'move', from, to: step });
    });
    previous = step;
  }

  test('the trail lists every move from profile in order', () => {
    const { trail } = localStepMachine(recordsAt('waitFund'));
    expect(trail.map((t) => t.to)).toEqual(PROGRESS.map(([step]) => step));
    expect(trail.every((t) => t.kind === 'move')).toBe(true);
  });
});

describe('forward-move guards, one condition at a time', () => {
  test.each<[from: LocalStep, to: LocalStep, what: string, remove: (r: Records) => void]>([
    ['profile', 'liens', 'name', (r) => void (r.profile.name = null)],
    [
      'profile',
      'liens',
      'last name',
      (r) => void (r.profile.name = { uuid: 'n', firstName: 'A', lastName: '' }),
    ],
    ['profile', 'liens', 'date of birth', (r) => void (r.profile.dob = null)],
    [
      'profile',
      'liens',
      'selected property',
      (r) => void (r.application.selectedPropertyUuid = null),
    ],
    [
      'profile',
      'liens',
      'soft-credit consent',
      (r) => void (r.application.consents = [{ type: 'HARD_CREDIT' }]),
    ],
    ['product', 'moreProfile', 'term above 0', (r) => void (r.application.term = 0)],
    ['product', 'moreProfile', 'amount above 0', (r) => void (r.application.amount = 0)],
    [
      'moreProfile',
      'hmda',
      'ownership on the selected property',
      (r) => void (r.profile.addresses[0]!.ownership = null),
    ],
    ['moreProfile', 'hmda', 'SSN', (r) => void (r.profile.hasSsn = false)],
    ['moreProfile', 'hmda', 'hard-credit consent', (r) => void r.application.consents.pop()],
  ])('%s to %s needs the %s', (from, to, _what, remove) => {
    expect(stepAfter(to, remove)).toBe(from);
  });

  test('liens to product also on an underwriting decision', () => {
    expect(stepAfter('liens', (r) => void (r.status.uwDecision = 'APPROVED'))).toBe('product');
  });

  test('liens to product waits for a needed inquiry attestation', () => {
    const records = recordsAt('product');
    records.status.inquiryAttestNeeded = true;
    expect(stepOf(records)).toBe('liens');
    records.status.inquiryAttestComplete = true;
    expect(stepOf(records)).toBe('product');
  });

  test.each<[string, UwDecision | undefined]>([
    ['no decision', undefined],
    ['ASSET_DEPLETION', 'ASSET_DEPLETION'],
  ])(
    'product to assetDepletion with %s, UNVERIFIED_DTI_LIMITED, depletion incomplete',
    (_name, decision) => {
      const records = recordsAt('moreProfile');
      records.status.uwDecision = decision;
      records.status.uwSubDecision = 'UNVERIFIED_DTI_LIMITED';
      expect(stepOf(records)).toBe('assetDepletion');
      records.application.assetDepletion = { complete: true };
      expect(stepOf(records)).toBe('moreProfile');
    },
  );

  test('product to assetDepletion not with another decision', () => {
    const approved = (r: Records) => {
      r.status.uwDecision = 'APPROVED';
      r.status.uwSubDecision = 'UNVERIFIED_DTI_LIMITED';
    };
    expect(stepAfter('moreProfile', approved)).toBe('moreProfile');
  });

  test('incomeReview to ach also on FINAL_OFFER, not on other sub-decisions', () => {
    const subDecision = (sub: UwSubDecision) => (r: Records) => void (r.status.uwSubDecision = sub);
    expect(stepAfter('ach', subDecision('FINAL_OFFER'))).toBe('ach');
    expect(stepAfter('ach', subDecision('NONE'))).toBe('incomeReview');
  });

  test('ach to docVerify with an autopay account instead of manual pay', () => {
    const records = recordsAt('docVerify');
    records.application.payType = 'AUTOPAY';
    records.application.autopayAccount = { uuid: 'auto-1', mask: '1111' };
    expect(stepOf(records)).toBe('docVerify');
  });

  test('ach to docVerify needs a routing number', () => {
    const records = recordsAt('docVerify');
    records.application.disburseAccount = { uuid: 'acct-1', routingNumber: null };
    expect(stepOf(records)).toBe('ach');
  });

  test('autopay to docVerify once the autopay account exists', () => {
    const records = recordsAt('docVerify');
    records.application.payType = 'AUTOPAY';
    expect(stepOf(records)).toBe('autopay'); // the manual disbursement setup event
    records.application.autopayAccount = { uuid: 'auto-1', mask: '1111' };
    expect(stepOf(records)).toBe('docVerify');
  });

  test.each([
    'ID_CARD_FRONT',
    'PASSPORT_FRONT',
    'PERMANENT_RESIDENT_FRONT',
    'DRIVERS_LICENSE_FRONT',
  ])('docVerify to waitSign counts %s as an ID upload', (type) => {
    expect(
      stepAfter('waitSign', (r) => void (r.application.documents = [{ uuid: 'd', type }])),
    ).toBe('waitSign');
  });

  test('a back of an ID is not an ID upload', () => {
    const records = recordsAt('waitSign');
    records.application.documents = [{ uuid: 'd', type: 'DRIVERS_LICENSE_BACK' }];
    expect(stepOf(records)).toBe('docVerify');
  });

  test.each<BpoStatus>(['REQUIRED', 'UNKNOWN'])('Texas with BPO %s: docVerify to bpo', (bpo) => {
    const records = recordsAt('waitSign');
    records.application.property!.state = 'TX';
    records.status.bpo = bpo;
    expect(stepOf(records)).toBe('bpo');
  });

  test('Texas with a BPO not required goes on to waitSign', () => {
    const records = recordsAt('waitSign');
    records.application.property!.state = 'TX';
    records.status.bpo = 'NOT_REQUIRED';
    expect(stepOf(records)).toBe('waitSign');
  });

  test('incomeReview to bpo for Texas with account, ID and BPO required', () => {
    const records = recordsAt('incomeReview');
    records.application.property!.state = 'TX';
    records.status.bpo = 'REQUIRED';
    records.application.disburseAccount = { uuid: 'acct-1', routingNumber: '121000358' };
    records.application.documents.push({ uuid: 'd', type: 'PASSPORT_FRONT' });
    expect(stepOf(records)).toBe('bpo');
    records.application.property!.state = 'CA';
    expect(stepOf(records)).not.toBe('bpo');
  });

  test('codeed to waitNotary also when no co-deed is required', () => {
    const coDeed = (status: CoDeedStatus) => (r: Records) =>
      void (r.application.coDeedStatus = status);
    expect(stepAfter('waitNotary', coDeed('NOT_REQUIRED'))).toBe('waitNotary');
    expect(stepAfter('waitNotary', coDeed('PENDING'))).toBe('codeed');
  });

  test.each([
    ['notary complete', (r: Records) => void (r.status.disclosurelistNotaryComplete = true)],
    [
      'manual deed signing complete',
      (r: Records) => void (r.status.manualDeedSigningComplete = true),
    ],
  ])('notary to insurance on %s', (_name, mutate) => {
    expect(stepAfter('notary', mutate)).toBe('insurance');
  });

  test.each<ChecklistStatus>(['RESCISSION', 'RECORDING', 'FUNDABLE'])(
    'a %s checklist with insurance complete goes to waitFund from any state',
    (checklistStatus) => {
      const records = recordsAt('liens');
      records.status.checklistStatus = checklistStatus;
      records.application.insurance = { complete: true };
      expect(stepOf(records)).toBe('waitFund');
      records.application.insurance = { complete: false };
      expect(stepOf(records)).toBe('liens');
    },
  );

  test('GEN_RESCISSION does not', () => {
    const generating = (r: Records) => void (r.status.checklistStatus = 'GEN_RESCISSION');
    expect(stepAfter('insurance', generating)).toBe('insurance');
  });
});

describe('every event, from any state', () => {
  const cases: [string, (r: Records) => void, LocalStep][] = [
    ['credit locked', (r) => void (r.status.condition = 'CREDIT_LOCKED'), 'errorCredit'],
    ['credit frozen', (r) => void (r.status.condition = 'CREDIT_FROZEN'), 'errorCredit'],
    ['credit no match', (r) => void (r.status.condition = 'CREDIT_NO_MATCH'), 'ssnCredit'],
    ['incorrect PIN', (r) => void (r.status.condition = 'INCORRECT_PIN'), 'incorrectPin'],
    ['credit frozen with a PIN', (r) => void (r.status.creditFrozenWithPin = true), 'incorrectPin'],
    ['no credit', (r) => void (r.status.condition = 'NO_CREDIT'), 'noCredit'],
    ['property no match', (r) => void (r.status.condition = 'PROPERTY_NO_MATCH'), 'noProperty'],
    ['datatree no match', (r) => void (r.status.datatreeNoMatch = true), 'datatreeError'],
    ['re-upload of ID', (r) => void (r.status.condition = 'ID_REUPLOAD'), 'docVerify'],
    [
      'ad-hoc document required',
      (r) => void (r.status.condition = 'DOCUMENT_REQUIRED'),
      'documents',
    ],
    [
      'partial income verified',
      (r) => void (r.status.manualPaystubUpload = true),
      'manualPaystubUpload',
    ],
    ['merchant review', (r) => void (r.status.condition = 'MERCHANT_REVIEW'), 'waitMerchant'],
    [
      'merchant reviewed',
      (r) => void (r.status.condition = 'MERCHANT_REVIEWED'),
      'lienAttestation',
    ],
    ['lien attestation', (r) => void (r.status.condition = 'LIEN_ATTESTED'), 'waitSign'],
    [
      'employer verification',
      (r) => void (r.status.employmentVerificationNeeded = true),
      'emplVerify',
    ],
    ['BPO processing', (r) => void (r.status.bpo = 'PROCESSING'), 'bpoProcessing'],
    ['final title processing', (r) => void (r.status.title = 'PROCESSING'), 'bpoProcessing'],
    ['underwriting review', (r) => void (r.status.uwDecision = 'REVIEW'), 'uwReview'],
    ['decline', (r) => void (r.status.uwDecision = 'DECLINE'), 'declined'],
    [
      'dtiDecline',
      (r) => {
        r.status.uwDecision = 'DECLINE';
        r.status.dtiDecline = true;
      },
      'dtiDeclined',
    ],
    ['creditScoreDecline', (r) => void (r.status.creditScoreDecline = true), 'creditScoreDeclined'],
    ['delinquency', (r) => void (r.status.condition = 'DELINQUENCY'), 'delinquency'],
    ['fund', (r) => void (r.status.condition = 'FUNDED'), 'complete'],
  ];

  test.each(cases)('%s', (_name, raise, target) => {
    for (const from of ['liens', 'incomeReview'] as LocalStep[]) {
      const records = recordsAt(from);
      raise(records);
      const result = localStepMachine(records);
      expect(result.step).toBe(target);
      // A decision also moves liens on to product, so the event starts where the moves ended.
      const firstEvent = result.trail.findIndex((t) => t.kind === 'event');
      const movesBefore = result.trail.slice(0, firstEvent);
      expect(result.trail[firstEvent]!.from).toBe(movesBefore.at(-1)?.to ?? 'profile');
      expect(result.trail.filter((t) => t.kind === 'event').at(-1)).toMatchObject({ to: target });
    }
  });

  test('partial income verified: not when the tasks are complete or an income is self-employed', () => {
    const records = recordsAt('incomeReview');
    records.status.manualPaystubUpload = true;
    records.status.manualPaystubTasksComplete = true;
    expect(stepOf(records)).toBe('incomeReview');
    records.status.manualPaystubTasksComplete = false;
    records.application.incomeSources = [
      { uuid: 'i', employmentType: 'SELF_EMPLOYED', annualIncome: null },
    ];
    expect(stepOf(records)).toBe('incomeReview');
  });

  test.each<[string, GiactAccountStatus | undefined, LocalStep]>([
    ['absent', undefined, 'autopay'],
    ['VERIFIED', 'VERIFIED', 'autopay'],
    ['PENDING_REVIEW', 'PENDING_REVIEW', 'autopay'],
    // The autopay account is then typed by hand (this app's reading: see localStepMachine).
    ['FAILED_VERIFICATION', 'FAILED_VERIFICATION', 'manualAutopay'],
  ])('manual disbursement setup with account status %s', (_name, giact, target) => {
    const records = recordsAt('docVerify');
    records.application.payType = 'AUTOPAY';
    records.status.giactAccountStatus = giact;
    expect(stepOf(records)).toBe(target);
  });

  test('manualAutopay moves on to docVerify once the autopay account is entered', () => {
    const records = recordsAt('docVerify');
    records.application.payType = 'AUTOPAY';
    records.status.giactAccountStatus = 'FAILED_VERIFICATION';
    expect(stepOf(records)).toBe('manualAutopay');
    records.application.autopayAccount = { uuid: 'auto-1', mask: '1111' };
    expect(stepOf(records)).toBe('docVerify');
  });

  test('an event whose guard throws is skipped and named in the trail', () => {
    const records = recordsAt('incomeReview');
    // A malformed answer: incomeSources that is not a list makes the partial-income guard throw.
    records.status.manualPaystubUpload = true;
    (records.application as { incomeSources: unknown }).incomeSources = 'not a list';
    const result = localStepMachine(records);
    expect(result.step).toBe('incomeReview');
    expect(result.trail).toContainEqual(
      expect.objectContaining({
        kind: 'guard failed',
        name: 'partial income verified',
        error: expect.stringContaining('some'),
      }),
    );
  });

  test('manual pay moves a bank step to docVerify, and is ignored elsewhere', () => {
    const atAutopay = recordsAt('docVerify');
    atAutopay.application.payType = 'AUTOPAY';
    expect(stepOf(atAutopay)).toBe('autopay');
    const records = recordsAt('incomeReview');
    records.application.payType = 'MANUAL';
    records.application.disburseAccount = { uuid: 'a', routingNumber: '121000358' };
    const result = localStepMachine(records);
    expect(result.step).toBe('incomeReview');
    expect(result.trail.some((t) => t.name === 'manual pay')).toBe(false);
  });

  test('a requested ID re-upload holds the applicant on docVerify', () => {
    expect(stepAfter('sign', (r) => void (r.status.condition = 'ID_REUPLOAD'))).toBe('docVerify');
  });

  test('forward moves continue after an event', () => {
    const records = recordsAt('liens');
    records.status.condition = 'LIEN_ATTESTED';
    records.status.disclosurelistClosingReady = true;
    const result = localStepMachine(records);
    expect(result.step).toBe('sign');
    expect(result.trail.slice(-2)).toEqual([
      { kind: 'event', name: 'lien attestation', from: 'liens', to: 'waitSign' },
      { kind: 'move', name: 'closing disclosures ready', from: 'waitSign', to: 'sign' },
    ]);
  });

  test('events are attempted one after another; a failing one is ignored', () => {
    const records = recordsAt('incomeReview');
    records.status.uwDecision = 'DECLINE';
    records.status.condition = 'FUNDED';
    const result = localStepMachine(records);
    expect(result.trail.filter((t) => t.kind === 'event').map((t) => t.to)).toEqual([
      'declined',
      'complete',
    ]);
    expect(result.step).toBe('complete');
  });

  test('an event already at its state is not repeated', () => {
    const records = recordsAt('docVerify');
    records.status.condition = 'ID_REUPLOAD';
    expect(localStepMachine(records).trail.filter((t) => t.kind === 'event')).toEqual([]);
  });
});
