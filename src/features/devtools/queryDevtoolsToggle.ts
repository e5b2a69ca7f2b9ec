import type { AppDispatch } from '../../app/store';
import { queryDevtoolsToggled } from '../shell';

/**
 * docs/supporting-areas.md#the-query-devtools-view: "a global function toggles a query-devtools view". The function is
 * window.toggleQueryDevtools(); the view lists the RTK Query cache without its data.
 */
declare global {
  interface Window {
    toggleQueryDevtools?: () => void;
  }
}

/** Defines window.toggleQueryDevtools(); the returned function removes it again. */
export function installQueryDevtoolsToggle(dispatch: AppDispatch): () => void {
  const toggle = () => {
    dispatch(queryDevtoolsToggled());
  };
  window.toggleQueryDevtools = toggle;
  return () => {
    // Only ours: a later install (another store) keeps its own.
    if (window.toggleQueryDevtools === toggle) delete window.toggleQueryDevtools;
  };
}
