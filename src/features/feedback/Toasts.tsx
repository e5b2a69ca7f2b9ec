import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  selectVisibleToasts,
  type Toast,
  TOAST_DURATION_MS,
  toastDismissed,
  type ToastKind,
  toastShown,
} from './feedbackSlice';
import './toasts.css';

/** Said before the message, so the kind is not told by colour alone. */
export const TOAST_KIND_LABELS: Record<ToastKind, MessageDescriptor> = {
  success: msg`Success`,
  info: msg`Information`,
  warning: msg`Warning`,
  error: msg`Error`,
};

const KIND_ICONS: Record<ToastKind, string> = {
  success: '✓',
  info: 'i',
  warning: '!',
  error: '✕',
};

/** Shows a toast: `toast(msg\`Saved\`, 'success')`; the kind defaults to info. */
export function useToast(): (message: MessageDescriptor, kind?: ToastKind) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (message: MessageDescriptor, kind: ToastKind = 'info') =>
      void dispatch(toastShown({ message, kind })),
    [dispatch],
  );
}

/**
 * The visible toasts (docs/supporting-areas.md#announcements-toasts-and-the-loader: at most five; the others wait in the store's queue and
 * show as earlier ones go). Mounted once, in the shell.
 */
export function Toasts() {
  const toasts = useAppSelector(selectVisibleToasts);
  return (
    <div className="toast-viewport">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

/**
 * One toast. Errors are alerts (announced at once), the others status messages (announced
 * politely). It goes by itself TOAST_DURATION_MS after it shows (a queued toast's time starts
 * when it becomes visible); the time stops while the pointer is over it or focus is in it, so it
 * can be read and dismissed without a race.
 */
function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(TOAST_DURATION_MS);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, dispatch, toast.id]);

  return (
    <div
      className={`toast toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <span className="toast__icon" aria-hidden="true">
        {KIND_ICONS[toast.kind]}
      </span>
      <p className="toast__message">
        <span className="visually-hidden">{t(TOAST_KIND_LABELS[toast.kind])}: </span>
        {t(toast.message)}
      </p>
      <button
        type="button"
        className="toast__dismiss"
        aria-label={t`Dismiss notification`}
        onClick={() => dispatch(toastDismissed(toast.id))}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
