/**
 * The check every fixture and every sandbox answer goes through (support/conformance.ts): an
 * answer the app would read only by taking defaults or dropping entries does not conform.
 */
import { applicationSchema } from '../../src/contract/application';
import { statusResponseSchema } from '../../src/contract/status';
import { conforming, nonConformance } from '../support/conformance';
import { makeApplication, makeStatus } from '../support/fixtures';

test('the fixtures conform', () => {
  expect(nonConformance(applicationSchema, makeApplication())).toEqual([]);
  expect(nonConformance(statusResponseSchema, makeStatus())).toEqual([]);
});

test('a field of the wrong type, a missing field and a dropped entry are each named', () => {
  const answer = {
    ...makeApplication(),
    amount: '85000',
    incomeSources: [{ uuid: 'inc-1', employmentType: 'FULL_TIME' }, 7],
  } as Record<string, unknown>;
  delete answer.loanNumber;
  expect(nonConformance(applicationSchema, answer)).toEqual([
    'loanNumber: missing, read as ""',
    'amount: "85000" read as 0',
    'incomeSources: 1 of 2 entries dropped',
  ]);
});

test("an unlisted server state is the lender's to answer only where it is interpreted", () => {
  const status = { ...makeStatus(), state: 'HOLD_ON' };
  expect(nonConformance(statusResponseSchema, status)).toEqual(['state: "HOLD_ON" read as null']);
  expect(nonConformance(statusResponseSchema, status, { interpreted: ['state'] })).toEqual([]);
});

test('a fixture that drifts fails where it is built', () => {
  expect(() =>
    conforming(applicationSchema, { ...makeApplication(), term: null } as never),
  ).toThrow('term: null read as 0');
});
