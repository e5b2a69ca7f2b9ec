import type { ReactNode } from 'react';
import { hasSession } from '../../api/session';
import { Link } from '../../ui/Link';
import { Loader } from '../../ui/Loader';
import { Screen } from '../../ui/Screen';
import { formatAddress } from '../../lib/postalAddress';
import { stepLink } from '../navigation';
import { FINDING_NEXT_STEP } from '../routing';
import { useGetApplicationsQuery } from './applicationApi';
import { firstActiveApplication } from './applicationSlice';
import type { HelocApplication } from './types';

export const IN_PROGRESS_HEADING = 'You have an application in progress';
export const CONTINUE_APPLICATION_LABEL = 'Continue your application';

/**
 * A signed-in borrower with an application in progress who opens the registration (a link, or
 * Back from their step) is shown that application with one way on, to continue it; only a
 * signed-in person with no application in progress is offered to start one
 * (docs/journey.md#registration). A visitor, and a list that cannot be read, get `children`.
 */
export function NoApplicationInProgress({ children }: { children: ReactNode }) {
  const signedIn = hasSession();
  const applications = useGetApplicationsQuery(undefined, { skip: !signedIn });
  if (!signedIn) return children;
  // Until the list is read (the query starts after the first render): not the registration yet.
  if (applications.data === undefined && !applications.isError) {
    // Where this person goes is being decided, as on an application's route: the same heading.
    return (
      <Screen title={FINDING_NEXT_STEP}>
        <Loader label="Checking your applications" />
      </Screen>
    );
  }
  const inProgress = applications.data ? firstActiveApplication(applications.data) : null;
  return inProgress ? <ApplicationInProgress application={inProgress} /> : children;
}

function ApplicationInProgress({ application }: { application: HelocApplication }) {
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
