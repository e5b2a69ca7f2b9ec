import type { ServerState } from '../../src/contract/serverStates';
import type { HelocApplication } from '../../src/features/application';
import {
  DESTINATIONS,
  FALLBACK_TABLE,
  fallbackDestination,
  SERVER_STATE_TABLE,
  serverDestination,
} from '../../src/features/routing/destinations';
import { ROOT, ROUTED_STEP_LIST, ROUTED_STEPS } from '../../src/features/routing/routedSteps';
import { applicationRouteFor } from '../../src/app/routes/manifest';
import {
  EVENTS,
  FORWARD_MOVES,
  INITIAL_LOCAL_STEP,
  LOCAL_STEPS,
  type LocalStep,
} from '../../src/features/routing/localStepMachine';
import { makeApplication } from '../support/fixtures';
import { SERVER_STATE_ROWS } from '../support/serverStateRows';

const app = (overrides: Partial<HelocApplication> = {}) => makeApplication(overrides);

describe('server state to destination', () => {
  test.each(SERVER_STATE_ROWS)('%s with %j %j goes to "%s"', (state, status, application, step) => {
    const destination = serverDestination(state, status, app(application));
    expect(destination?.step).toBe(step);
    expect(destination?.rule).toMatch(new RegExp(`^server state ${state}`));
  });

  test('every row of the table is exercised', () => {
    expect(new Set(SERVER_STATE_ROWS.map(([state]) => state))).toEqual(
      new Set(Object.keys(SERVER_STATE_TABLE)),
    );
  });

  test('offer selection carries the decision, and from=signing/intro for VERIFIED_OFFER', () => {
    expect(
      serverDestination(
        'OFFER_SELECTION',
        { uwDecision: 'APPROVED', uwSubDecision: 'VERIFIED_OFFER' },
        app(),
      ),
    ).toEqual({
      step: 'product/select',
      from: 'signing/intro',
      decision: 'APPROVED',
      rule: 'server state OFFER_SELECTION (from signing/intro, decision APPROVED)',
    });
    expect(
      serverDestination(
        'REVISED_OFFER_SELECTION',
        { uwDecision: 'SELECT', uwSubDecision: 'FINAL_OFFER' },
        app(),
      ),
    ).toEqual({
      step: 'product/select',
      decision: 'SELECT',
      rule: 'server state REVISED_OFFER_SELECTION (decision SELECT)',
    });
  });

  test('branches name themselves in the rule', () => {
    expect(
      serverDestination(
        'BPO_ORDER',
        { bpo: 'REQUIRED' },
        app(SERVER_STATE_ROWS.find(([s, st]) => s === 'BPO_ORDER' && st.bpo === 'REQUIRED')![2]),
      )?.rule,
    ).toBe('server state BPO_ORDER (Texas, BPO required)');
  });

  test.each([[null], ['WAITING_FOR_CREDIT']] satisfies [ServerState | null][])(
    '%p is unmatched',
    (state) => {
      expect(serverDestination(state, {}, app())).toBeNull();
    },
  );
});

/** The fallback table (docs/routing.md#the-fallback-table), one case per row and per branch. */
const FALLBACK_ROWS: [LocalStep, Partial<HelocApplication>, string][] = [
  ['profile', {}, 'start/profile'],
  ['ssnCredit', {}, 'credit/social'],
  ['errorCredit', {}, 'credit/error'],
  ['incorrectPin', {}, 'review-app/incorrect-pin'],
  ['noCredit', {}, 'review-app/no-credit'],
  ['noProperty', {}, 'review-app/property'],
  ['datatreeError', {}, 'review-app/datatree'],
  ['delinquency', {}, 'review-app/delinquency'],
  ['uwReview', {}, 'review-app/uw'],
  ['liens', {}, 'liens'],
  ['product', {}, 'product/select'],
  ['assetDepletion', {}, 'product/assets'],
  ['moreProfile', {}, 'start/contact'],
  ['hmda', {}, 'start/hmda'],
  ['waitSummary', {}, 'start/app-summary'],
  ['appSummary', {}, 'start/app-summary'],
  ['docVerify', {}, 'identity'],
  ['manualPaystubUpload', {}, 'income/upload/MANUAL_PAYSTUB'],
  ['incomeReview', {}, 'income/review'],
  ['emplVerify', {}, 'income/employer-verification'],
  ['waitMerchant', {}, 'merchant/review'],
  ['lienAttestation', {}, 'merchant/lien-attestation'],
  ['ach', { isCrypto: false }, 'bank/disburse'],
  ['ach', { isCrypto: true }, 'signing/intro'],
  ['autopay', {}, 'bank/autopay'],
  ['manualAutopay', {}, 'bank/autopay-manual'],
  ['waitSign', {}, 'signing/intro'],
  ['sign', {}, 'signing/intro'],
  ['codeed', {}, 'signing/additional'],
  ['waitNotary', { requestedManualNotaryTime: '2026-12-01T17:00:00Z' }, 'notary/reserve-manual'],
  ['waitNotary', {}, 'notary/intro'],
  ['notary', { requestedManualNotaryTime: '2026-12-01T17:00:00Z' }, 'notary/reserve-manual'],
  ['notary', {}, 'notary/intro'],
  ['insurance', {}, 'insurance/upload'],
  ['waitFund', {}, 'complete'],
  ['declined', {}, 'error/decline'],
  ['dtiDeclined', {}, 'error/income'],
  ['creditScoreDeclined', {}, 'error/credit'],
  ['bpo', {}, 'bpo/condition'],
  ['bpoProcessing', {}, 'bpo/hold'],
];

describe('fallback from the local machine', () => {
  test.each(FALLBACK_ROWS)('%s with %j goes to %s', (step, application, destination) => {
    const result = fallbackDestination(step, {}, app(application));
    expect(result).toMatchObject({ step: destination, unlisted: false });
    expect(result.rule).toMatch(new RegExp(`^local step ${step}`));
  });

  test('every row is exercised', () => {
    expect(new Set(FALLBACK_ROWS.map(([step]) => step))).toEqual(
      new Set(Object.keys(FALLBACK_TABLE)),
    );
  });

  test.each(LOCAL_STEPS.filter((step) => !(step in FALLBACK_TABLE)))(
    'anything else (%s) goes to the root and is to be logged',
    (step) => {
      expect(fallbackDestination(step, {}, app())).toEqual({
        step: '',
        rule: `local step ${step} (no row: root)`,
        unlisted: true,
      });
    },
  );
});

test('every destination any table can return is served by a route of the manifest', () => {
  const destinations = [...Object.values(SERVER_STATE_TABLE), ...Object.values(FALLBACK_TABLE)]
    .flatMap((row) => row.steps)
    .filter((step) => step !== '');
  expect(destinations.length).toBeGreaterThan(50);
  const withoutRoute = destinations.filter((step) => applicationRouteFor(step) === null);
  expect(withoutRoute).toEqual([]);
  // The three the docs name only as destinations have their own screens.
  for (const step of ['merchant/review', 'merchant/lien-attestation', 'bank/autopay-manual'])
    expect(applicationRouteFor(step)?.path).toBe(step);
});

test('every local step is reachable: the initial step or the target of a move or event', () => {
  const targets = new Set<LocalStep>([
    INITIAL_LOCAL_STEP,
    ...FORWARD_MOVES.map((move) => move.to),
    ...EVENTS.map((event) => event.to),
  ]);
  expect(LOCAL_STEPS.filter((step) => !targets.has(step))).toEqual([]);
});

test('the routed steps are every destination of both tables, and only those', () => {
  // A row naming a step the list lacks does not compile; this proves the other way round.
  expect([...ROUTED_STEP_LIST].sort()).toEqual(
    [...DESTINATIONS].filter((step) => step !== ROOT).sort(),
  );
  expect(ROUTED_STEPS.has('bpo/order-bpo')).toBe(true);
  expect(ROUTED_STEPS.has('notary/reserve-manual')).toBe(true);
  expect(ROUTED_STEPS.has('signing/intro')).toBe(true);
  expect(ROUTED_STEPS.has('bank/confirm')).toBe(false);
  expect(ROUTED_STEPS.has('signing/sign')).toBe(false);
  expect(ROUTED_STEPS.has('')).toBe(false);
});
