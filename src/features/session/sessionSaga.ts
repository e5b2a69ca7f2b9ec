import { call, put, select, take } from 'redux-saga/effects';
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

/**
 * Spec 1 section 8: when the lender ends the session, the stored session is cleared and the user
 * sent to login once, however many requests fail together. Leaving for the sign-in page ends
 * the app; the signer login is inside it, so later failures are handled again from there.
 */
export function* sessionSaga() {
  for (;;) {
    const action: ReturnType<typeof sessionEnded> = yield take(sessionEnded.type);
    yield call(clearStoredSession);
    yield call(log, 'warn', 'session ended', action.payload);
    const location: AppLocation = yield select(selectLocation);
    const destination = loginDestination(location);
    if (destination.kind === 'page') {
      yield put(fullPageNavigationRequested({ href: destination.href }));
      return;
    }
    if (location.pathname !== destination.to) {
      yield put(navigationRequested({ method: 'replace', to: destination.to }));
    }
  }
}
