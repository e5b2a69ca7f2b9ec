import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { actFailureMessage } from '../../../lib/errorMessages';
import { Dialog } from '../../../ui/Dialog';
import { BorrowerOnly, type HelocApplication } from '../../application';
import { useRescindMutation } from '../completeApi';
import {
  CANCEL_LINE_MESSAGE,
  CONFIRM_INTRO,
  CONFIRM_LABEL,
  CONFIRM_PENDING_LABEL,
  CONFIRM_TITLE,
  endedMessage,
  KEEP_LABEL,
  OPEN_TEXT_NO_DATE,
  openText,
  RIGHT_TO_CANCEL_HEADING,
  type RightToCancelView,
  WHAT_FOLLOWS,
} from '../rightToCancel';
import { PendingButton } from '../../../ui/PendingButton';

export function WhatFollows() {
  const { t } = useLingui();
  return (
    <ul>
      {WHAT_FOLLOWS.map((line) => (
        <li key={line.id}>{t(line)}</li>
      ))}
    </ul>
  );
}

/**
 * The confirmation: what follows a cancellation, then "Yes, cancel my line" (sends `POST
 * .../rescind`) or "No, keep my line". A failed call says why in the dialog, which stays open;
 * Escape, the close button and "No" close it, and focus returns to "Cancel my line of credit".
 */
function ConfirmCancel({
  applicationUuid,
  deadline,
  onCancelled,
  onClose,
}: {
  applicationUuid: string;
  deadline: string | null;
  onCancelled: (application: HelocApplication) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [rescind, { isLoading, error }] = useRescindMutation();
  const confirm = async () => {
    if (isLoading) return;
    try {
      onCancelled(await rescind({ applicationUuid }).unwrap());
    } catch {
      // The failure is shown from the mutation's error; the dialog stays open to try again.
    }
  };
  return (
    <Dialog title={t(CONFIRM_TITLE)} onClose={onClose} className="right-to-cancel__dialog">
      <p>{t(CONFIRM_INTRO)}</p>
      <WhatFollows />
      {deadline ? <p>{t(openText(deadline))}</p> : null}
      <div role="alert">
        {error ? <p className="right-to-cancel__error">{actFailureMessage(error)}</p> : null}
      </div>
      <div className="button-row">
        <PendingButton pending={isLoading} onClick={() => void confirm()}>
          {isLoading ? t(CONFIRM_PENDING_LABEL) : t(CONFIRM_LABEL)}
        </PendingButton>
        <button type="button" className="button" onClick={onClose}>
          {t(KEEP_LABEL)}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * "Your right to cancel" on the complete page (docs/journey.md#the-right-to-cancel): while it is
 * open, the deadline the lender recorded, in the property's time zone, and "Cancel my line of
 * credit" with its confirmation; once the deadline has passed, that it ended.
 */
export function RightToCancel({
  view,
  applicationUuid,
  onCancelled,
}: {
  view: RightToCancelView;
  applicationUuid: string;
  onCancelled: (application: HelocApplication) => void;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  if (view.kind === 'none') return null;
  return (
    <section className="right-to-cancel" aria-labelledby="right-to-cancel-heading">
      <h2 id="right-to-cancel-heading" className="stop-page__heading">
        {t(RIGHT_TO_CANCEL_HEADING)}
      </h2>
      {view.kind === 'ended' ? (
        <p>{t(endedMessage(view.deadline))}</p>
      ) : (
        <>
          <p>{t(view.deadline ? openText(view.deadline) : OPEN_TEXT_NO_DATE)}</p>
          {/* Cancelling is the borrower's alone (docs/routing.md#a-referred-application). */}
          <BorrowerOnly act={msg`cancel their line of credit`} choice>
            <div className="button-row">
              <button type="button" className="button" onClick={() => setConfirming(true)}>
                {t(CANCEL_LINE_MESSAGE)}
              </button>
            </div>
          </BorrowerOnly>
          {confirming ? (
            <ConfirmCancel
              applicationUuid={applicationUuid}
              deadline={view.deadline}
              onCancelled={onCancelled}
              onClose={() => setConfirming(false)}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
