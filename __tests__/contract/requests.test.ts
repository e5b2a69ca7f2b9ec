/** @jest-environment node */
import { acceptDisclosuresBody, creditRetryBody, ssnBody } from '../../src/contract/requests';
import { parseBody } from '../../src/sandbox/bodies';
import { problemOf } from '../support/requestBodies';

describe('ssnBody (credit/social)', () => {
  test('9 digits as the SSA issues them', () => {
    expect(parseBody(ssnBody, { ssn: '287654321' })).toEqual({ ssn: '287654321' });
  });

  test.each<[unknown, string]>([
    [undefined, 'Enter your Social Security number'],
    ['   ', 'Enter your Social Security number'],
    [287654321, 'Enter your Social Security number'],
    ['28765432', 'Social Security number must be 9 digits'],
    ['287-65-4321', 'Social Security number must be 9 digits'],
    ['000654321', 'Enter a valid Social Security number'],
  ])('refuses %p, the number not in the message', (ssn, message) => {
    expect(problemOf(ssnBody, { ssn })).toEqual(['ssn', message]);
  });
});

test('creditRetryBody takes nothing but the call', () => {
  expect(parseBody(creditRetryBody, {})).toEqual({});
  expect(problemOf(creditRetryBody, { retry: true })).toEqual([
    'retry',
    'Unknown field retry; allowed: ',
  ]);
});

describe('acceptDisclosuresBody', () => {
  const LISTED = ['5d1c7f3a-0b4e-4c0a-8e2f-6a7b8c9d0e01', '5d1c7f3a-0b4e-4c0a-8e2f-6a7b8c9d0e02'];
  const accept = acceptDisclosuresBody(LISTED);

  test('the disclosures named, read in lower case', () => {
    expect(parseBody(accept, { documents: [LISTED[1]?.toUpperCase()] })).toEqual({
      documents: [LISTED[1]],
    });
  });

  test.each<[string, unknown, string, string]>([
    ['none', undefined, 'documents', 'Choose the documents you accept'],
    ['an empty list', [], 'documents', 'Choose the documents you accept'],
    ['not a list', LISTED[0], 'documents', 'Choose the documents you accept'],
    ['one not listed', [LISTED[0], 'nope'], 'documents.1', 'This is not one of your disclosures'],
    ['one not text', [5], 'documents.0', 'This is not one of your disclosures'],
  ])('refuses %s', (_name, documents, field, message) => {
    expect(problemOf(accept, { documents })).toEqual([field, message]);
  });
});
