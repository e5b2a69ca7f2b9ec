import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useState } from 'react';
import type * as zonedTime from './zonedTime';

/** zonedTime.ts, once loaded (a type only: the module itself comes by import()). */
export type ZonedTime = typeof zonedTime;

export const ZONED_TIME_FAILED = msg`We could not load the calendar. Check your connection and try again.`;

/**
 * Loads zonedTime.ts (moment-timezone with the product's zones) with import(), so it never joins
 * the first screen; `retry` loads it again after a failure (a chunk that failed to download).
 */
export function useZonedTime(): { zoned: ZonedTime | null; failed: boolean; retry: () => void } {
  const [loaded, setLoaded] = useState<{ zoned: ZonedTime | null; failed: boolean }>({
    zoned: null,
    failed: false,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    import(/* webpackChunkName: "zoned-time" */ './zonedTime').then(
      (zoned) => {
        if (live) setLoaded({ zoned, failed: false });
      },
      () => {
        if (live) setLoaded({ zoned: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setLoaded({ zoned: null, failed: false });
    setAttempt((previous) => previous + 1);
  }, []);
  return { ...loaded, retry };
}
