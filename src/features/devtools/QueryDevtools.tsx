import { Suspense, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { QueryDevtoolsView } from '../../app/deferred';
import { selectQueryDevtoolsOpen } from '../shell';
import { installQueryDevtoolsToggle } from './queryCacheEntries';

export interface QueryDevtoolsProps {
  /** Defines window.toggleQueryDevtools() while mounted (on by default). */
  installToggle?: boolean;
}

/**
 * Spec 1 section 2.5: a global function toggles a query-devtools view. Mounted once in the shell,
 * it defines window.toggleQueryDevtools() and shows the view while the shell state says it is
 * open (the view itself loads with the shell extras); a button and Escape close it.
 */
export function QueryDevtools({ installToggle = true }: QueryDevtoolsProps) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectQueryDevtoolsOpen);

  useEffect(
    () => (installToggle ? installQueryDevtoolsToggle(dispatch) : undefined),
    [dispatch, installToggle],
  );

  return open ? (
    <Suspense fallback={null}>
      <QueryDevtoolsView />
    </Suspense>
  ) : null;
}
