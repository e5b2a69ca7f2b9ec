import type { Task } from 'redux-saga';
import { eventChannel } from 'redux-saga';
import { call, cancel, delay, fork, race, select, take } from 'redux-saga/effects';
import { query } from '../../api/sagaQuery';
import { hasSession } from '../../api/session';
import { sessionEnded } from '../../api/sessionEvents';
import { type AppLocation, locationChanged, selectLocation } from '../navigation/navigationSlice';
import { applicationRouteOf } from '../routing/applicationRoute';
import { CONDITIONS_POLL_MS } from '../routing/polling';
import { conditionsApi } from './conditionsApi';

/** Window focus as a saga channel; closed when the poll stops. */
function windowFocus() {
  return eventChannel<'focus'>((emit) => {
    const onFocus = () => emit('focus');
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  });
}

/** Spec 1 section 4.5: the application's conditions, now, every 60 s and on window focus. */
export function* pollConditions(applicationUuid: string): Generator<unknown, void, unknown> {
  const focus = windowFocus();
  try {
    for (;;) {
      yield call(query, conditionsApi.endpoints.getConditions, applicationUuid, true);
      yield race({ tick: delay(CONDITIONS_POLL_MS), focus: take(focus) });
    }
  } finally {
    focus.close();
  }
}

/** Runs the poll while an application's routes are open, for that application only. */
export function* conditionsPollSaga(): Generator<unknown, void, unknown> {
  const poll: { task: Task | null; applicationUuid: string | null } = {
    task: null,
    applicationUuid: null,
  };
  for (let action: { type: string } | null = null; ;) {
    const location = (yield select(selectLocation)) as AppLocation;
    const route =
      action?.type === sessionEnded.type || !hasSession()
        ? null
        : applicationRouteOf(location.pathname);
    if (route?.applicationUuid !== poll.applicationUuid) {
      if (poll.task) yield cancel(poll.task);
      poll.task = route ? ((yield fork(pollConditions, route.applicationUuid)) as Task) : null;
      poll.applicationUuid = route?.applicationUuid ?? null;
    }
    action = (yield take([locationChanged.type, sessionEnded.type])) as { type: string };
  }
}
