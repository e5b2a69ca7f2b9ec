import { type ReactNode, Suspense, useEffect } from 'react';
import { hasSession } from '../../api/session';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { lazyWithRetry } from '../../loading/lazyWithRetry';
import { Loader } from '../../ui/Loader';
import { Screen } from '../../ui/Screen';
import { navigationRequested, selectLocation, selectNavigationType, stepUrl } from '../navigation';
import { FINDING_NEXT_STEP } from '../routing';
import { useGetApplicationsQuery } from './applicationApi';
import { firstActiveApplication } from './applicationSlice';

const ApplicationInProgressScreen = lazyWithRetry(
  () => import(/* webpackChunkName: "application-in-progress" */ './ApplicationInProgressScreen'),
);

/**
 * Whether the registration's page was reached through the history (Back or Forward) to an entry
 * the app made (pure): a page loaded from its address has no key of the app's.
 */
export function reachedByHistory(navigationType: string, key: string): boolean {
  return navigationType === 'POP' && key !== 'default';
}

/**
 * Back or Forward to a registration's page once the account exists: its history entry leads to
 * the application, replaced so that Back goes on past it (docs/journey.md#registration), at the
 * top of the page rather than where the registration's page had been scrolled to.
 */
function LeaveForApplication({ uuid, waiting }: { uuid: string; waiting: ReactNode }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(navigationRequested({ method: 'replace', to: stepUrl(uuid, '') }));
    window.scrollTo(0, 0);
  }, [dispatch, uuid]);
  return waiting;
}

/**
 * A signed-in borrower with an application in progress who opens the registration (a link) is
 * shown that application with one way on, to continue it; Back or Forward to a page of their
 * registration takes them to the application itself. Only a signed-in person with no application
 * in progress is offered to start one (docs/journey.md#registration). A visitor, and a list that
 * cannot be read, get `children`.
 */
export function NoApplicationInProgress({ children }: { children: ReactNode }) {
  const navigationType = useAppSelector(selectNavigationType);
  const { key } = useAppSelector(selectLocation);
  const signedIn = hasSession();
  const applications = useGetApplicationsQuery(undefined, { skip: !signedIn });
  if (!signedIn) return children;
  // Where this person goes is being decided, as on an application's route: the same heading.
  const checking = (
    <Screen title={FINDING_NEXT_STEP}>
      <Loader label="Checking your applications" />
    </Screen>
  );
  // Until the list is read (the query starts after the first render): not the registration yet.
  if (applications.data === undefined && !applications.isError) return checking;
  const inProgress = applications.data ? firstActiveApplication(applications.data) : null;
  if (!inProgress) return children;
  if (reachedByHistory(navigationType, key)) {
    return <LeaveForApplication uuid={inProgress.uuid} waiting={checking} />;
  }
  return (
    <Suspense fallback={checking}>
      <ApplicationInProgressScreen application={inProgress} />
    </Suspense>
  );
}
