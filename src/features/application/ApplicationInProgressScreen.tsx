import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { Link } from '../../ui/Link';
import { Screen } from '../../ui/Screen';
import { formatAddress } from '../../lib/postalAddress';
import { navigationRequested, stepLink, stepUrl } from '../navigation';
import type { HelocApplication } from './types';

export const IN_PROGRESS_HEADING = 'You have an application in progress';
export const CONTINUE_APPLICATION_LABEL = 'Continue your application';

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
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!leave) return;
    dispatch(navigationRequested({ method: 'replace', to: stepUrl(application.uuid, '') }));
    window.scrollTo(0, 0);
  }, [application.uuid, dispatch, leave]);
  if (leave) return null;
  const address = formatAddress(application.property?.address);
  return (
    <Screen title={IN_PROGRESS_HEADING} documentTitle={IN_PROGRESS_HEADING}>
      <p>
        You are signed in, and your application
        {address ? ` for ${address}` : ''}
        {application.loanNumber ? ` (application ID ${application.loanNumber})` : ''} is in
        progress. Continue it where you left off.
      </p>
      <p>
        <Link className="button button--primary" to={stepLink(application.uuid, '')}>
          {CONTINUE_APPLICATION_LABEL}
        </Link>
      </p>
    </Screen>
  );
}
