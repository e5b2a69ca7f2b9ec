import { useEffect, useRef, useState } from 'react';
import { focusHandedOver } from '../../ui/navigationFocus';

/** docs/shell.md#timings-and-limits: the processing modal's default timeout. */
export const PROCESSING_MODAL_TIMEOUT_MS = 30000;

export const PROCESSING_MESSAGES = [
  'Reviewing your information',
  'Checking the details with our systems',
  'Preparing your next step',
  'Almost there',
] as const;

/** Which message shows after `elapsedMs`: the timeout is shared evenly; the last one stays. */
export function processingMessageIndex(
  elapsedMs: number,
  timeoutMs: number,
  count: number,
): number {
  if (count <= 1 || elapsedMs <= 0) return 0;
  return Math.min(Math.floor(elapsedMs / (timeoutMs / count)), count - 1);
}

/**
 * Shown while a borrower waits on the lender (a waiting server state is polled). It blocks the
 * page: focus moves into it and stays there; the message is announced as it changes.
 */
export function ProcessingModal({
  timeoutMs = PROCESSING_MODAL_TIMEOUT_MS,
  messages = PROCESSING_MESSAGES,
}: {
  timeoutMs?: number;
  messages?: readonly string[];
}) {
  const [index, setIndex] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const slice = timeoutMs / messages.length;
    const timers = messages
      .slice(1)
      .map((_m, i) => setTimeout(() => setIndex(i + 1), slice * (i + 1)));
    return () => timers.forEach(clearTimeout);
  }, [messages, timeoutMs]);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const box = dialog.current;
    box?.focus();
    return () => {
      previous?.focus?.();
      if (box && previous) focusHandedOver(box, previous);
    };
  }, []);

  return (
    <div className="modal-backdrop">
      <div
        ref={dialog}
        className="modal processing-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="processing-modal-title"
        aria-describedby="processing-modal-message"
        tabIndex={-1}
        onKeyDown={(event) => {
          // Nothing inside can take focus: keep it on the dialog.
          if (event.key === 'Tab') event.preventDefault();
        }}
      >
        <span className="loader__spinner" aria-hidden="true" />
        <h2 id="processing-modal-title">Please wait a moment</h2>
        <p id="processing-modal-message" aria-live="polite">
          {messages[index]}…
        </p>
      </div>
    </div>
  );
}
