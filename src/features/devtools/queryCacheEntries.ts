import { createSelector } from '@reduxjs/toolkit';
import { redact } from '../../lib/redact';
import type { AppDispatch, RootState } from '../../app/store';
import { queryDevtoolsToggled } from '../shell';

/**
 * Spec 1 section 2.5: "a global function toggles a query-devtools view". The function is
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

/** One cache entry as the view shows it: never the data, and the arguments redacted. */
export interface QueryCacheEntry {
  /** For React keys only: the cache key holds the raw arguments, so it is never shown. */
  cacheKey: string;
  endpointName: string;
  status: string;
  /** redact(originalArgs) as JSON, or null when the query takes no argument. */
  args: string | null;
  fulfilledAt: number | null;
}

function argsText(args: unknown): string | null {
  if (args === undefined) return null;
  try {
    return JSON.stringify(redact(args)) ?? null;
  } catch {
    return '[unserialisable]';
  }
}

export const selectQueryCacheEntries = createSelector(
  [(state: RootState) => state.api.queries],
  (queries): QueryCacheEntry[] =>
    Object.entries(queries).flatMap(([cacheKey, entry]) =>
      entry
        ? [
            {
              cacheKey,
              endpointName: entry.endpointName ?? 'unknown',
              status: entry.status,
              args: argsText(entry.originalArgs),
              fulfilledAt: entry.fulfilledTimeStamp ?? null,
            },
          ]
        : [],
    ),
);
