/**
 * Whether the page is in view (docs/requests.md#a-tab-left-open): the periodic reads pause while
 * it is hidden (another tab in front, the window minimised) and read at once when it shows again.
 * Only `hidden` counts as hidden: a page being prerendered, or a document that does not say, is
 * treated as shown.
 */
export const pageHidden = (): boolean =>
  typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** Calls `listener` whenever the page is hidden or shown; answers how to stop. */
export function onPageVisibility(listener: (hidden: boolean) => void): () => void {
  if (typeof document === 'undefined') return () => {};
  const changed = () => listener(pageHidden());
  document.addEventListener('visibilitychange', changed);
  return () => document.removeEventListener('visibilitychange', changed);
}
