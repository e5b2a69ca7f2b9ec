import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { i18n } from '../lib/i18n';
import { SupportContact } from './SupportContact';
import { useShownInterval } from './useShownInterval';
import { useTakingLong } from './useTakingLong';
import './stopPage.css';
import { PendingButton } from './PendingButton';

/** While a waiting page is open, it checks for an update this often (ms). */
export const RECHECK_INTERVAL_MS = 30000;

export const CHECK_AGAIN_LABEL = msg`Check again`;
export const CHECKING_MESSAGE = msg`Checking for an update…`;
export const TAKING_LONGER_MESSAGE = msg`This is taking longer than usual. You can keep waiting, select “Check again” to start the check over, or contact us.`;

/** "3:04 PM": when the page last checked, as the page's language writes a time. */
export function formatCheckedAt(at: number): string {
  return new Intl.DateTimeFormat([...i18n.intlLocales], {
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(at));
}

export interface CheckAgainProps {
  /** A check is running (for the app: the routing is deciding). */
  checking: boolean;
  /** Starts a check. */
  onCheck: () => void;
  intervalMs?: number;
  /** After this long a running check says it is taking longer than usual. */
  slowAfterMs?: number;
}

/**
 * The end of a page where the applicant waits on the lender: it checks again every 30 s while
 * open and in view (skipping a tick while a check runs; paused while the page is hidden, and
 * checking at once when it shows again: docs/requests.md#a-tab-left-open) and on "Check again",
 * and says when it last checked.
 *
 * Screen readers hear the checks the applicant asked for and a check that takes long; the
 * automatic checks update the "last checked" line silently, so a page left open is not read out
 * every 30 s. A check that runs longer than a few seconds says so, and "Check again" then starts
 * it over (before that, a second click sends nothing).
 */
export function CheckAgain({
  checking,
  onCheck,
  intervalMs = RECHECK_INTERVAL_MS,
  slowAfterMs,
}: CheckAgainProps) {
  const { t } = useLingui();
  const slow = useTakingLong(checking, slowAfterMs);
  const [checkedAt, setCheckedAt] = useState<number | null>(null);
  // When the applicant last asked for a check (null after an automatic one): the outcome of a
  // check they asked for is announced, and only a check that ended after they asked.
  const [askedAt, setAskedAt] = useState<number | null>(null);
  // The interval reads the latest props without restarting on every render.
  const latest = useRef({ checking, onCheck });
  useEffect(() => {
    latest.current = { checking, onCheck };
  }, [checking, onCheck]);

  const wasChecking = useRef(checking);
  useEffect(() => {
    if (wasChecking.current && !checking) setCheckedAt(Date.now());
    wasChecking.current = checking;
  }, [checking]);

  useShownInterval(() => {
    if (latest.current.checking) return;
    setAskedAt(null);
    latest.current.onCheck();
  }, intervalMs);

  const busy = checking && !slow;
  const checkAgain = () => {
    if (busy) return;
    setAskedAt(Date.now());
    onCheck();
  };

  const checkedTime = checkedAt !== null ? formatCheckedAt(checkedAt) : null;
  let announcement = '';
  if (askedAt !== null && checking && !slow) announcement = t(CHECKING_MESSAGE);
  else if (askedAt !== null && !checking && checkedAt !== null && checkedAt >= askedAt) {
    announcement = t`Checked at ${checkedTime}. Nothing has changed yet.`;
  }
  const seconds = Math.round(intervalMs / 1000);

  return (
    <div className="check-again">
      <p>
        {t`This page checks for an update every ${plural(seconds, { one: '# second', other: '# seconds' })} while it is open, and takes you to your next step as soon as there is one. You can also close it and come back later.`}
        {checkedTime !== null ? ` ${t`Last checked at ${checkedTime}.`}` : null}
      </p>
      <div role="status" aria-live="polite" className="check-again__status">
        {slow ? (
          <>
            <p>{t(TAKING_LONGER_MESSAGE)}</p>
            <SupportContact />
          </>
        ) : announcement ? (
          <p>{announcement}</p>
        ) : null}
      </div>
      <div className="button-row">
        <PendingButton pending={busy} busy={checking} onClick={checkAgain}>
          {t(CHECK_AGAIN_LABEL)}
        </PendingButton>
      </div>
    </div>
  );
}
