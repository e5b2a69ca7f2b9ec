import { createSelector } from '@reduxjs/toolkit';
import { redactArgumentForSupport } from '../../lib/supportRedaction';
import type { RootState } from '../../app/store';

// The view's list (it loads with the shell's extras); the global toggle that opens it is
// queryDevtoolsToggle.ts, in the first screen.

/** One cache entry as the view shows it: never the data, and the arguments redacted. */
export interface QueryCacheEntry {
  /** For React keys only: the cache key holds the raw arguments, so it is never shown. */
  cacheKey: string;
  endpointName: string;
  status: string;
  /** The arguments as support sees them (redactArgumentForSupport), as JSON; null for none. */
  args: string | null;
  fulfilledAt: number | null;
}

function argsText(args: unknown): string | null {
  if (args === undefined) return null;
  try {
    return JSON.stringify(redactArgumentForSupport(args)) ?? null;
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
