import type { ServerState } from '../../src/contract/serverStates';
import type { HelocApplication } from '../../src/features/application';
import type { Profile } from '../../src/features/profile';
import type { LocalStep } from '../../src/features/routing/localStepMachine';
import type { RoutingSnapshot } from '../../src/features/routing/snapshot';
import type { StatusObject } from '../../src/contract/status';
import { APPLICATION_UUID, makeApplication, makeProfile } from '../support/fixtures';

export interface Records {
  profile: Profile;
  application: HelocApplication;
  status: StatusObject;
}

/** A borrower at the very start: nothing filled in that the first move needs. */
export function freshRecords(): Records {
  return {
    profile: makeProfile({
      name: null,
      dob: null,
      hasSsn: false,
      addresses: [
        {
          uuid: 'addr-1',
          street1: '1 Oak St',
          city: 'Fresno',
          state: 'CA',
          zip: '93701',
          ownership: null,
        },
      ],
    }),
    application: makeApplication({
      state: null,
      selectedPropertyUuid: null,
      term: 0,
      amount: 0,
      consents: [],
      documents: [],
      coDeedStatus: 'PENDING',
    }),
    status: {},
  };
}

type Mutator = (r: Records) => void;

/** The local step machine's forward moves (docs/routing.md#forward-moves) in order, each with what makes it hold. */
export const PROGRESS: readonly [LocalStep, Mutator][] = [
  [
    'liens',
    (r) => {
      r.profile.name = { uuid: 'n-1', firstName: 'Alex', lastName: 'Rivera' };
      r.profile.dob = '1984-03-14';
      r.application.selectedPropertyUuid = 'addr-1';
      r.application.consents.push({ type: 'SOFT_CREDIT' });
    },
  ],
  ['product', (r) => void (r.status.liensComplete = true)],
  [
    'moreProfile',
    (r) => {
      r.application.term = 120;
      r.application.amount = 85000;
    },
  ],
  [
    'hmda',
    (r) => {
      r.profile.addresses[0]!.ownership = 'SOLE';
      r.profile.hasSsn = true;
      r.application.consents.push({ type: 'HARD_CREDIT' });
    },
  ],
  ['waitSummary', (r) => void (r.application.hasHmda = true)],
  ['appSummary', (r) => void (r.status.disclosurelistSummaryReady = true)],
  ['incomeReview', (r) => void (r.status.disclosurelistSummaryComplete = true)],
  ['ach', (r) => void (r.status.uwSubDecision = 'VERIFIED_INCOME_MATCHED_OFFER')],
  [
    'docVerify',
    (r) => {
      r.application.disburseAccount = { uuid: 'acct-1', routingNumber: '121000358', mask: '6789' };
      r.application.payType = 'MANUAL';
    },
  ],
  [
    'waitSign',
    (r) => void r.application.documents.push({ uuid: 'doc-1', type: 'DRIVERS_LICENSE_FRONT' }),
  ],
  ['sign', (r) => void (r.status.disclosurelistClosingReady = true)],
  ['codeed', (r) => void (r.status.disclosurelistClosingComplete = true)],
  ['waitNotary', (r) => void (r.application.coDeedStatus = 'COMPLETE')],
  ['notary', (r) => void (r.status.disclosurelistNotaryReady = true)],
  ['insurance', (r) => void (r.status.primaryParticipantAcceptComplete = true)],
  ['waitFund', (r) => void (r.application.insurance = { complete: true })],
];

/** Records that carry a borrower, by forward moves alone, exactly to `step`. */
export function recordsAt(step: LocalStep): Records {
  const records = freshRecords();
  if (step === 'profile') return records;
  for (const [reached, mutate] of PROGRESS) {
    mutate(records);
    if (reached === step) return records;
  }
  throw new Error(`${step} is not reached by forward moves`);
}

export function snapshotOf(
  records: Records,
  serverState: ServerState | null = null,
): RoutingSnapshot {
  return { serverState, ...records };
}

export const APP = `/account/heloc/${APPLICATION_UUID}`;
