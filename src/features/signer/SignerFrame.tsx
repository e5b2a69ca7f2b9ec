import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { messageOfError } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { Link } from '../../ui/Link';
import { Loader } from '../../ui/Loader';
import { Screen } from '../../ui/Screen';
import type { HelocApplication } from '../application';
import { navigationRequested } from '../navigation';
import type { Profile } from '../profile';
import { LoadProblem } from '../signing';
import type { SignerProgress } from './signerApi';
import { isAhead, type SignerPlace, type SignerStep, signerStepPath } from './signerPlace';
import type { SignerSigning } from './useSignerSigning';

export const SIGNING_LOAD_FAILED_TEXT = msg`We could not load your signing`;
export const NEXT_STEP_LABEL = msg`Go to your next step`;
export const NOT_A_SIGNER_TEXT = msg`This page is for additional signers: people a borrower has asked to sign for their home equity line of credit. You are not an additional signer on an application.`;
export const GO_TO_APPLICATION_TEXT = msg`Go to your application`;

/** Why a page reached out of step has nothing to do, in the signer's words. */
export function outOfStepText(page: SignerStep, step: SignerStep): MessageDescriptor {
  if (step === 'cancelled')
    return msg`The application you were asked to sign for has been canceled.`;
  if (step === 'error') return msg`We could not find an application for you to sign.`;
  if (step === 'documents')
    return msg`You have finished signing: there is nothing more to do here.`;
  if (isAhead(page, step)) return msg`This step is not open yet: finish the steps before it first.`;
  return msg`You have already done this step.`;
}

/** A page reached out of step: why there is nothing to do here, and the way to the signer's page. */
function OutOfStep({ page, step }: { page: SignerStep; step: SignerStep }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  return (
    <>
      <p>{t(outOfStepText(page, step))}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          onClick={() =>
            dispatch(navigationRequested({ method: 'push', to: signerStepPath(step) }))
          }
        >
          {t(NEXT_STEP_LABEL)}
        </button>
      </div>
    </>
  );
}

/** A signer page's reads, once they are in. */
export interface ReadySigning {
  place: SignerPlace;
  applicationUuid: string;
  application: HelocApplication | null;
  profile: Profile | null;
  progress: SignerProgress | null;
  moveOn: SignerSigning['moveOn'];
}

/**
 * One signer page's frame: its Screen (the heading stays the same element whatever the state, and
 * keeps the focus), a failed read with its retry, a loader until the signer's place is known, a
 * word for someone who signs for no application, or for a page that is not the signer's now (with
 * the way to theirs), then the page's content.
 */
export function SignerFrame({
  signing,
  title,
  children,
}: {
  signing: SignerSigning;
  /** The page's own heading, when it is not the route's. */
  title?: string;
  children: (ready: ReadySigning) => ReactNode;
}) {
  const { t } = useLingui();
  const { place, failure, outOfStep, isSigner, page } = signing;
  let content: ReactNode;
  if (failure && !place) {
    content = (
      <LoadProblem
        what={t(SIGNING_LOAD_FAILED_TEXT)}
        detail={messageOfError(failure.error)}
        onRetry={failure.retry}
        retrying={failure.retrying}
      />
    );
  } else if (!place) {
    content = <Loader label={t`Loading your signing`} />;
  } else if (place.applicationUuid && !isSigner) {
    content = (
      <>
        <p>{t(NOT_A_SIGNER_TEXT)}</p>
        <p>
          <Link to="/">{t(GO_TO_APPLICATION_TEXT)}</Link>
        </p>
      </>
    );
  } else if (outOfStep || !place.applicationUuid) {
    content = <OutOfStep page={page} step={outOfStep ?? place.step} />;
  } else {
    content = children({
      place,
      applicationUuid: place.applicationUuid,
      application: signing.application,
      profile: signing.profile,
      progress: signing.progress,
      moveOn: signing.moveOn,
    });
  }
  return <Screen title={title}>{content}</Screen>;
}
