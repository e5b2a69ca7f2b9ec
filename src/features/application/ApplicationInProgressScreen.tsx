import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { Link } from '../../ui/Link';
import { Screen } from '../../ui/Screen';
import { formatAddress } from '../../lib/postalAddress';
import { navigationRequested, stepLink, stepUrl } from '../navigation';
import type { HelocApplication } from './types';

export const IN_PROGRESS_HEADING = msg`You have an application in progress`;
export const CONTINUE_APPLICATION_LABEL = msg`Continue your application`;

/**
 * The application in progress of a signed-in borrower who opened the registration, with one way
 * on: to continue it (docs/journey.md#registration). A chunk of its own: few borrowers see it,
 * and never on the first screen (docs/performance.md#the-first-screen).
 *
 * With `leave` (Back or Forward to a registration's page once the account exists), the history
 * entry leads to the application instead, replaced so that Back goes on past it, at the top of
 * the page rather than where the registration's page had been scrolled to.
 */
export default function ApplicationInProgressScreen({
  application,
  leave,
}: {
  application: HelocApplication;
  leave: boolean;
}) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!leave) return;
    dispatch(navigationRequested({ method: 'replace', to: stepUrl(application.uuid, '') }));
    window.scrollTo(0, 0);
  }, [application.uuid, dispatch, leave]);
  if (leave) return null;
  const address = formatAddress(application.property?.address);
  const { loanNumber } = application;
  const heading = t(IN_PROGRESS_HEADING);
  return (
    <Screen title={heading} documentTitle={heading}>
      <p>
        {address && loanNumber ? (
          <Trans>
            You are signed in, and your application for {address} (application ID {loanNumber}) is
            in progress. Continue it where you left off.
          </Trans>
        ) : address ? (
          <Trans>
            You are signed in, and your application for {address} is in progress. Continue it where
            you left off.
          </Trans>
        ) : loanNumber ? (
          <Trans>
            You are signed in, and your application (application ID {loanNumber}) is in progress.
            Continue it where you left off.
          </Trans>
        ) : (
          <Trans>
            You are signed in, and your application is in progress. Continue it where you left off.
          </Trans>
        )}
      </p>
      <p>
        <Link className="button button--primary" to={stepLink(application.uuid, '')}>
          {t(CONTINUE_APPLICATION_LABEL)}
        </Link>
      </p>
    </Screen>
  );
}
