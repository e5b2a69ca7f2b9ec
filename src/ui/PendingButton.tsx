import type { MouseEvent, ReactNode } from 'react';

/**
 * A button whose press starts a call (send, try again, check again): while `pending` it is marked
 * disabled (`aria-disabled`) rather than disabled, so it keeps the focus (a disabled button drops
 * it to the page's body), and a press does nothing (docs/accessibility.md, "Focus is never
 * dropped to the page's body"). `busy` (by default `pending`) says the call is under way.
 */
export function PendingButton({
  pending,
  busy = pending,
  onClick,
  type = 'button',
  className = 'button button--primary',
  children,
}: {
  pending: boolean;
  busy?: boolean;
  onClick?: () => void;
  /** A form's submit button: its press while pending does not submit the form again. */
  type?: 'button' | 'submit';
  className?: string;
  children: ReactNode;
}) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    onClick?.();
  };
  return (
    <button
      type={type}
      className={className}
      onClick={press}
      aria-disabled={pending || undefined}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}
