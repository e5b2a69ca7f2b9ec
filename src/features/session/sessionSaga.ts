import { call, fork, put, select, take, takeLeading } from 'redux-saga/effects';
import { clearOnLogout } from '../../api/browserStorage';
import { clearStoredSession } from '../../api/session';
import { sessionEnded } from '../../api/sessionEvents';
import { log } from '../../app/logger';
import {
  type AppLocation,
  fullPageNavigationRequested,
  navigationRequested,
  selectLocation,
} from '../navigation/navigationSlice';
import { LOGIN_PAGE_PATH, loginDestination } from '../navigation/paths';
import { selectOrgCode } from '../organisation/organisationSlice';
import { logoutRequested, switchAccountsRequested } from './sessionActions';
import { type RedirectAnswer, sessionApi } from './sessionApi';

/**
 * Spec 1 section 8: when the lender ends the session, the stored session is cleared and the user
 * sent to login once, however many requests fail together. Leaving for the sign-in page ends
 * the app; the signer login is inside it, so later failures are handled again from there.
 */
/** Only same-site paths are followed; anything else goes to the sign-in page. */
export function safeRedirect(url: string | undefined): string {
  return url && /^\/(?!\/)/.test(url) ? url : LOGIN_PAGE_PATH;
}

/**
 * Logout and Switch Accounts ask the identity broker where to go (the login and logout mutations
 * return the address), clear the stored session, and go there. A failed call still signs the
 * user out here: they asked to leave.
 */
function* leave(action: { type: string }): Generator<unknown, void, unknown> {
  const organizationCode = (yield select(selectOrgCode)) as string;
  const location = (yield select(selectLocation)) as AppLocation;
  const request =
    action.type === logoutRequested.type
      ? sessionApi.endpoints.logout.initiate({ organizationCode, mode: 'LOGOUT' })
      : sessionApi.endpoints.login.initiate({
          organizationCode,
          mode: 'SWITCH_ACCOUNT',
          redirectUrl: `${location.pathname}${location.search}`,
        });
  const result = (yield call(function* () {
    const pending = (yield put(request as never)) as unknown as Promise<{ data?: RedirectAnswer }>;
    return (yield call(() => pending)) as { data?: RedirectAnswer };
  })) as { data?: RedirectAnswer };
  yield call(clearOnLogout);
  yield put(fullPageNavigationRequested({ href: safeRedirect(result.data?.redirectUrl) }));
}

export function* sessionSaga() {
  yield takeLeading([logoutRequested.type, switchAccountsRequested.type], leave);
  yield fork(watchSessionEnded);
}

function* watchSessionEnded() {
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
