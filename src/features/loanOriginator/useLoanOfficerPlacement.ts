import { useSyncExternalStore } from 'react';
import { loanOfficerPlacement, WIDE_LAYOUT_QUERY } from './placement';

/**
 * Whether the window is wide (the style sheet's 64rem breakpoint) right now: the media query when
 * the browser has matchMedia, else the window's width (jsdom, where tests set innerWidth and fire
 * "resize"). Read during the first render, so the card's place is right from the first paint.
 */
function isWide(): boolean {
  if (typeof window.matchMedia === 'function') return window.matchMedia(WIDE_LAYOUT_QUERY).matches;
  return loanOfficerPlacement(window.innerWidth) === 'aside';
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia === 'function') {
    const query = window.matchMedia(WIDE_LAYOUT_QUERY);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Where the loan officer card goes now: 'aside' from 1024 px wide, else 'bar'; follows resizes. */
export function useLoanOfficerPlacement(): 'aside' | 'bar' {
  const wide = useSyncExternalStore(subscribe, isWide, () => true);
  return wide ? 'aside' : 'bar';
}
