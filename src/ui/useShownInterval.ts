import { useEffect, useRef } from 'react';
import { onPageVisibility, pageHidden } from '../lib/pageVisibility';

/**
 * Calls `tick` every `ms` while the page is in view (docs/requests.md#a-tab-left-open): while it
 * is hidden, no tick; when it shows again, a tick at once and the rhythm from there. The latest
 * `tick` given is the one called, so it may read the latest props.
 */
export function useShownInterval(tick: () => void, ms: number): void {
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer = setInterval(() => latest.current(), ms);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    if (!pageHidden()) start();
    const stopWatching = onPageVisibility((hidden) => {
      const wasRunning = timer !== undefined;
      stop();
      if (hidden) return;
      // Shown again after a pause: the read is due now.
      if (!wasRunning) latest.current();
      start();
    });
    return () => {
      stopWatching();
      stop();
    };
  }, [ms]);
}
