import { type ReactNode, useEffect, useMemo } from 'react';
import { createPath, type Navigator, Router } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { AppHistory } from './history';
import { hrefOf } from './history';
import {
  historyGoRequested,
  navigationRequested,
  selectLocation,
  selectNavigationType,
} from './navigationSlice';
import { BASE_PATH } from './paths';

/**
 * react-router rendering the location held in the store. Navigation goes through store actions;
 * when the store's location moves without the history (DevTools time travel, a replayed log),
 * the address bar is brought in line so what is shown and the URL agree.
 */
export function StoreRouter({ history, children }: { history?: AppHistory; children: ReactNode }) {
  const location = useAppSelector(selectLocation);
  const navigationType = useAppSelector(selectNavigationType);
  const dispatch = useAppDispatch();

  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      push: (to, state) => dispatch(navigationRequested({ method: 'push', to, state })),
      replace: (to, state) => dispatch(navigationRequested({ method: 'replace', to, state })),
      go: (delta) => dispatch(historyGoRequested(delta)),
    }),
    [dispatch],
  );

  useEffect(() => {
    if (history && hrefOf(history.location) !== hrefOf(location)) history.show(location);
  }, [history, location]);

  return (
    <Router
      basename={BASE_PATH}
      location={location}
      navigationType={navigationType as never}
      navigator={navigator}
    >
      {children}
    </Router>
  );
}
