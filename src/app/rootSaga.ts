import { call, fork, put, race, setContext, take, type SagaGenerator } from 'typed-redux-saga';
import { appStopped } from './appEvents';
import { lateSagas } from './lateSagas';
import { applicationSaga } from '../features/application/applicationSaga';
import { applicationRouteSaga } from '../features/routing/applicationRouteSaga';
import { routingSaga } from '../features/routing/routingSaga';
import { sessionSaga } from '../features/session/sessionSaga';
import { errorTracked } from '../features/telemetry';
import { realTimers, SAGA_TIMERS, type SagaTimers } from '../lib/sagaTimers';

type Saga = () => Generator;

export interface RootSagaOptions {
  onFailure: (saga: string, error: unknown) => void;
  /** Every long-lived saga by name; tests pass their own. */
  sagas?: Record<string, Saga>;
  /** What the sagas wait on (the real clock unless a test gives its own). */
  timers?: SagaTimers;
}

/** Every long-lived saga, by name. One saga per behaviour. */
export const appSagas: Record<string, Saga> = {
  sessionSaga,
  applicationRouteSaga,
  applicationSaga,
  routingSaga,
  lateSagas,
};

/**
 * Starts each saga on its own, so one crashing does not take the others down: the failure is
 * dispatched (`app/sagaFailed`) and the saga starts again. `app/stopped` cancels them all.
 */
export function* rootSaga({
  onFailure,
  sagas = appSagas,
  timers = realTimers,
}: RootSagaOptions): SagaGenerator<void> {
  yield* setContext({ [SAGA_TIMERS]: timers });
  yield* race({ stopped: take(appStopped), sagas: call(runAll, sagas, onFailure) });
}

/** Forks every saga, each kept alive; done when all are (they are attached to this task). */
function* runAll(
  sagas: Record<string, Saga>,
  onFailure: RootSagaOptions['onFailure'],
): SagaGenerator<void> {
  for (const [name, saga] of Object.entries(sagas)) {
    yield* fork(function* keepAlive() {
      for (;;) {
        try {
          yield* call(saga);
          return;
        } catch (error) {
          onFailure(name, error);
          // Tracked (docs/shell.md#errors-and-the-session), as the general error page's error is.
          const message = error instanceof Error ? error.message : String(error);
          yield* put(errorTracked({ source: `saga ${name}`, message }));
        }
      }
    });
  }
}
