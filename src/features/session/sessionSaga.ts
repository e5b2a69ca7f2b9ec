import { call, fork, put, select, take, takeLeading, type SagaGenerator } from 'typed-redux-saga';
import {
  clearOnLogout,
  readStored,
  storedItem,
  TELEMETRY_TRACKER_STORAGE_KEY,
} from '../../lib/browserStorage';
import { mutate } from '../../api/sagaQuery';
import { clearStoredSession, hasSession } from '../../api/session';
import { sessionEnded } from '../../api/sessionEvents';
import { log } from '../../lib/logger';
import {
  fullPageNavigationRequested,
  navigationRequested,
  selectLocation,
  LOGIN_PAGE_PATH,
  loginDestination,
} from '../navigation';
import { selectOrgCode } from '../organisation';
import { logoutRequested, switchAccountsRequested } from './sessionActions';
import { sessionApi } from './sessionApi';

/** Only same-site paths are followed; anything else goes to the sign-in page. */
export function safeRedirect(url: string | undefined): string {
  return url && /^\/(?!\/)/.test(url) ? url : LOGIN_PAGE_PATH;
}

/**
 * Logout and Switch Accounts ask the identity broker where to go (the login and logout mutations
 * return the address), clear the stored session, and go there. A failed call still signs the
 * user out here: they asked to leave.
 */
function* leave(
  action: ReturnType<typeof logoutRequested> | ReturnType<typeof switchAccountsRequested>,
): SagaGenerator<void> {
  const organizationCode = yield* select(selectOrgCode);
  const location = yield* select(selectLocation);
  const answer = logoutRequested.match(action)
    ? yield* mutate(sessionApi.endpoints.logout, { organizationCode, mode: 'LOGOUT' })
    : yield* mutate(sessionApi.endpoints.login, {
        organizationCode,
        mode: 'SWITCH_ACCOUNT',
        redirectUrl: `${location.pathname}${location.search}`,
        // This browser's telemetry tracker goes with the next sign-in
        // (docs/shell.md#errors-and-the-session).
        telemetryTrackingId: readStored(storedItem(TELEMETRY_TRACKER_STORAGE_KEY)),
      });
  yield* call(clearOnLogout);
  yield* put(fullPageNavigationRequested({ href: safeRedirect(answer.data?.redirectUrl) }));
}

/** Logout, Switch Accounts, and the end of a session the lender decides. */
export function* sessionSaga(): SagaGenerator<void> {
  yield* takeLeading([logoutRequested, switchAccountsRequested], leave);
  yield* fork(watchSessionEnded);
}

/**
 * docs/shell.md#errors-and-the-session: when the lender ends the session, the stored session is
 * cleared and the user sent to login once, however many requests fail together. Leaving for the
 * sign-in page ends the app; the signer login is inside it, so later failures are handled again
 * from there. Reading chosen for "401 anywhere": it ends a stored session. A visitor has none to
 * end (on /register, say), so a 401 there is only that call's failure, which its screen reports.
 */
function* watchSessionEnded(): SagaGenerator<void> {
  for (;;) {
    const action = yield* take(sessionEnded);
    if (!(yield* call(hasSession))) continue;
    yield* call(clearStoredSession);
    yield* call(log, 'warn' as const, 'session ended', action.payload);
    if (yield* call(toSignIn)) return;
  }
}

/**
 * To the sign-in for this page: the lender's sign-in page (leaving the app, true), or the
 * signer's login inside it (false).
 */
export function* toSignIn(): SagaGenerator<boolean> {
  const location = yield* select(selectLocation);
  const destination = loginDestination(location);
  if (destination.kind === 'page') {
    yield* put(fullPageNavigationRequested({ href: destination.href }));
    return true;
  }
  if (location.pathname !== destination.to) {
    yield* put(navigationRequested({ method: 'replace', to: destination.to }));
  }
  return false;
}
