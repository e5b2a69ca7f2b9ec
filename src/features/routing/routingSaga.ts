import type { Task } from 'redux-saga';
import { all, call, cancel, fork, put, select, take, type SagaGenerator } from 'typed-redux-saga';
import { messageOfError } from '../../api/errors';
import { importWithRetry } from '../../loading/lazyWithRetry';
import { query, type QueryOutcome } from '../../api/sagaQuery';
import { hasSession } from '../../api/session';
import { sessionEnded } from '../../api/sessionEvents';
import { stepClosed } from '../../api/stepEvents';
import { log } from '../../lib/logger';
import { applicationApi } from '../application';
import {
  fullPageNavigationRequested,
  navigationRequested,
  selectLocation,
  selectNavigationType,
  DASHBOARD_PATH,
  keepOnlyPopWebchat,
  selectApplicationRoute,
} from '../navigation';
import { isAdditionalSigner, profileApi } from '../profile';
import { statusApi } from '../status';
import { applicationRouteChanged } from './applicationRoute';
import { ROOT } from './routedSteps';
import type { RoutingTrigger } from './navigationPolicy';
import type * as RouteDecision from './routeDecision';
import { isRoutedState, type RoutedState } from './routedState';
import {
  routingArrived,
  routingDecided,
  routingFailed,
  routingPhaseChanged,
  routingRequested,
  routingStopped,
  DECISION_LOAD_FAILED,
  selectLastDecision,
  stepClosedNoticed,
} from './routingSlice';
import { type AcceptedServerState, acceptServerState } from './statusPolling';

/** The detail under "We could not find your next step" when the rules could not be fetched. */
export { DECISION_LOAD_FAILED };

/**
 * The decision rules (the server state table's reading and the local step machine) are loaded
 * with the first routing run, alongside its records: a screen that routes nothing, such as the
 * registration's first, does not carry them (docs/performance.md#the-first-screen).
 */
async function loadRouteDecision(): Promise<typeof RouteDecision | Error> {
  try {
    const module = await importWithRetry(
      () => import(/* webpackChunkName: "route-decision" */ './routeDecision'),
      { resets: false },
    );
    return module;
  } catch {
    return new Error(DECISION_LOAD_FAILED);
  }
}

/**
 * One routing run for the page the applicant is on: read the records, accept a server state
 * (polling as docs/routing.md#waits says), decide (docs/routing.md), record why, and go there.
 */
export function* resolveStep(
  applicationUuid: string,
  trigger: RoutingTrigger,
): SagaGenerator<void> {
  const { pathname, search, key, state: entryState } = yield* select(selectLocation);
  yield* put(
    routingPhaseChanged({
      phase: 'resolving',
      applicationUuid,
      pathname,
      tries: 0,
      serverState: null,
    }),
  );

  const force = trigger !== 'open';
  const { profile, application, rules } = yield* all({
    profile: query(profileApi.endpoints.getProfile, undefined, force),
    application: query(applicationApi.endpoints.getApplication, applicationUuid, force),
    rules: call(loadRouteDecision),
  });
  const missing = (outcome: QueryOutcome<unknown>) => outcome.error?.status === 404;
  if ((profile.error && !missing(profile)) || (application.error && !missing(application))) {
    // The page shows the failed load and its retry; nothing to decide yet.
    yield* put(routingStopped());
    return;
  }

  // A missing application or profile decides at once (docs/routing.md#other-routing-rules): no
  // status to poll. Nor for an additional signer: the borrower's server state is not theirs to
  // follow.
  let accepted: AcceptedServerState = { serverState: null, status: {}, how: 'records missing' };
  if (profile.data && application.data && isAdditionalSigner(profile.data, application.data)) {
    accepted = { ...accepted, how: 'additional signer: status not read' };
  } else if (profile.data && application.data) {
    try {
      accepted = yield* call(acceptServerState, applicationUuid, pathname);
    } catch (error) {
      yield* put(routingFailed({ pathname, message: messageOfError(error) }));
      return;
    }
  }

  if (rules instanceof Error) {
    yield* put(routingFailed({ pathname, message: messageOfError(rules) }));
    return;
  }
  const decision = rules.decideRoute({
    serverState: accepted.serverState,
    status: accepted.status,
    application: application.data ?? null,
    profile: profile.data ?? null,
  });
  if (decision.logged) {
    yield* call(log, 'warn' as const, 'routing: case logged', {
      applicationUuid,
      rule: decision.rule,
      localStep: decision.localStep,
      serverState: decision.serverState,
      failedGuards: decision.trail
        .filter((entry) => entry.kind === 'guard failed')
        .map(({ name, error }) => ({ name, error })),
    });
  }
  const verdict = rules.navigationVerdict({
    pathname,
    search,
    decision,
    trigger,
    status: accepted.status,
    routedHere: isRoutedState(entryState),
  });
  yield* put(
    routingDecided({
      ...decision,
      // "server state MANUAL_DEED_SIGNING, settled on two reads": the rule, then how the state
      // was accepted (docs/tools.md#why-is-this-borrower-here).
      rule: `${decision.rule}, ${accepted.how}`,
      applicationUuid,
      trigger,
      fromPathname: pathname,
      navigated: verdict.navigate,
      reason: verdict.reason,
    }),
  );
  if (!verdict.navigate) return;

  if (decision.path === DASHBOARD_PATH) {
    yield* put(fullPageNavigationRequested({ href: DASHBOARD_PATH }));
    return;
  }
  const state: RoutedState = {
    routed: true,
    ...(decision.from !== undefined ? { from: decision.from } : {}),
    ...(decision.decision !== undefined ? { decision: decision.decision } : {}),
    ...(decision.step === ROOT ? { leaveForDashboard: true } : {}),
  };
  yield* put(
    navigationRequested({
      // Every move of the routing replaces the history entry it leaves (docs/routing.md#history):
      // a step the applicant has left is closed to them, so Back leaves the step for the page
      // before instead of bouncing back to it.
      method: 'replace',
      to: `${decision.path}${keepOnlyPopWebchat(search)}`,
      state,
    }),
  );
  // The navigation is synchronous: the store is now where the routing sent the applicant, and
  // that page is settled. Recorded here rather than from the route change, because a move that
  // keeps the application route (an upper-case uuid made lower-case) changes no route.
  const arrived = yield* select(selectLocation);
  // One line on the page it arrives at says why (docs/routing.md#a-step-that-is-closed).
  if (verdict.closed && arrived.key !== key) yield* put(stepClosedNoticed(arrived.pathname));
  if (
    arrived.key !== key &&
    isRoutedState(arrived.state) &&
    (yield* select(selectApplicationRoute))
  ) {
    yield* put(routingArrived(arrived.pathname));
  }
}

/** What the status endpoint's fulfilled matcher lets through. */
type StatusFulfilled = typeof statusApi.endpoints.getStatus.matchFulfilled extends (
  action: unknown,
) => action is infer A
  ? A
  : never;

/** The application route routing applies to: the location's, while there is a session. */
function* routedApplicationRoute() {
  return hasSession() ? yield* select(selectApplicationRoute) : null;
}

/**
 * Starts a routing run when an application route opens, after a submission, and when the status
 * changes; a newer run replaces a running one; leaving the application's routes stops it.
 */
export function* routingSaga(): SagaGenerator<void> {
  const task: { running: Task | null } = { running: null };
  const stop = function* (): SagaGenerator<void> {
    if (task.running?.isRunning()) {
      yield* cancel(task.running);
      yield* put(routingStopped());
    }
    task.running = null;
  };
  const start = function* (applicationUuid: string, trigger: RoutingTrigger): SagaGenerator<void> {
    yield* stop();
    task.running = yield* fork(resolveStep, applicationUuid, trigger);
  };

  // The page the app was loaded on.
  const first = yield* routedApplicationRoute();
  if (first) yield* start(first.applicationUuid, 'open');

  const getStatusFulfilled = statusApi.endpoints.getStatus.matchFulfilled;
  for (;;) {
    const action = yield* take<
      | ReturnType<typeof applicationRouteChanged>
      | ReturnType<typeof routingRequested>
      | ReturnType<typeof sessionEnded>
      | ReturnType<typeof stepClosed>
      | StatusFulfilled
    >([applicationRouteChanged, routingRequested, getStatusFulfilled, sessionEnded, stepClosed]);

    if (sessionEnded.match(action)) {
      yield* stop();
      continue;
    }

    const route = yield* routedApplicationRoute();
    if (!route) {
      yield* stop();
      continue;
    }

    if (applicationRouteChanged.match(action)) {
      const location = yield* select(selectLocation);
      if (isRoutedState(location.state) && (yield* select(selectNavigationType)) !== 'POP') {
        // Where the routing just sent the applicant: already decided, and the run that sent
        // them has recorded the arrival.
        continue;
      }
      yield* start(route.applicationUuid, 'open');
    } else if (stepClosed.match(action)) {
      // The lender refused a call because its step is closed: to the applicant's current step.
      yield* start(route.applicationUuid, 'step-closed');
    } else if (routingRequested.match(action)) {
      if (action.payload.applicationUuid === route.applicationUuid) {
        yield* start(route.applicationUuid, action.payload.trigger);
      }
    } else if (getStatusFulfilled(action) && !task.running?.isRunning()) {
      // A status read outside a routing run: route again if the server state moved on.
      const lastDecision = yield* select(selectLastDecision);
      const lastServerState =
        lastDecision?.applicationUuid === route.applicationUuid
          ? lastDecision.serverState
          : undefined;
      if (
        action.meta.arg.originalArgs === route.applicationUuid &&
        lastServerState !== undefined &&
        action.payload.state !== lastServerState
      ) {
        yield* start(route.applicationUuid, 'status-change');
      }
    }
  }
}
