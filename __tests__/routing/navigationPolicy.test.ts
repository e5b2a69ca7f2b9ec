/**
 * @jest-environment node
 *
 * The Change-link rule of the navigation policy: a page opened from the summary's Change link
 * (?change=app-summary) stays open while the routing's decision is still the summary.
 */
import type { ServerState } from '../../src/contract/serverStates';
import { decideRoute } from '../../src/features/routing/decideRoute';
import {
  isChangeFromSummary,
  isSummaryChange,
  navigationVerdict,
  type RoutingTrigger,
  SUMMARY_CHANGE_STEPS,
} from '../../src/features/routing/navigationPolicy';
import { APP, recordsAt, snapshotOf } from './records';

const decision = (serverState: ServerState) =>
  decideRoute(snapshotOf(recordsAt('appSummary'), serverState));
const at = (step: string) => `${APP}/${step}`;
const CHANGE = '?change=app-summary';

/** The policy's verdict on `step` at `search`, the routing deciding for `serverState`. */
const verdictOn = (
  step: string,
  search: string | undefined,
  {
    serverState = 'APP_SUBMISSION',
    trigger = 'open',
  }: { serverState?: ServerState; trigger?: RoutingTrigger } = {},
) =>
  navigationVerdict({
    pathname: at(step),
    search,
    decision: decision(serverState),
    trigger,
    status: {},
  });

test('the summary decides APP_SUBMISSION (the fixture the rule is tested against)', () => {
  expect(decision('APP_SUBMISSION')).toMatchObject({ step: 'start/app-summary' });
});

test.each([...SUMMARY_CHANGE_STEPS])(
  'opening %s from the summary stays there while the decision is the summary',
  (step) => {
    expect(verdictOn(step, CHANGE)).toEqual({
      navigate: false,
      reason: `${step} is open to change an answer of the summary`,
    });
  },
);

test('the summary editable steps are the rows with a Change link', () => {
  expect([...SUMMARY_CHANGE_STEPS].sort()).toEqual([
    'product/select',
    'start/contact',
    'start/hmda',
  ]);
});

test('without the change query the routing takes the borrower to the summary', () => {
  for (const search of [undefined, '', '?change=other', '?pop-webchat=1', '?changes=app-summary']) {
    expect(verdictOn('start/contact', search)).toEqual({ navigate: true, reason: 'open: routed' });
  }
});

test('other query values beside change do not matter', () => {
  expect(verdictOn('start/hmda', '?pop-webchat=1&change=app-summary').navigate).toBe(false);
});

test('a step the summary does not edit is routed, change query or not', () => {
  for (const step of ['liens', 'income/review', 'product/assets', 'start/profile']) {
    expect(verdictOn(step, CHANGE).navigate).toBe(true);
  }
});

test('once the decision is no longer the summary, the change query keeps nobody', () => {
  // After submitting, the application has moved on: the link is stale.
  expect(verdictOn('start/contact', CHANGE, { serverState: 'INCOME_VERIFICATION' })).toEqual({
    navigate: true,
    reason: 'open: routed',
  });
});

test.each(['submission', 'status-change'] as const)(
  'a %s from the changed page routes (back to the summary)',
  (trigger) => {
    expect(verdictOn('start/contact', CHANGE, { trigger })).toEqual({
      navigate: true,
      reason: `${trigger}: routed`,
    });
  },
);

test('isChangeFromSummary reads the query value exactly', () => {
  for (const search of ['?change=app-summary', 'change=app-summary']) {
    expect(isChangeFromSummary(search)).toBe(true);
  }
  for (const search of ['?change=APP-SUMMARY', '?change=', '', undefined]) {
    expect(isChangeFromSummary(search)).toBe(false);
  }
});

test('isSummaryChange needs all four: open, summary decision, editable step, change query', () => {
  const base = {
    step: 'start/hmda',
    search: CHANGE,
    decision: { step: 'start/app-summary' as const },
    trigger: 'open' as const,
  };
  expect(isSummaryChange(base)).toBe(true);
  expect(isSummaryChange({ ...base, trigger: 'submission' })).toBe(false);
  expect(isSummaryChange({ ...base, decision: { step: 'start/hmda' } })).toBe(false);
  expect(isSummaryChange({ ...base, decision: { step: null } })).toBe(false);
  expect(isSummaryChange({ ...base, step: 'start/app-summary' })).toBe(false);
  expect(isSummaryChange({ ...base, search: '' })).toBe(false);
});
