import { Trans } from '@lingui/react/macro';
import { Screen } from './Screen';
import { SupportContact } from './SupportContact';
import { PendingButton } from './PendingButton';

/** A failed load: what failed, the server's message, and a way to try again. */
export function LoadFailed({
  title,
  detail,
  onRetry,
  retrying = false,
}: {
  title: string;
  detail: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Screen title={title}>
      <p role="alert" className="load-failed__detail">
        {detail}
      </p>
      <div className="button-row">
        <PendingButton pending={retrying} onClick={onRetry}>
          {retrying ? <Trans>Trying again…</Trans> : <Trans>Try again</Trans>}
        </PendingButton>
      </div>
      <SupportContact />
    </Screen>
  );
}
