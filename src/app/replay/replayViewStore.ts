import { configureStore, createAction, type Middleware, Tuple } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import type { RootState } from '../rootReducer';
import { type AppStore, provideAppParts } from '../store';

/** The ?replay page moves the shown screen to one of the replayed states. */
export const replayStateShown = createAction<RootState>('replay/stateShown');

/** What RTK Query's hooks ask the API middleware for first: here, nothing is subscribed. */
const NO_SUBSCRIPTIONS = {
  getSubscriptions: () => new Map(),
  getSubscriptionCount: () => 0,
  isRequestSubscribed: () => false,
};

/**
 * What a screen gets back for a thunk it dispatches (a query or mutation of RTK Query, the
 * app's own): a request that never starts and never settles, with the methods callers use.
 */
function requestNotSent() {
  const never = new Promise<never>(() => undefined);
  const request = Object.assign(never, {
    arg: undefined,
    requestId: '',
    queryCacheKey: '',
    unwrap: () => never,
    unsubscribe: () => undefined,
    updateSubscriptionOptions: () => undefined,
    abort: () => undefined,
    reset: () => undefined,
    refetch: () => request,
  });
  return request;
}

/**
 * Only the replay moves this store. Whatever the shown screens dispatch (queries, mutations,
 * navigation, telemetry events) goes nowhere: no request is sent and the state stays the log's.
 */
const onlyTheReplay: Middleware = () => (next) => (action) => {
  if (replayStateShown.match(action)) return next(action);
  if (baseApi.internalActions.internal_getRTKQSubscriptions.match(action)) return NO_SUBSCRIPTIONS;
  if (typeof action === 'function') return requestNotSent();
  return action;
};

/**
 * The store the ?replay page renders the app with. Not a store of the app (src/app/store.ts
 * builds those, and the replay's own states come from one): it holds one state at a time, the
 * one the developer stepped to, and runs nothing.
 */
export function makeReplayViewStore(first: RootState): AppStore {
  provideAppParts();
  const store = configureStore({
    reducer: (state: RootState = first, action) =>
      replayStateShown.match(action) ? action.payload : state,
    middleware: () => new Tuple(onlyTheReplay),
    devTools: false,
  });
  // The screens' store type: the app's (its log export has nothing to export here).
  return Object.assign(store, { exportActionLog: () => null }) as unknown as AppStore;
}
