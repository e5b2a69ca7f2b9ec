import { put, select, take } from 'typed-redux-saga';
import { locationChanged, sameApplicationRoute, selectApplicationRoute } from '../navigation';
import { applicationRouteChanged } from './applicationRoute';

/**
 * Watches the location and says when the application route changes (`applicationRouteChanged`),
 * so it is derived once for every saga. It starts from the route the app was loaded on, which
 * the other sagas read for themselves when they start.
 */
export function* applicationRouteSaga() {
  let previous = yield* select(selectApplicationRoute);
  for (;;) {
    yield* take(locationChanged);
    const current = yield* select(selectApplicationRoute);
    if (!sameApplicationRoute(previous, current)) {
      yield* put(applicationRouteChanged({ previous, current }));
    }
    previous = current;
  }
}
