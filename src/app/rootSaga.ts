import { all, call, spawn } from 'redux-saga/effects';
import { applicationSaga } from '../features/application/applicationSaga';
import { sessionSaga } from '../features/session/sessionSaga';

type Saga = () => Generator;

export interface RootSagaOptions {
  onFailure: (saga: string, error: unknown) => void;
  /** Every long-lived saga by name; tests pass their own. */
  sagas?: Record<string, Saga>;
}

/** Every long-lived saga, by name. One saga per behaviour. */
export const appSagas: Record<string, Saga> = { sessionSaga, applicationSaga };

/**
 * Starts each saga on its own, so one crashing does not take the others down: the failure is
 * dispatched (`app/sagaFailed`) and the saga starts again.
 */
export function* rootSaga({ onFailure, sagas = appSagas }: RootSagaOptions) {
  yield all(
    Object.entries(sagas).map(([name, saga]) =>
      spawn(function* keepAlive() {
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
