import { all, call, spawn } from 'redux-saga/effects';
import { applicationSaga } from '../features/application/applicationSaga';
import { sessionSaga } from '../features/session/sessionSaga';

export interface RootSagaOptions {
  onFailure: (saga: string, error: unknown) => void;
}

/** Every long-lived saga, by name. One saga per behaviour. */
const sagas = { sessionSaga, applicationSaga } as const;

/**
 * Starts each saga on its own, so one crashing does not take the others down: the failure is
 * dispatched (`app/sagaFailed`) and the saga starts again.
 */
export function* rootSaga(options: RootSagaOptions) {
  yield all(
    Object.entries(sagas).map(([name, saga]) =>
      spawn(function* keepAlive() {
        for (;;) {
          try {
            yield call(saga);
            return;
          } catch (error) {
            options.onFailure(name, error);
          }
        }
      }),
    ),
  );
}
