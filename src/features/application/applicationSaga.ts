import { call, takeEvery } from 'redux-saga/effects';
import { rememberApplicationUuid } from '../../api/session';
import { applicationOpened } from './applicationSlice';

/** The application last opened is remembered (heloc_uuid) for pages that return from outside. */
function* remember(action: ReturnType<typeof applicationOpened>) {
  yield call(rememberApplicationUuid, action.payload);
}

export function* applicationSaga() {
  yield takeEvery(applicationOpened.type, remember);
}
