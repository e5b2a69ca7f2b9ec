import { call, put, select, takeLeading } from 'redux-saga/effects';
import { clearStoredSession } from '../../api/session';
import { sessionEnded } from '../../api/sessionEvents';
import { log } from '../../app/logger';
import {
  type AppLocation,
  fullPageNavigationRequested,
  navigationRequested,
  selectLocation,
} from '../navigation/navigationSlice';
import { loginDestination } from '../navigation/paths';

/** Spec 1 section 8: the session is cleared and the user sent to the right login, once. */
function* endSession(action: ReturnType<typeof sessionEnded>) {
  yield call(clearStoredSession);
  yield call(log, 'warn', 'session ended', action.payload);
  const location: AppLocation = yield select(selectLocation);
  const destination = loginDestination(location);
  if (destination.kind === 'app') {
    yield put(navigationRequested({ method: 'replace', to: destination.to }));
  } else {
    yield put(fullPageNavigationRequested({ href: destination.href }));
  }
}

export function* sessionSaga() {
  yield takeLeading(sessionEnded.type, endSession);
}
