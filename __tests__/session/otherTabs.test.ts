import { endedElsewhere } from '../../src/features/session/otherTabs';
import { shellHasRendered } from '../../src/loading/lateParts';
import { APPLICATION_UUID, TEST_JWT } from '../support/fixtures';
import { useMockServer } from '../support/server';
import { advanceSagas, testStore } from '../support/testStore';

useMockServer();

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const APP = `/account/heloc/${APPLICATION_UUID}/product/select`;

describe('how a session ended in another tab, from the storage it changed', () => {
  test.each([
    [
      'the token removed, the application kept: the lender ended it',
      'jwt',
      'token',
      null,
      true,
      'ended',
    ],
    [
      'the token removed with the application: logout or Switch Accounts',
      'jwt',
      'token',
      null,
      false,
      'left',
    ],
    ['the whole storage cleared', null, null, null, false, 'left'],
    ['a token stored: a sign-in, not an end', 'jwt', null, 'token', true, null],
    ['another key removed', 'heloc_uuid', APPLICATION_UUID, null, false, null],
  ] as const)('%s', (_name, key, oldValue, newValue, applicationStored, expected) => {
    expect(endedElsewhere({ key, oldValue, newValue }, applicationStored)).toBe(expected);
  });
});

/** This tab, signed in on a step, with its late sagas running; what it keeps for itself. */
async function openTab() {
  localStorage.setItem('jwt', TEST_JWT);
  localStorage.setItem('heloc_uuid', APPLICATION_UUID);
  sessionStorage.setItem('session_replay_links', JSON.stringify([APPLICATION_UUID]));
  shellHasRendered();
  const { history } = testStore(APP);
  await advanceSagas(0);
  return history;
}

/**
 * Another tab changes the shared storage; the browser then tells this one, one `storage` event
 * per key, once the other tab's task is over (so every removal is done when the first arrives).
 */
function anotherTabRemoves(...keys: string[]) {
  const events = keys.map(
    (key) =>
      new StorageEvent('storage', { key, oldValue: localStorage.getItem(key), newValue: null }),
  );
  for (const key of keys) localStorage.removeItem(key);
  for (const event of events) window.dispatchEvent(event);
}

test('a sign-out in another tab takes this one to the sign-in page and clears what it kept', async () => {
  const history = await openTab();
  anotherTabRemoves('jwt', 'heloc_uuid');
  await advanceSagas(0);
  expect(history.pagesOpened).toEqual([`/auth/login?redirectUrl=${encodeURIComponent(APP)}`]);
  expect(sessionStorage.getItem('session_replay_links')).toBeNull();
});

test('a session the lender ended in another tab: this one signs in again, keeping what it kept', async () => {
  const history = await openTab();
  anotherTabRemoves('jwt');
  await advanceSagas(0);
  expect(history.pagesOpened).toEqual([`/auth/login?redirectUrl=${encodeURIComponent(APP)}`]);
  expect(sessionStorage.getItem('session_replay_links')).not.toBeNull();
});
