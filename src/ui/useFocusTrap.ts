import { type RefObject, useEffect, useEffectEvent } from 'react';
import { focusHandedOver } from './navigationFocus';

/** Everything inside a box that takes the focus with Tab, in order. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Holds the keyboard inside a modal box while it is shown (docs/accessibility.md#keyboard):
 * focus moves to `initialFocus` (else `start`) when it opens, Tab and Shift+Tab cycle through the box's
 * controls (the page behind is out of reach), Escape asks to close, and when the box goes focus
 * returns to the element that had it when the box opened (its opener), if that is still there.
 * `start` is the element Shift+Tab from which wraps to the end (a focusable heading, say).
 */
export function useFocusTrap(
  box: RefObject<HTMLElement | null>,
  {
    onEscape,
    initialFocus,
    start,
  }: {
    onEscape: () => void;
    initialFocus: RefObject<HTMLElement | null>;
    start?: RefObject<HTMLElement | null>;
  },
) {
  const escape = useEffectEvent(() => onEscape());
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const shown = box.current;
    (initialFocus.current ?? start?.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escape();
        return;
      }
      if (event.key !== 'Tab' || !box.current) return;
      const stops = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (stops.length === 0) return;
      const first = stops[0]!;
      const last = stops[stops.length - 1]!;
      const active = document.activeElement;
      const inside = active instanceof Node && box.current.contains(active);
      if (event.shiftKey && (active === first || active === start?.current || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) {
        opener.focus();
        // A link in the box that navigated (the mobile menu's) hands the focus to the opener.
        if (shown) focusHandedOver(shown, opener);
      }
    };
    // Once per opening: the refs do not change while the box is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
