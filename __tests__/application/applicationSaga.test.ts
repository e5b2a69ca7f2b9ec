import { act } from '@testing-library/react';
import { push } from '../../src/features/navigation';
import { APPLICATION_UUID, TEST_JWT } from '../support/fixtures';
import { useMockServer } from '../support/server';
import { testStore } from '../support/testStore';

useMockServer();

const OTHER_UUID = '0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b';

beforeEach(() => localStorage.setItem('jwt', TEST_JWT));

/** The current application, and the one remembered for pages that return from outside. */
function current(store: ReturnType<typeof testStore>['store']) {
  return {
    currentUuid: store.getState().application.currentUuid,
    remembered: localStorage.getItem('heloc_uuid'),
  };
}

test('the application the app was loaded on is the current one, and remembered', () => {
  const { store } = testStore(`/account/heloc/${APPLICATION_UUID}/liens`);
  expect(current(store)).toEqual({ currentUuid: APPLICATION_UUID, remembered: APPLICATION_UUID });
});

test('opening another application makes it current; pages outside keep the last one', async () => {
  const { store } = testStore(`/account/heloc/${APPLICATION_UUID}/liens`);
  await act(async () => void store.dispatch(push(`/account/heloc/${APPLICATION_UUID}/identity`)));
  expect(current(store)).toEqual({ currentUuid: APPLICATION_UUID, remembered: APPLICATION_UUID });
  await act(async () => void store.dispatch(push(`/account/heloc/${OTHER_UUID}/liens`)));
  expect(current(store)).toEqual({ currentUuid: OTHER_UUID, remembered: OTHER_UUID });
  await act(async () => void store.dispatch(push('/account/heloc/register')));
  expect(current(store)).toEqual({ currentUuid: OTHER_UUID, remembered: OTHER_UUID });
});

test('outside an application route no application is opened', () => {
  const { store } = testStore('/account/heloc/register');
  expect(current(store)).toEqual({ currentUuid: null, remembered: null });
});
