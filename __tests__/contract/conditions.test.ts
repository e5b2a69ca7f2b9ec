import { waitFor } from '@testing-library/react';
import { accountLast4, readConditions } from '../../src/contract/conditions';
import { applicationOpened } from '../../src/features/application';
import { conditionsApi } from '../../src/features/conditions/conditionsApi';
import { APPLICATION_UUID } from '../support/fixtures';
import { useMockServer } from '../support/server';
import { testStore } from '../support/testStore';
import {
  ACCOUNT_NUMBER,
  answerConditions,
  BANK_CONDITION,
  conditionOf,
} from '../conditions/support';

useMockServer();

describe('a bank account’s number: only its last 4 digits are kept', () => {
  test.each([
    [{ accountNumber: '000123456789' }, '6789'],
    [{ accountNumber: '0001-2345 6789' }, '6789'],
    [{ accountNumber: 123456789 }, '6789'],
    [{ accountMask: '4321' }, '4321'],
    [{ accountNumber: '123' }, undefined],
    [{ accountNumber: null }, undefined],
    [{}, undefined],
  ])('%j -> %s', (xtraData, expected) => {
    expect(accountLast4(xtraData)).toBe(expected);
  });

  test('the read condition holds the last 4 digits and no account number', () => {
    const [decoded] = readConditions([BANK_CONDITION]);
    expect(decoded?.xtraData).toEqual({ numDocsRequired: 1, accountLast4: '6789' });
    expect(JSON.stringify(decoded)).not.toContain(ACCOUNT_NUMBER);
  });

  test('the full number never enters the store (the conditions slice and the query cache)', async () => {
    answerConditions(() => [BANK_CONDITION]);
    const { store } = testStore(`/account/heloc/${APPLICATION_UUID}/conditions`);
    store.dispatch(applicationOpened(APPLICATION_UUID));
    await store.dispatch(
      conditionsApi.endpoints.getConditions.initiate(APPLICATION_UUID, { subscribe: false }),
    );
    await waitFor(() => expect(store.getState().conditions.items).toHaveLength(1));
    const state = JSON.stringify(store.getState());
    expect(state).toContain('6789');
    expect(state).not.toContain(ACCOUNT_NUMBER);
    expect(state).not.toContain('accountNumber');
  });
});

describe('the counts', () => {
  test('whole numbers are kept; anything else is read as absent', () => {
    const read = (xtraData: unknown) =>
      readConditions([conditionOf({ xtraData } as never)])[0]?.xtraData;
    expect(read({ numDocsRequired: 2, numDocsReceived: 1 })).toEqual({
      numDocsRequired: 2,
      numDocsReceived: 1,
    });
    expect(read({ numDocsRequired: 0, numDocsReceived: -1 })).toEqual({});
    expect(read({ numDocsRequired: 2.5, numDocsReceived: '1' })).toEqual({});
    expect(read(null)).toBeNull();
    expect(read('two')).toBeUndefined();
  });
});
