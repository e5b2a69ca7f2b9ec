import { type RefObject, useEffect } from 'react';

/**
 * docs/journey.md#reading-documents: the bottom counts as seen at 25 % visible. The bottom is
 * the document's last 25 % (BOTTOM_SHARE, at most one viewer high: disclosures.css), and it
 * counts as seen once 25 % of it is on screen (SEEN_RATIO).
 */
export const BOTTOM_SHARE = 0.25;
export const SEEN_RATIO = 0.25;
/** IntersectionObserver ratios are floating point: 0.2499... is 25 %. */
const RATIO_SLACK = 0.001;

/** Within this many pixels of the end, a scroll has reached it (sub-pixel rounding). */
const END_SLACK_PX = 2;

/** Whether a scrollable element is scrolled to its end (or has nothing to scroll). */
export function scrolledToEnd(element: {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}): boolean {
  return element.scrollTop + element.clientHeight >= element.scrollHeight - END_SLACK_PX;
}

/**
 * Calls `onSeen` once the end of the document in the scrollable `viewer` has been seen.
 *
 * With IntersectionObserver: `sentinel` is the bottom of the document (its last 25 %, capped at
 * the viewer's height so that a quarter of it can always show, however long the document), and
 * the end counts as seen once 25 % of it is on screen: the reader has scrolled to the last part
 * of the document. The observer watches the page's viewport, which the browser clips by the
 * viewer's scroll box: the bottom must show inside the viewer and the viewer on the page.
 * Without IntersectionObserver (old browsers): seen once the viewer is scrolled to the end, or
 * at once when there is nothing to scroll.
 */
export function useEndSeen(
  viewer: RefObject<HTMLElement | null>,
  sentinel: RefObject<HTMLElement | null>,
  onSeen: () => void,
  active = true,
): void {
  useEffect(() => {
    const root = viewer.current;
    const target = sentinel.current;
    if (!active || !root || !target) return;

    if (typeof IntersectionObserver === 'undefined') {
      const check = () => {
        if (scrolledToEnd(root)) onSeen();
      };
      check();
      root.addEventListener('scroll', check, { passive: true });
      return () => root.removeEventListener('scroll', check);
    }

    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some(
          (entry) => entry.isIntersecting && entry.intersectionRatio >= SEEN_RATIO - RATIO_SLACK,
        );
        if (seen) {
          observer.disconnect();
          onSeen();
        }
      },
      { threshold: SEEN_RATIO },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [viewer, sentinel, onSeen, active]);
}
