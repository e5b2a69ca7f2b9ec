/**
 * @jest-environment node
 *
 * A step the lender no longer has open (docs/routing.md#a-step-that-is-closed): the pages
 * within a step are open only while their step is the routing's decision; a page the routing
 * had sent the applicant to, and a step the lender answered is closed, move the applicant on
 * with the line that says why; the lender's answer is recognised by its code.
 */
import type { ServerState } from '../../src/contract/serverStates';
import { answeredFailure } from '../../src/api/errors';
import { isStepClosedError } from '../../src/lib/errorMessages';
import { decideRoute } from '../../src/features/routing/decideRoute';
import {
  navigationVerdict,
  type RoutingTrigger,
} from '../../src/features/routing/navigationPolicy';
import { ROUTED_STEPS } from '../../src/features/routing/routedSteps';
import { stepsOpeningPage } from '../../src/features/routing/stepPages';
import { stepScreenShown } from '../../src/features/routing/stepShown';
import { APP, recordsAt, snapshotOf } from './records';

const decision = (serverState: ServerState) =>
  decideRoute(snapshotOf(recordsAt('appSummary'), serverState));

const verdictOn = (
  step: string,
  serverState: ServerState,
  { trigger = 'open', routedHere }: { trigger?: RoutingTrigger; routedHere?: boolean } = {},
) =>
  navigationVerdict({
    pathname: `${APP}/${step}`,
    decision: decision(serverState),
    trigger,
    status: {},
    routedHere,
  });

test('the decisions the rules are tested against', () => {
  expect(decision('INCOME_VERIFICATION').step).toBe('income/review');
  expect(decision('DISBURSEMENT_ACCOUNT').step).toBe('bank/disburse');
});

test('a page within a step names routed steps only, and a routed step is no such page', () => {
  for (const page of [
    'income/upload/PAYSTUB',
    'bank/manual-disburse',
    'insurance/requirements',
    'signing/sign',
  ]) {
    const steps = stepsOpeningPage(page);
    expect(steps).not.toBeNull();
    expect(steps!.every((step) => ROUTED_STEPS.has(step))).toBe(true);
    expect(ROUTED_STEPS.has(page)).toBe(false);
  }
  expect(stepsOpeningPage('document/disclosures')).toBeNull();
  expect(stepsOpeningPage('conditions')).toBeNull();
});

test('the paystub upload is open while income/review is the step, closed once it is done', () => {
  expect(verdictOn('income/upload/PAYSTUB', 'INCOME_VERIFICATION')).toEqual({
    navigate: false,
    reason: 'income/upload/PAYSTUB is reached from within a step',
  });
  expect(verdictOn('income/upload/PAYSTUB', 'DISBURSEMENT_ACCOUNT')).toMatchObject({
    navigate: true,
    closed: true,
  });
});

test('pages of no step stay open whatever the step', () => {
  expect(verdictOn('document/disclosures', 'DISBURSEMENT_ACCOUNT')).toMatchObject({
    navigate: false,
  });
});

test("a routed page opened from its address goes quietly to the applicant's step", () => {
  const verdict = verdictOn('income/review', 'DISBURSEMENT_ACCOUNT');
  expect(verdict.navigate).toBe(true);
  expect(verdict.closed).toBeUndefined();
});

test('a routed page the routing had sent the applicant to, reloaded once closed, says so', () => {
  expect(verdictOn('income/review', 'DISBURSEMENT_ACCOUNT', { routedHere: true })).toMatchObject({
    navigate: true,
    closed: true,
  });
  // Still their step: they stay.
  expect(verdictOn('income/review', 'INCOME_VERIFICATION', { routedHere: true })).toMatchObject({
    navigate: false,
  });
});

test("the lender's closed-step answer moves the applicant on, saying why", () => {
  expect(
    verdictOn('income/upload/PAYSTUB', 'DISBURSEMENT_ACCOUNT', { trigger: 'step-closed' }),
  ).toMatchObject({ navigate: true, closed: true });
});

test("the closed-step answer is the lender's 409 WRONG_STEP, and no other", () => {
  const answer = (status: number, code: string) =>
    answeredFailure(status, '', {
      errors: [{ code, message: 'This step is not open for your application.' }],
    }).error;
  expect(isStepClosedError(answer(409, 'WRONG_STEP'))).toBe(true);
  expect(isStepClosedError(answer(409, 'EMAIL_TAKEN'))).toBe(false);
  expect(isStepClosedError(answer(400, 'WRONG_STEP'))).toBe(false);
  expect(isStepClosedError(answeredFailure(409, '', null).error)).toBe(false);
  expect(isStepClosedError(new Error('x'))).toBe(false);
});

test.each([...ROUTED_STEPS].filter((step) => step !== 'bank/disburse'))(
  'opening %s at another step goes to the routing decision, and it shows only once settled there',
  (step) => {
    expect(verdictOn(step, 'DISBURSEMENT_ACCOUNT')).toMatchObject({ navigate: true });
    expect(verdictOn(step, 'DISBURSEMENT_ACCOUNT').closed).toBeUndefined();
    const settledOn = (pathname: string) => ({ settledPathname: pathname, failure: null });
    expect(stepScreenShown(settledOn(`${APP}/bank/disburse`), `${APP}/${step}`)).toBe(false);
    expect(stepScreenShown(settledOn(`${APP}/${step}`), `${APP}/${step}`)).toBe(true);
  },
);
