import { call, fork, put, select, take, takeEvery, type SagaGenerator } from 'typed-redux-saga';
import { rememberApplicationUuid } from '../../api/session';
import { applicationRouteChanged } from '../routing';
import { applicationOpened, selectCurrentApplicationUuid } from './applicationSlice';
import { type ApplicationRoute, selectApplicationRoute } from '../navigation';

/** The application last opened is remembered (heloc_uuid) for pages that return from outside. */
function* remember(action: ReturnType<typeof applicationOpened>): SagaGenerator<void> {
  yield* call(rememberApplicationUuid, action.payload);
}

/** The application whose route is open becomes the current one. */
function* open(route: ApplicationRoute | null): SagaGenerator<void> {
  if (!route) return;
  const current = yield* select(selectCurrentApplicationUuid);
  if (route.applicationUuid !== current) yield* put(applicationOpened(route.applicationUuid));
}

function* followApplicationRoute(): SagaGenerator<void> {
  // The page the app was loaded on.
  yield* open(yield* select(selectApplicationRoute));
  for (;;) {
    const { payload } = yield* take(applicationRouteChanged);
    yield* open(payload.current);
  }
}

export function* applicationSaga(): SagaGenerator<void> {
  yield* takeEvery(applicationOpened, remember);
  yield* fork(followApplicationRoute);
}
