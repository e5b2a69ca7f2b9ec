import { all, call, fork, race, take } from 'redux-saga/effects';
import { appStopped } from './appEvents';
import { applicationSaga } from '../features/application/applicationSaga';
import { conditionsPollSaga } from '../features/conditions/conditionsPollSaga';
import { routingSaga } from '../features/routing/routingSaga';
import { sessionSaga } from '../features/session/sessionSaga';

type Saga = () => Generator;

export interface RootSagaOptions {
  onFailure: (saga: string, error: unknown) => void;
  /** Every long-lived saga by name; tests pass their own. */
  sagas?: Record<string, Saga>;
}

/** Every long-lived saga, by name. One saga per behaviour. */
export const appSagas: Record<string, Saga> = {
  sessionSaga,
  applicationSaga,
  routingSaga,
  conditionsPollSaga,
};

/**
 * Starts each saga on its own, so one crashing does not take the others down: the failure is
 * dispatched (`app/sagaFailed`) and the saga starts again. `app/stopped` cancels them all.
 */
export function* rootSaga({ onFailure, sagas = appSagas }: RootSagaOptions) {
  yield race({ stopped: take(appStopped.type), sagas: call(runAll, sagas, onFailure) });
}

function* runAll(sagas: Record<string, Saga>, onFailure: RootSagaOptions['onFailure']) {
  yield all(
    Object.entries(sagas).map(([name, saga]) =>
      fork(function* keepAlive() {
        for (;;) {
          try {
            yield call(saga);
            return;
          } catch (error) {
            onFailure(name, error);
          }
        }
      }),
    ),
  );
}
