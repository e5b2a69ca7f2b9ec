import type { Task } from 'redux-saga';
import { all, call, cancel, fork, put, select, take } from 'redux-saga/effects';
import type { ApiError } from '../../api/errors';
import { messageOfError } from '../../api/errors';
import { hasSession } from '../../api/session';
import { sessionEnded } from '../../api/sessionEvents';
import { log } from '../../app/logger';
import { applicationApi } from '../application/applicationApi';
import type { HelocApplication } from '../application/types';
import {
  type AppLocation,
  fullPageNavigationRequested,
  locationChanged,
  navigationRequested,
  selectLocation,
} from '../navigation/navigationSlice';
import { DASHBOARD_PATH, keepOnlyPopWebchat } from '../navigation/paths';
import { profileApi } from '../profile/profileApi';
import type { Profile } from '../profile/types';
import { statusApi } from '../status/statusApi';
import { applicationRouteOf } from './applicationRoute';
import { decideRoute } from './decideRoute';
import { ROOT } from './destinations';
import { navigationVerdict, type RoutingTrigger } from './navigationPolicy';
import {
  routingArrived,
  routingDecided,
  routingFailed,
  routingPhaseChanged,
  routingRequested,
  routingStopped,
  type RecordedDecision,
  selectLastDecision,
} from './routingSlice';
import { query, type QueryOutcome } from '../../api/sagaQuery';
import { isRoutedState, type RoutedState } from './routedState';
import { type AcceptedServerState, acceptServerState } from './statusPolling';

/**
 * One routing run for the page the applicant is on: read the records, accept a server state
 * (polling as spec 1 section 4.2 says), decide (sections 4.3-4.5), record why, and go there.
 */
export function* resolveStep(
  applicationUuid: string,
  trigger: RoutingTrigger,
): Generator<unknown, void, unknown> {
  const location = (yield select(selectLocation)) as AppLocation;
  const { pathname, search } = location;
  yield put(
    routingPhaseChanged({
      phase: 'resolving',
      applicationUuid,
      pathname,
      tries: 0,
      serverState: null,
    }),
  );

  const force = trigger !== 'open';
  const [profile, application] = (yield all([
    call(query, profileApi.endpoints.getProfile, undefined, force),
    call(query, applicationApi.endpoints.getApplication, applicationUuid, force),
  ])) as [QueryOutcome<Profile>, QueryOutcome<HelocApplication>];
  const missing = (outcome: QueryOutcome<unknown>) =>
    (outcome.error as ApiError | undefined)?.status === 404;
  if ((profile.error && !missing(profile)) || (application.error && !missing(application))) {
    // The page shows the failed load and its retry; nothing to decide yet.
    yield put(routingStopped());
    return;
  }

  // A missing application or profile decides at once (spec 1 section 4.5): no status to poll.
  let accepted: AcceptedServerState = { serverState: null, status: {}, how: 'records missing' };
  if (profile.data && application.data) {
    try {
      accepted = (yield call(acceptServerState, applicationUuid, pathname)) as AcceptedServerState;
    } catch (error) {
      yield put(routingFailed({ pathname, message: messageOfError(error) }));
      return;
    }
  }

  const decision = decideRoute({
    serverState: accepted.serverState,
    status: accepted.status,
    application: application.data ?? null,
    profile: profile.data ?? null,
  });
  if (decision.logged) {
    yield call(log, 'warn', 'routing: case logged', {
      applicationUuid,
      rule: decision.rule,
      localStep: decision.localStep,
      serverState: decision.serverState,
    });
  }
  const verdict = navigationVerdict({ pathname, decision, trigger, status: accepted.status });
  yield put(
    routingDecided({
      ...decision,
      rule: `${decision.rule}; ${accepted.how}`,
      applicationUuid,
      trigger,
      fromPathname: pathname,
      navigated: verdict.navigate,
      reason: verdict.reason,
    }),
  );
  if (!verdict.navigate) return;

  if (decision.path === DASHBOARD_PATH) {
    yield put(fullPageNavigationRequested({ href: DASHBOARD_PATH }));
    return;
  }
  const state: RoutedState = {
    routed: true,
    ...(decision.from !== undefined ? { from: decision.from } : {}),
    ...(decision.decision !== undefined ? { decision: decision.decision } : {}),
    ...(decision.step === ROOT ? { leaveForDashboard: true } : {}),
  };
  yield put(
    navigationRequested({
      // Opening a page that is not the applicant's step replaces it; a move forward is history.
      method: trigger === 'open' ? 'replace' : 'push',
      to: `${decision.path}${keepOnlyPopWebchat(search)}`,
      state,
    }),
  );
}

/** The application route the store's location is on, if routing applies there. */
function* currentApplicationRoute(): Generator<
  unknown,
  { location: AppLocation; route: ReturnType<typeof applicationRouteOf> },
  unknown
> {
  const location = (yield select(selectLocation)) as AppLocation;
  return { location, route: hasSession() ? applicationRouteOf(location.pathname) : null };
}

/**
 * Starts a routing run when an application route opens, after a submission, and when the status
 * changes; a newer run replaces a running one; leaving the application's routes stops it.
 */
export function* routingSaga(): Generator<unknown, void, unknown> {
  const task: { running: Task | null } = { running: null };
  const stop = function* (): Generator<unknown, void, unknown> {
    if (task.running?.isRunning()) {
      yield cancel(task.running);
      yield put(routingStopped());
    }
    task.running = null;
  };
  const start = function* (
    applicationUuid: string,
    trigger: RoutingTrigger,
  ): Generator<unknown, void, unknown> {
    yield* stop();
    task.running = (yield fork(resolveStep, applicationUuid, trigger)) as Task;
  };

  // The page the app was loaded on.
  const first = (yield call(currentApplicationRoute)) as {
    route: ReturnType<typeof applicationRouteOf>;
  };
  if (first.route) yield* start(first.route.applicationUuid, 'open');

  for (;;) {
    const action = (yield take([
      locationChanged.type,
      routingRequested.type,
      statusApi.endpoints.getStatus.matchFulfilled as never,
      sessionEnded.type,
    ])) as { type: string; payload?: unknown };

    if (sessionEnded.match(action)) {
      yield* stop();
      continue;
    }

    const { location, route } = (yield call(currentApplicationRoute)) as {
      location: AppLocation;
      route: ReturnType<typeof applicationRouteOf>;
    };
    if (!route) {
      yield* stop();
      continue;
    }

    if (locationChanged.match(action)) {
      if (isRoutedState(location.state) && action.payload.navigationType !== 'POP') {
        // Where the routing just sent the applicant: already decided.
        yield* stop();
        yield put(routingArrived(location.pathname));
        continue;
      }
      yield* start(route.applicationUuid, 'open');
    } else if (routingRequested.match(action)) {
      if (action.payload.applicationUuid === route.applicationUuid) {
        yield* start(route.applicationUuid, action.payload.trigger);
      }
    } else if (!task.running?.isRunning()) {
      // A status read outside a routing run: route again if the server state moved on.
      const fulfilled = action as unknown as {
        payload: { state: string | null };
        meta: { arg: { originalArgs: string } };
      };
      const lastDecision = (yield select(selectLastDecision)) as RecordedDecision | null;
      const lastServerState =
        lastDecision?.applicationUuid === route.applicationUuid
          ? lastDecision.serverState
          : undefined;
      if (
        fulfilled.meta.arg.originalArgs === route.applicationUuid &&
        lastServerState !== undefined &&
        fulfilled.payload.state !== lastServerState
      ) {
        yield* start(route.applicationUuid, 'status-change');
      }
    }
  }
}
