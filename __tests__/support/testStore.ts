import { act } from 'react';
import { appStopped } from '../../src/app/appEvents';
import { makeStore } from '../../src/app/store';
import { createMemoryHistory } from '../../src/features/navigation/history';
import type { RootState } from '../../src/app/rootReducer';

const running: ReturnType<typeof makeStore>[] = [];

/** A real store with side effects on a memory history at `path`; its sagas stop after the test. */
export function testStore(path = '/account/heloc/', preloaded: Partial<RootState> = {}) {
  const history = createMemoryHistory(path);
  const store = makeStore(
    { ...preloaded, navigation: { location: history.location, navigationType: 'POP' } },
    { history },
  );
  running.push(store);
  return { store, history };
}

/** Registers a store built elsewhere so its sagas stop after the test too. */
export function trackStore<S extends ReturnType<typeof makeStore>>(store: S): S {
  running.push(store);
  return store;
}

export function stopStores() {
  if (running.length === 0) return;
  // Stopping may still re-render a mounted screen, so it happens inside act().
  act(() => {
    while (running.length) running.pop()!.dispatch(appStopped());
  });
}
