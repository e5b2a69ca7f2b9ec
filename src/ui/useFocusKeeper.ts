import { useEffect } from 'react';
import { focusHandedOver } from './navigationFocus';

/** What may hold the focus: a control, or an element given a tabindex (a heading, a region). */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/**
 * Whether the element is on the page and rendered (a subtree hidden while the next page loads is
 * not). Where the browser cannot tell (no checkVisibility: no layout), being on the page counts.
 */
const shown = (element: Element) =>
  element.isConnected &&
  (typeof element.checkVisibility !== 'function' || element.checkVisibility());

/**
 * Focus is never dropped to the page's body (docs/accessibility.md#keyboard). When the element
 * that had the focus leaves the page or is hidden (a button replaced by what it did, a page
 * hidden while the next one loads) and nothing else has taken the focus, it goes to the nearest
 * element around the one that left that is still shown and can hold it, else to `fallbackId`
 * (the main content). A screen that knows better (its new heading, the outcome of the action)
 * moves the focus there itself, afterwards.
 */
export function useFocusKeeper(fallbackId: string) {
  useEffect(() => {
    let focused: Element | null = null;
    let around: Element[] = [];
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Element)) return;
      focused = event.target;
      around = [];
      for (let up = focused.parentElement; up && up !== document.body; up = up.parentElement) {
        around.push(up);
      }
    };
    const observer = new MutationObserver(() => {
      if (!focused || shown(focused)) return;
      // The browser moves the focus off a hidden element only when it next renders: until then
      // it is still "on" the hidden one.
      const active = document.activeElement;
      if (active && active !== document.body && active !== focused) return;
      const target =
        around.find((element) => shown(element) && element.matches(FOCUSABLE)) ??
        document.getElementById(fallbackId);
      focused = null;
      if (target instanceof HTMLElement) {
        target.focus({ preventScroll: true });
        // A dropped focus is no one's choice: a heading that appears may take it from here.
        focusHandedOver(null, target);
      }
    });
    document.addEventListener('focusin', onFocusIn);
    // Hiding shows as a change of an attribute (React hides a suspended page with `style`).
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'hidden', 'class'],
    });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, [fallbackId]);
}
