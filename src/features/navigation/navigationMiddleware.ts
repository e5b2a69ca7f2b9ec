import type { Middleware } from '@reduxjs/toolkit';
import { noteNavigation } from '../../ui/navigationFocus';
import type { AppHistory } from './history';
import {
  fullPageNavigationRequested,
  historyGoRequested,
  locationChanged,
  navigationRequested,
  pageReloadRequested,
} from './navigationSlice';

/**
 * Carries navigation requests to the history and history moves back into the store. Left out of
 * a replay store, so a replayed log moves the screen only through its recorded locationChanged.
 */
export function createNavigationMiddleware(history: AppHistory): Middleware {
  return (store) => {
    history.listen((location, navigationType) => {
      // Before the next page renders: where the focus is now decides whether its heading may
      // take it (docs/accessibility.md#focus-on-a-new-page).
      noteNavigation();
      store.dispatch(locationChanged({ location, navigationType }));
    });
    return (next) => (action) => {
      const result = next(action);
      if (navigationRequested.match(action)) {
        const { method, to, state } = action.payload;
        history[method](to, state);
      } else if (historyGoRequested.match(action)) {
        history.go(action.payload);
      } else if (fullPageNavigationRequested.match(action)) {
        history.assign(action.payload.href);
      } else if (pageReloadRequested.match(action)) {
        history.reload();
      }
      return result;
    };
  };
}
