import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { focusHandedOver } from '../../ui/navigationFocus';

/** docs/shell.md#timings-and-limits: the processing modal's default timeout. */
export const PROCESSING_MODAL_TIMEOUT_MS = 30000;

export const PROCESSING_MESSAGES: readonly MessageDescriptor[] = [
  msg`Reviewing your information`,
  msg`Checking the details with our systems`,
  msg`Preparing your next step`,
  msg`Almost there`,
];

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
  /** Messages, or words already written out. */
  messages?: readonly (MessageDescriptor | string)[];
}) {
  const { t } = useLingui();
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

  const message = messages[index];
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
        <h2 id="processing-modal-title">
          <Trans>Please wait a moment</Trans>
        </h2>
        <p id="processing-modal-message" aria-live="polite">
          {typeof message === 'string' ? message : message && t(message)}…
        </p>
      </div>
    </div>
  );
}
