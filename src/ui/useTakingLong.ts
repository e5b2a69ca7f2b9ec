import { useEffect, useState } from 'react';

/**
 * How long a check or a call may run before the page says it is taking longer than usual (ms):
 * "a few seconds", after which a borrower starts to wonder whether anything is happening.
 */
export const TAKING_LONG_MS = 5000;

/**
 * Whether `active` (a check or call in flight) has been true for `afterMs` without a break.
 * Becomes false again as soon as it ends, so no screen waits in silence.
 */
export function useTakingLong(active: boolean, afterMs: number = TAKING_LONG_MS): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setLong(true), afterMs);
    return () => {
      clearTimeout(timer);
      setLong(false);
    };
  }, [active, afterMs]);
  return active && long;
}
