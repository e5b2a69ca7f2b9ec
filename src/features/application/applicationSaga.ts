import { call, put, select, take, takeEvery, fork } from 'redux-saga/effects';
import { rememberApplicationUuid } from '../../api/session';
import { type AppLocation, locationChanged, selectLocation } from '../navigation/navigationSlice';
import { applicationRouteOf } from '../routing/applicationRoute';
import { applicationOpened, selectCurrentApplicationUuid } from './applicationSlice';

/** The application last opened is remembered (heloc_uuid) for pages that return from outside. */
function* remember(action: ReturnType<typeof applicationOpened>) {
  yield call(rememberApplicationUuid, action.payload);
}

/** The application whose routes the location is on becomes the current one. */
function* followLocation(): Generator<unknown, void, unknown> {
  for (;;) {
    const location = (yield select(selectLocation)) as AppLocation;
    const route = applicationRouteOf(location.pathname);
    const current = (yield select(selectCurrentApplicationUuid)) as string | null;
    if (route && route.applicationUuid !== current) {
      yield put(applicationOpened(route.applicationUuid));
    }
    yield take(locationChanged.type);
  }
}

export function* applicationSaga() {
  yield takeEvery(applicationOpened.type, remember);
  yield fork(followLocation);
}
