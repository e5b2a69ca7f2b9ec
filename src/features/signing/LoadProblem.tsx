import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SupportContact } from '../../ui/SupportContact';
import { PendingButton } from '../../ui/PendingButton';

export const TRY_AGAIN_LABEL = msg`Try again`;

/**
 * A failed load inside its page: the page keeps its heading (and the focus on it), an alert says
 * what failed and why, and "Try again" loads again. (src/ui's LoadFailed replaces the page's
 * heading with its own; here the screen stays the screen the borrower opened.)
 */
export function LoadProblem({
  what,
  detail,
  onRetry,
  retrying = false,
}: {
  what: string;
  detail: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <div role="alert" className="load-failed__detail">
        <p>{what}.</p>
        <p>{detail}</p>
      </div>
      <div className="button-row">
        <PendingButton pending={retrying} onClick={onRetry}>
          {retrying ? t`Trying again…` : t(TRY_AGAIN_LABEL)}
        </PendingButton>
      </div>
      <SupportContact />
    </>
  );
}
