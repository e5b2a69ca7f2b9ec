import { Trans, useLingui } from '@lingui/react/macro';
import { SupportContact } from './SupportContact';
import { TAKING_LONG_NOTICE } from './TakingLongNotice';

/**
 * What a loader adds once it has waited TAKING_LONG_MS (no screen waits in
 * silence): it is taking longer than usual, a way to try again, and how to reach support.
 * Reading chosen for "try again": load the page afresh, a plain link to the page's address. A loader
 * stands for whatever the page waits on (a call, or the code of the screen), and a loading page
 * holds nothing the borrower typed (registration answers are kept in the browser). A chunk of its
 * own: the first screen carries only the loader's timer.
 */
export default function SlowLoadNotice({ sending = false }: { sending?: boolean }) {
  const { t } = useLingui();
  return (
    <div className="slow-load">
      <p>{t(TAKING_LONG_NOTICE)}</p>
      {/* A form's call still in flight offers no reload: it would lose what was typed, and the
          form says what happened when the call ends (the request timeout:
          docs/shell.md#timings-and-limits). */}
      {sending ? null : (
        <p>
          {/* The page's own address: following it loads the page again. */}
          <a className="button slow-load__retry" href={window.location.href}>
            <Trans>Try again</Trans>
          </a>
        </p>
      )}
      <SupportContact />
    </div>
  );
}
