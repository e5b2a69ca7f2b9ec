import { useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense } from 'react';
import { hasSession } from '../../api/session';
import { useAppSelector } from '../../app/hooks';
import { lazyWithRetry } from '../../loading/lazyWithRetry';
import { Loader } from '../../ui/Loader';
import { Screen } from '../../ui/Screen';
import { selectLocation, selectNavigationType } from '../navigation';
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
 * A signed-in borrower with an application in progress who opens the registration (a link) is
 * shown that application with one way on, to continue it; Back or Forward to a page of their
 * registration takes them to the application itself. Only a signed-in person with no application
 * in progress is offered to start one (docs/journey.md#registration). A visitor, and a list that
 * cannot be read, get `children`.
 */
export function NoApplicationInProgress({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const navigationType = useAppSelector(selectNavigationType);
  const { key } = useAppSelector(selectLocation);
  const signedIn = hasSession();
  const applications = useGetApplicationsQuery(undefined, { skip: !signedIn });
  if (!signedIn) return children;
  // Where this person goes is being decided, as on an application's route: the same heading.
  const checking = (
    <Screen title={t(FINDING_NEXT_STEP)}>
      <Loader label={t`Checking your applications`} />
    </Screen>
  );
  // Until the list is read (the query starts after the first render): not the registration yet.
  if (applications.data === undefined && !applications.isError) return checking;
  const inProgress = applications.data ? firstActiveApplication(applications.data) : null;
  if (!inProgress) return children;
  return (
    <Suspense fallback={checking}>
      <ApplicationInProgressScreen
        application={inProgress}
        leave={reachedByHistory(navigationType, key)}
      />
    </Suspense>
  );
}
