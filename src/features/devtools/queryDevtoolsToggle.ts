import type { AppDispatch } from '../../app/store';
import { queryDevtoolsToggled } from '../shell';

/**
 * docs/supporting-areas.md#the-query-devtools-view: "A global function,
 * window.toggleQueryDevtools(), defined once by the shell, opens and closes a view listing the
 * request cache (RTK Query) without its data".
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
