import type { ServerState } from '../../src/contract/serverStates';
import { decideRoute } from '../../src/features/routing/decideRoute';
import { navigationVerdict } from '../../src/features/routing/navigationPolicy';
import {
  processingMessageIndex,
  PROCESSING_MODAL_TIMEOUT_MS,
} from '../../src/features/routing/ProcessingModal';
import {
  backoffDelay,
  CONDITIONS_POLL_MS,
  SETTLING_MAX_TRIES,
  settlingDelay,
  WAITING_MAX_TRIES,
  waitingDelay,
} from '../../src/features/routing/polling';
import { serverStateKind, stateAfterWaitingGaveUp } from '../../src/features/routing/serverStates';
import { APPLICATION_UUID } from '../support/fixtures';
import { APP, freshRecords, recordsAt, snapshotOf } from './records';

describe('decideRoute', () => {
  test('server state first', () => {
    const decision = decideRoute(snapshotOf(recordsAt('liens'), 'IDENTITY_VERIFICATION'));
    expect(decision).toMatchObject({
      path: `${APP}/identity`,
      step: 'identity',
      rule: 'server state IDENTITY_VERIFICATION',
      source: 'server',
      serverState: 'IDENTITY_VERIFICATION',
      localStep: 'liens',
      logged: false,
    });
    expect(decision.trail).toEqual([
      { kind: 'move', name: 'profile complete', from: 'profile', to: 'liens' },
    ]);
  });

  test('an additional signer goes to the signer area, whatever the server state', () => {
    const coDeeder = recordsAt('liens');
    coDeeder.profile = { ...coDeeder.profile!, type: 'CO_DEEDER' };
    const v1Signer = recordsAt('liens');
    v1Signer.application = {
      ...v1Signer.application!,
      additionalSignerVersion: 'v1',
      helocSigners: [{ identityUuid: v1Signer.profile!.uuid, name: null }],
    };
    for (const records of [coDeeder, v1Signer]) {
      const decision = decideRoute(snapshotOf(records, 'OFFER_SELECTION'));
      expect(decision).toMatchObject({
        path: '/account/heloc/heloc-signer/resume',
        step: null,
        source: 'signer',
        logged: false,
      });
      // Wherever they opened, even a page reached from within a step, they are moved.
      expect(
        navigationVerdict({
          pathname: `${APP}/signing/sign`,
          decision,
          trigger: 'open',
          status: null,
        }),
      ).toMatchObject({ navigate: true });
    }
  });

  test('an unmatched state falls back to the local step machine', () => {
    expect(decideRoute(snapshotOf(recordsAt('hmda'), null))).toMatchObject({
      path: `${APP}/start/hmda`,
      rule: 'local step hmda',
      source: 'local',
    });
  });

  test('a local decision with an event guard that threw is logged', () => {
    const records = recordsAt('incomeReview');
    records.status.manualPaystubUpload = true;
    (records.application as { incomeSources: unknown }).incomeSources = 'not a list';
    const decision = decideRoute(snapshotOf(records, null));
    expect(decision).toMatchObject({ step: 'income/review', source: 'local', logged: true });
    expect(decideRoute(snapshotOf(recordsAt('incomeReview'), null)).logged).toBe(false);
  });

  test('a state with no row says so in the rule', () => {
    expect(decideRoute(snapshotOf(recordsAt('hmda'), 'WAITING_FOR_SOMETHING_NEW')).rule).toBe(
      'unmatched server state WAITING_FOR_SOMETHING_NEW; local step hmda',
    );
  });

  test('a waiting state taken as it is has no row: the local machine decides', () => {
    expect(decideRoute(snapshotOf(recordsAt('liens'), 'WAITING_FOR_CREDIT'))).toMatchObject({
      path: `${APP}/liens`,
      source: 'local',
    });
  });

  test('complete and cancelled go to the root', () => {
    for (const state of ['COMPLETE', 'CANCELLED'] as const) {
      expect(decideRoute(snapshotOf(freshRecords(), state))).toMatchObject({
        path: '/account/heloc/',
        step: '',
      });
    }
  });

  test('a local step without a fallback row goes to the root and is logged', () => {
    const records = recordsAt('liens');
    records.status.condition = 'DOCUMENT_REQUIRED';
    expect(decideRoute(snapshotOf(records, null))).toMatchObject({
      path: '/account/heloc/',
      localStep: 'documents',
      logged: true,
    });
  });

  test.each([
    ['application', { application: null }],
    ['profile', { profile: null }],
  ])('a missing %s goes to /dashboard, logged', (what, missing) => {
    expect(decideRoute({ ...snapshotOf(freshRecords(), 'HMDA'), ...missing })).toMatchObject({
      path: '/dashboard',
      step: null,
      rule: `missing ${what}`,
      source: 'missing',
      logged: true,
    });
  });
});

describe('whether a decision moves the applicant', () => {
  const decision = (step: ServerState) => decideRoute(snapshotOf(recordsAt('liens'), step));
  const at = (step: string) => `${APP}/${step}`;

  test('not when already there', () => {
    expect(
      navigationVerdict({
        pathname: `${at('identity')}/`,
        decision: decision('IDENTITY_VERIFICATION'),
        trigger: 'open',
        status: {},
      }),
    ).toEqual({
      navigate: false,
      reason: 'already there',
    });
  });

  test("opening a routed page that is not the applicant's step", () => {
    expect(
      navigationVerdict({
        pathname: at('liens'),
        decision: decision('HMDA'),
        trigger: 'open',
        status: {},
      }).navigate,
    ).toBe(true);
  });

  test('opening a page reached from within a step', () => {
    expect(
      navigationVerdict({
        pathname: at('signing/sign'),
        decision: decision('NOTE_SIGNING'),
        trigger: 'open',
        status: {},
      }),
    ).toEqual({
      navigate: false,
      reason: 'signing/sign is reached from within a step',
    });
  });

  test.each(['submission', 'status-change'] as const)('a %s routes from any page', (trigger) => {
    expect(
      navigationVerdict({
        pathname: at('signing/sign'),
        decision: decision('DEED_SIGNING'),
        trigger,
        status: {},
      }).navigate,
    ).toBe(true);
  });

  test('DECLINE stays on the disclosures page, whatever started the run', () => {
    for (const trigger of ['open', 'submission', 'status-change'] as const) {
      expect(
        navigationVerdict({
          pathname: at('document/disclosures'),
          decision: decision('DECLINED'),
          trigger,
          status: { uwDecision: 'DECLINE' },
        }),
      ).toEqual({ navigate: false, reason: 'DECLINE is not routed from the disclosures page' });
    }
    expect(
      navigationVerdict({
        pathname: at('document/disclosures'),
        decision: decision('DECLINED'),
        trigger: 'submission',
        status: { uwDecision: 'APPROVED' },
      }).navigate,
    ).toBe(true);
  });
});

describe('server-state kinds and schedules', () => {
  test.each([
    ['WAITING_FOR_CREDIT', 'waiting'],
    ['WAITING_FOR_ANYTHING_AT_ALL', 'waiting'],
    ['NOTE_SIGNING_GENERATION', 'waiting'],
    ['OFFER_GENERATION', 'waiting'],
    ['DOCUMENT_GENERATION', 'waiting'],
    ['ASSETS_PREQUAL', 'terminal'],
    ['CANCELLED', 'terminal'],
    ['CREDIT_ERROR', 'terminal'],
    ['CREDIT_NO_MATCH', 'terminal'],
    ['CREDIT_NO_MATCH_SSN', 'terminal'],
    ['DECLINED', 'terminal'],
    ['HARD_CREDIT_LOCKED', 'terminal'],
    ['HARD_CREDIT_FROZEN', 'terminal'],
    ['SOFT_CREDIT_LOCKED', 'terminal'],
    ['SOFT_CREDIT_FROZEN', 'terminal'],
    ['MULTIPLE_PROPERTIES', 'terminal'],
    ['NO_PROPERTY_FOUND', 'terminal'],
    ['OFFER_SELECTION', 'settling'],
    [null, 'unmatched'],
  ] satisfies [ServerState | null, string][])('%p is %s', (state, kind) => {
    expect(serverStateKind(state)).toBe(kind);
  });

  test('after the waiting tries, NOTE_SIGNING_GENERATION stays and the rest become UNKNOWN', () => {
    expect(stateAfterWaitingGaveUp('NOTE_SIGNING_GENERATION')).toBe('NOTE_SIGNING_GENERATION');
    expect(stateAfterWaitingGaveUp('WAITING_FOR_CREDIT')).toBe('UNKNOWN');
    expect(stateAfterWaitingGaveUp('OFFER_GENERATION')).toBe('UNKNOWN');
  });

  test('the schedules, to the millisecond', () => {
    expect(WAITING_MAX_TRIES).toBe(14);
    expect(SETTLING_MAX_TRIES).toBe(7);
    expect([1, 2, 3, 4, 5, 13].map(waitingDelay)).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
    expect([1, 2, 3, 4, 5, 6].map(settlingDelay)).toEqual([500, 1000, 2000, 2500, 2500, 2500]);
    expect(backoffDelay(3, 100, 1000)).toBe(400);
    expect(CONDITIONS_POLL_MS).toBe(60000);
  });

  test('the processing modal shares its 30 s evenly among its messages', () => {
    expect(PROCESSING_MODAL_TIMEOUT_MS).toBe(30000);
    expect(
      [0, 7499, 7500, 14999, 15000, 22500, 29999, 45000].map((t) =>
        processingMessageIndex(t, 30000, 4),
      ),
    ).toEqual([0, 0, 1, 1, 2, 3, 3, 3]);
    expect(processingMessageIndex(10000, 30000, 1)).toBe(0);
  });
});

void APPLICATION_UUID;
