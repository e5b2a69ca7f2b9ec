import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { baseApi } from '../api/baseApi';
import type { AppHistory } from '../features/navigation/history';
import { createNavigationMiddleware } from '../features/navigation/navigationMiddleware';
import { type ActionLog, createActionRecorder } from '../lib/actionLog';
import { provideShellExtras } from '../loading/lateParts';
import { provideRouteManifest } from '../features/progress';
import { APPLICATION_ROUTES, SIGNER_ROUTES } from './routes/manifest';
import { sagaFailed } from './appEvents';
import { devToolsOptions } from './devtools';
import { rootReducer, type RootState } from './rootReducer';
import type { SagaTimers } from '../lib/sagaTimers';
import { rootSaga } from './rootSaga';

export interface StoreOptions {
  /**
   * Sagas, the RTK Query middleware, thunks and navigation. Off for a test's store that only
   * reduces what it is given.
   */
  sideEffects?: boolean;
  /** Where navigation goes; required with side effects. */
  history?: AppHistory;
  /** Serializability and immutability checks (on outside production unless turned off). */
  checks?: boolean;
  /** The sagas' timers (src/lib/sagaTimers.ts); real ones unless a test gives its own. */
  timers?: SagaTimers;
}

const checksOn = process.env.NODE_ENV !== 'production';

/** The shell's extras: one chunk, loaded once the shell has rendered (src/loading/lateParts.tsx). */
const loadShellExtras = () => import(/* webpackChunkName: "shell-extras" */ './shellExtras');

/**
 * What the app hands its lower layers before its screens render (docs/architecture.md#layers):
 * the shell's extras, and the route manifest the progress panel reads each route's step from.
 * Every store does it; so does the ?replay page, whose screens have a store of their own.
 */
export function provideAppParts(): void {
  provideShellExtras(loadShellExtras);
  provideRouteManifest({ application: APPLICATION_ROUTES, signer: SIGNER_ROUTES });
}

/**
 * The one store factory: the app and every test build their store here (a replay runs the root
 * reducer alone: src/app/replay/reduceLog.ts).
 */
export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  provideAppParts();
  const sideEffects = options.sideEffects ?? true;
  const checks = options.checks ?? checksOn;
  // The running app records its actions for support; a replay does not record itself.
  const recorder = sideEffects ? createActionRecorder() : null;
  if (sideEffects && !options.history) throw new Error('makeStore: side effects need a history');

  let dispatchFailure: (saga: string, error: unknown) => void = () => undefined;
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => dispatchFailure('root', error),
  });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => {
      const defaults = getDefaultMiddleware({
        thunk: sideEffects,
        serializableCheck: checks,
        immutableCheck: checks,
      });
      if (!recorder) return defaults;
      return defaults.concat(
        baseApi.middleware,
        createNavigationMiddleware(options.history!),
        sagaMiddleware,
        // Last, next to the reducers: it records what reaches them, as Redux DevTools does,
        // including what RTK Query's middleware hands on itself (its registration and the
        // subscriptions it syncs) and none of the requests it answers without the store.
        recorder.middleware,
      );
    },
    devTools: process.env.NODE_ENV !== 'production' ? devToolsOptions : false,
  });

  if (sideEffects) {
    dispatchFailure = (saga, error) =>
      store.dispatch(
        sagaFailed({ saga, message: error instanceof Error ? error.message : String(error) }),
      );
    sagaMiddleware.run(rootSaga, { onFailure: dispatchFailure, timers: options.timers });
  }
  return Object.assign(store, {
    /** The session's action log, redacted (support staff export it; `npm run replay` reads it). */
    exportActionLog: async (): Promise<ActionLog | null> =>
      recorder ? recorder.exportLog(store.getState) : null,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
