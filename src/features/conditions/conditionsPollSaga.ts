import type { Task } from 'redux-saga';
import { eventChannel } from 'redux-saga';
import { cancel, fork, race, select, take, type SagaGenerator } from 'typed-redux-saga';
import { query } from '../../api/sagaQuery';
import { hasSession } from '../../api/session';
import { sessionEnded } from '../../api/sessionEvents';
import { waitWhileShown } from '../../lib/sagaTimers';
import { applicationRouteChanged, CONDITIONS_POLL_MS } from '../routing';
import { conditionsApi } from './conditionsApi';
import { type ApplicationRoute, selectApplicationRoute } from '../navigation';

/** Window focus as a saga channel; closed when the poll stops. */
function windowFocus() {
  return eventChannel<'focus'>((emit) => {
    const onFocus = () => emit('focus');
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  });
}

/**
 * docs/routing.md#waits: the application's conditions, now, every 60 s and on window focus; the
 * 60 s pause while the page is hidden and end when it shows again
 * (docs/requests.md#a-tab-left-open).
 */
export function* pollConditions(applicationUuid: string): SagaGenerator<void> {
  const focus = windowFocus();
  try {
    for (;;) {
      yield* query(conditionsApi.endpoints.getConditions, applicationUuid, true);
      yield* race({ tick: waitWhileShown(CONDITIONS_POLL_MS), focus: take(focus) });
    }
  } finally {
    focus.close();
  }
}

/** Runs the poll while an application's routes are open, for that application only. */
export function* conditionsPollSaga(): SagaGenerator<void> {
  let poll: { task: Task; applicationUuid: string } | null = null;
  const follow = function* (route: ApplicationRoute | null): SagaGenerator<void> {
    const applicationUuid = route && hasSession() ? route.applicationUuid : null;
    if (applicationUuid === (poll?.applicationUuid ?? null)) return;
    if (poll) yield* cancel(poll.task);
    poll = applicationUuid
      ? { task: yield* fork(pollConditions, applicationUuid), applicationUuid }
      : null;
  };

  // The page the app was loaded on.
  yield* follow(yield* select(selectApplicationRoute));
  for (;;) {
    const action = yield* take<
      ReturnType<typeof applicationRouteChanged> | ReturnType<typeof sessionEnded>
    >([applicationRouteChanged, sessionEnded]);
    yield* follow(applicationRouteChanged.match(action) ? action.payload.current : null);
  }
}
