import { act } from 'react';
import { appStopped } from '../../src/app/appEvents';
import { makeStore } from '../../src/app/store';
import { createMemoryHistory } from '../../src/features/navigation';
import type { RootState } from '../../src/app/rootReducer';
import { TEST_JWT } from './fixtures';
import { whenTestEnds } from './runningStores';

/** A real store with side effects on a memory history at `path`; its sagas stop after the test. */
export function testStore(path = '/account/heloc/', preloaded: Partial<RootState> = {}) {
  const history = createMemoryHistory(path);
  const store = makeStore(
    { ...preloaded, navigation: { location: history.location, navigationType: 'POP' } },
    { history },
  );
  whenTestEnds(() => store.dispatch(appStopped()));
  return { store, history };
}

/** Registers a store built elsewhere so its sagas stop after the test too. */
export function trackStore<S extends ReturnType<typeof makeStore>>(store: S): S {
  whenTestEnds(() => store.dispatch(appStopped()));
  return store;
}

/**
 * A real store with side effects on a memory history at `path`, for a signed-in borrower (the
 * test token stored first, as after a sign-in); its sagas stop after the test.
 */
export function signedInStore(path: string) {
  localStorage.setItem('jwt', TEST_JWT);
  const history = createMemoryHistory(path);
  return trackStore(
    makeStore({ navigation: { location: history.location, navigationType: 'POP' } }, { history }),
  );
}

/**
 * Moves jest's fake clock on by `ms`, then lets the sagas and requests that woke up run to their
 * next wait (a few more turns of the fake clock at 0).
 */
export async function advanceSagas(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 10; i += 1) await jest.advanceTimersByTimeAsync(0);
  });
}
