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
  SUMMARY_CHANGE_STEPS,
} from '../../src/features/routing/navigationPolicy';
import { APP, recordsAt, snapshotOf } from './records';

const decision = (serverState: ServerState) =>
  decideRoute(snapshotOf(recordsAt('appSummary'), serverState));
const at = (step: string) => `${APP}/${step}`;
const CHANGE = '?change=app-summary';

test('the summary decides APP_SUBMISSION (the fixture the rule is tested against)', () => {
  expect(decision('APP_SUBMISSION')).toMatchObject({ step: 'start/app-summary' });
});

test.each([...SUMMARY_CHANGE_STEPS])(
  'opening %s from the summary stays there while the decision is the summary',
  (step) => {
    expect(
      navigationVerdict({
        pathname: at(step),
        search: CHANGE,
        decision: decision('APP_SUBMISSION'),
        trigger: 'open',
        status: {},
      }),
    ).toEqual({ navigate: false, reason: `${step} is open to change an answer of the summary` });
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
    expect(
      navigationVerdict({
        pathname: at('start/contact'),
        search,
        decision: decision('APP_SUBMISSION'),
        trigger: 'open',
        status: {},
      }),
    ).toEqual({ navigate: true, reason: 'open: routed' });
  }
});

test('other query values beside change do not matter', () => {
  expect(
    navigationVerdict({
      pathname: at('start/hmda'),
      search: '?pop-webchat=1&change=app-summary',
      decision: decision('APP_SUBMISSION'),
      trigger: 'open',
      status: {},
    }).navigate,
  ).toBe(false);
});

test('a step the summary does not edit is routed, change query or not', () => {
  for (const step of ['liens', 'income/review', 'product/assets', 'start/profile']) {
    expect(
      navigationVerdict({
        pathname: at(step),
        search: CHANGE,
        decision: decision('APP_SUBMISSION'),
        trigger: 'open',
        status: {},
      }).navigate,
    ).toBe(true);
  }
});

test('once the decision is no longer the summary, the change query keeps nobody', () => {
  // After submitting, the application has moved on: the link is stale.
  expect(
    navigationVerdict({
      pathname: at('start/contact'),
      search: CHANGE,
      decision: decision('INCOME_VERIFICATION'),
      trigger: 'open',
      status: {},
    }),
  ).toEqual({ navigate: true, reason: 'open: routed' });
});

test.each(['submission', 'status-change'] as const)(
  'a %s from the changed page routes (back to the summary)',
  (trigger) => {
    expect(
      navigationVerdict({
        pathname: at('start/contact'),
        search: CHANGE,
        decision: decision('APP_SUBMISSION'),
        trigger,
        status: {},
      }),
    ).toEqual({ navigate: true, reason: `${trigger}: routed` });
  },
);

test('isChangeFromSummary reads the query value exactly', () => {
  expect(isChangeFromSummary('?change=app-summary')).toBe(true);
  expect(isChangeFromSummary('change=app-summary')).toBe(true);
  expect(isChangeFromSummary('?change=APP-SUMMARY')).toBe(false);
  expect(isChangeFromSummary('?change=')).toBe(false);
  expect(isChangeFromSummary('')).toBe(false);
  expect(isChangeFromSummary(undefined)).toBe(false);
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
