import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SupportContact } from './SupportContact';
import { TAKING_LONG_MS, useTakingLong } from './useTakingLong';
import './stopPage.css';

/** The notice (the loader's, SlowLoadNotice, says the same words). */
export const TAKING_LONG_NOTICE = msg`This is taking longer than usual. Please keep this page open, or contact us if it does not finish.`;

/**
 * A polite status that stays empty until `active` (a call in flight) has lasted a few seconds,
 * then says it is taking longer than usual and how to reach support: no screen waits in silence.
 */
export function TakingLongNotice({
  active,
  afterMs = TAKING_LONG_MS,
  message,
}: {
  active: boolean;
  afterMs?: number;
  /** Default: TAKING_LONG_NOTICE. */
  message?: string;
}) {
  const { t } = useLingui();
  const long = useTakingLong(active, afterMs);
  return (
    <div role="status" aria-live="polite" className="check-again__status">
      {long ? (
        <>
          <p>{message ?? t(TAKING_LONG_NOTICE)}</p>
          <SupportContact />
        </>
      ) : null}
    </div>
  );
}
