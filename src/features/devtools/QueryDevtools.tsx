import { lazy, Suspense, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectQueryDevtoolsOpen } from '../shell';
import { DevLoginToolbarSlot } from './DevLoginToolbarSlot';
import { installQueryDevtoolsToggle } from './queryDevtoolsToggle';

/** The view, a developer's tool: its code comes once it is first opened. */
const QueryDevtoolsView = lazy(() =>
  import(/* webpackChunkName: "query-devtools" */ './QueryDevtoolsView').then((module) => ({
    default: module.QueryDevtoolsView,
  })),
);

export interface QueryDevtoolsProps {
  /** Defines window.toggleQueryDevtools() while mounted (on by default). */
  installToggle?: boolean;
}

/**
 * docs/supporting-areas.md#the-query-devtools-view: a global function toggles a query-devtools
 * view. Mounted once in the shell (with its extras), it defines window.toggleQueryDevtools() and
 * shows the view while the shell state says it is open (the view's code loads as it first
 * opens); a button and Escape close it. The shell's
 * other developer tool, the dev sign-in toolbar, is placed here too (DevLoginToolbarSlot:
 * nothing at all in a production build).
 */
export function QueryDevtools({ installToggle = true }: QueryDevtoolsProps) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectQueryDevtoolsOpen);

  useEffect(
    () => (installToggle ? installQueryDevtoolsToggle(dispatch) : undefined),
    [dispatch, installToggle],
  );

  const view = open ? (
    <Suspense fallback={null}>
      <QueryDevtoolsView />
    </Suspense>
  ) : null;
  // A production build stops here (a compile-time check: the rest, and the slot's module, are
  // left out of it, so the first screen carries not a byte of the dev sign-in toolbar).
  if (process.env.NODE_ENV === 'production') return view;
  return (
    <>
      {view}
      <DevLoginToolbarSlot />
    </>
  );
}
