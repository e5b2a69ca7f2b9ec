import {
  cloneElement,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import './tooltip.css';

/**
 * docs/shell.md#timings-and-limits: a tooltip shows after the pointer rests 200 ms on its trigger.
 */
export const TOOLTIP_HOVER_DELAY_MS = 200;

interface TriggerProps {
  'aria-describedby'?: string;
}

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The trigger: one element that can take focus (a button or a link). */
  children: ReactElement<TriggerProps>;
  /**
   * Controlled mode: when given, the tooltip shows exactly when this is true, whatever the
   * pointer and focus do (e.g. "Wallet Address Copied!" for a fixed time, see useTimedOpen).
   */
  open?: boolean;
  /** Told false when Escape dismisses a controlled tooltip. */
  onOpenChange?: (open: boolean) => void;
  placement?: 'top' | 'bottom';
  /**
   * Where the tooltip sits along its trigger: centred on it, or ending at its end edge (for a
   * trigger near the right edge of the page, such as the top bar's menus, so the tooltip never
   * runs off the screen). The arrow points at the trigger's centre either way.
   */
  align?: 'center' | 'end';
  /**
   * While true the tooltip never shows, and turning it on hides a tooltip that shows: e.g. while
   * the menu its trigger opens is open. Afterwards it shows again on the next hover or focus.
   */
  disabled?: boolean;
}

/**
 * A tooltip for its trigger: it shows TOOLTIP_HOVER_DELAY_MS after the pointer rests on the
 * trigger and at once when the trigger takes keyboard focus; it hides when the pointer leaves,
 * when focus leaves, and on Escape (WCAG 1.4.13: dismissible without moving pointer or focus;
 * the pointer may move onto the tooltip itself). The tooltip stays in the page, hidden, so the
 * trigger's aria-describedby always names it.
 */
export function Tooltip({
  content,
  children,
  open,
  onOpenChange,
  placement = 'top',
  align = 'center',
  disabled = false,
}: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Turning `disabled` on dismisses the tooltip (adjusted while rendering, so it never shows for
  // a frame beside the open menu); a later hover or focus shows it again.
  const [wasDisabled, setWasDisabled] = useState(disabled);
  if (disabled !== wasDisabled) {
    setWasDisabled(disabled);
    if (disabled) setDismissed(true);
  }

  const controlled = open !== undefined;
  const visible = !disabled && (controlled ? open : (hovered || focused) && !dismissed);

  const clearHoverTimer = useCallback(() => {
    if (hoverTimer.current !== null) clearTimeout(hoverTimer.current);
    hoverTimer.current = null;
  }, []);
  useEffect(() => clearHoverTimer, [clearHoverTimer]);
  // A hover that began before the menu opened does not show the tooltip once it is open.
  useEffect(() => {
    if (disabled) clearHoverTimer();
  }, [disabled, clearHoverTimer]);

  useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (controlled) onOpenChange?.(false);
      else setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible, controlled, onOpenChange]);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');

  return (
    <span
      className="tooltip-anchor"
      onMouseEnter={() => {
        clearHoverTimer();
        if (disabled) return;
        hoverTimer.current = setTimeout(() => {
          hoverTimer.current = null;
          setDismissed(false);
          setHovered(true);
        }, TOOLTIP_HOVER_DELAY_MS);
      }}
      onMouseLeave={() => {
        clearHoverTimer();
        setHovered(false);
      }}
      onFocus={() => {
        // Focus coming back to the trigger as its menu closes does not show the tooltip.
        if (!disabled) setDismissed(false);
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span
        role="tooltip"
        id={id}
        className={`tooltip tooltip--${placement} tooltip--${align}`}
        hidden={!visible}
      >
        {content}
      </span>
      {/* The arrow belongs to the trigger's box, so it points at its centre whatever the align. */}
      <span
        className={`tooltip-arrow tooltip-arrow--${placement}`}
        aria-hidden="true"
        hidden={!visible}
      />
    </span>
  );
}

/**
 * For a controlled tooltip shown for a fixed time (the wallet-copied confirmation, say): `show()`
 * opens it for `durationMs`; showing again restarts the time.
 */
export function useTimedOpen(durationMs: number): {
  open: boolean;
  show: () => void;
  hide: () => void;
} {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hide = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    setOpen(false);
  }, []);
  const show = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    setOpen(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpen(false);
    }, durationMs);
  }, [durationMs]);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return { open, show, hide };
}
