import { useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import type { ApiError } from '../../api/errors';
import { messageOfError } from '../../api/errors';
import { DraftScope, draftStepOf } from '../../forms/draftScope';
import {
  ClosedStepNotice,
  LocationAlert,
  OutstandingTasksNotice,
  ProcessingModal,
} from '../../loading/lateParts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadFailed } from '../../ui/LoadFailed';
import { Loader } from '../../ui/Loader';
import { PageWithPanel } from '../../ui/PageWithPanel';
import { useLoaderVisible } from '../feedback';
import { LoanOfficer } from '../loanOriginator';
import { applicationRouteOf, selectApplicationRoute, selectLocation } from '../navigation';
import {
  isAdditionalSigner,
  PROFILE_FETCH_FAILED,
  PROFILE_FETCH_FAILED_DEFAULT_DETAIL,
  useGetProfileQuery,
} from '../profile';
import { ApplicationSidePanel, preloadProgressPanels } from '../progress';
import { RoutingPending, routingRequested, selectRouting, stepScreenShown } from '../routing';
import { NotFound } from '../shell';
import { useGetApplicationQuery } from './applicationApi';
import { ReferredApplicationBar } from './Referred';
import { selectApplicationRole } from './referred';

/**
 * Every route under /{uuid}: opens the application, loads the profile and the application, and
 * shows the page once both are here and, for the steps the routing owns, once the routing has
 * settled that this is the applicant's step. A failed load says why and keeps a way to try
 * again. While the lender is working (a waiting server state), the processing modal shows.
 */
export function ApplicationRoute() {
  const route = useAppSelector(selectApplicationRoute);
  if (!route) return <NotFound />;
  return <OpenApplication uuid={route.applicationUuid} />;
}

function OpenApplication({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const profile = useGetProfileQuery();
  const application = useGetApplicationQuery(uuid);
  const routing = useAppSelector(selectRouting);
  const { pathname, search } = useAppSelector(selectLocation);
  // The progress panel's code comes while the records load, so it is usually here by the time
  // the page shows; the panel keeps its place if not.
  useEffect(() => void preloadProgressPanels(), []);
  // The loader stays 300 ms after the records arrive, so the page does not flash.
  const loaderVisible = useLoaderVisible(!profile.data || !application.data);
  // The page (panel and step) is the largest render of start-up: it is rendered as a transition,
  // in slices, while the loader stays up, and shown when it is done.
  const pageReady = useDeferredValue(!loaderVisible);
  const step = applicationRouteOf(pathname)?.step ?? '';
  // The step's screen replaces "Finding your next step" as a transition too: rendered in slices,
  // its code loaded, while the previous content stays.
  const showStep = useDeferredValue(stepScreenShown(routing, pathname));
  // Each step's forms keep their draft under this application and step.
  const draftStep = draftStepOf(step, search);
  const draftScope = useMemo(() => ({ scope: uuid, step: draftStep }), [uuid, draftStep]);
  const retry = (refetch: () => unknown) => () => {
    refetch();
    dispatch(routingRequested({ applicationUuid: uuid, trigger: 'open' }));
  };

  // A missing application is the routing's to handle: it sends the user to /dashboard, logged.
  const applicationMissing = (application.error as ApiError | undefined)?.status === 404;

  if (profile.isError) {
    // The failure's words in the page's language; without any, the default detail.
    const failed = profile.error as ApiError | undefined;
    return (
      <LoadFailed
        title={t(PROFILE_FETCH_FAILED)}
        detail={failed?.message ? messageOfError(failed) : t(PROFILE_FETCH_FAILED_DEFAULT_DETAIL)}
        onRetry={retry(profile.refetch)}
        retrying={profile.isFetching}
      />
    );
  }
  if (application.isError && !applicationMissing) {
    return (
      <LoadFailed
        title={t`Failed to fetch your application`}
        detail={messageOfError(application.error)}
        onRetry={retry(application.refetch)}
        retrying={application.isFetching}
      />
    );
  }
  if (!pageReady) return <Loader label={t`Loading your application`} />;
  // An additional signer never sees the borrower's pages: the routing is taking them to the
  // signer area (docs/routing.md#roles-and-who-may-open-what).
  if (isAdditionalSigner(profile.data ?? null, application.data ?? null)) {
    return <Loader label={t`Opening your signing`} />;
  }

  // One waiting state at a time (docs/shell.md#other-pages): while the lender works, the
  // processing modal alone; "Finding your next step" only while its code is still on its way.
  const waiting = routing.phase === 'waiting';
  const pending = <RoutingPending applicationUuid={uuid} />;
  return (
    <ApplicationLayout step={step}>
      {showStep ? (
        <DraftScope.Provider value={draftScope}>
          <Outlet />
        </DraftScope.Provider>
      ) : waiting ? null : (
        pending
      )}
      {waiting ? (
        // Its code comes with the shell extras, usually here long before a wait begins.
        <Suspense fallback={showStep ? null : pending}>
          <ProcessingModal />
        </Suspense>
      ) : null}
    </ApplicationLayout>
  );
}

/** Pages where the borrower signs electronically: the location alert belongs there. */
const E_SIGNING_STEPS = new Set(['signing/sign', 'notary/session']);

/**
 * The application's pages: the progress side panel beside the page, the notice of outstanding
 * tasks (pending conditions, a link to the dashboard) above it, and the line said after a move off
 * a closed step. For the broker or loan originator who referred the application, a bar at the top
 * names whose it is (docs/routing.md#a-referred-application). The
 * referring loan officer's card (features/loanOriginator) goes under the panel from 1024 px and
 * as a bar at the top of the page below that, its place kept while it loads.
 * The panel loads as a chunk of its own, its box keeping its place (features/progress). The
 * location alert loads with the shell extras; it already waits for the browser's permission
 * answer, so it reserves no space while it loads.
 */
function ApplicationLayout({ step, children }: { step: string; children: ReactNode }) {
  // The referrer signs nothing: the alert is for the one who signs.
  const signs = useAppSelector(selectApplicationRole) !== 'referrer';
  return (
    <PageWithPanel
      panel={
        <>
          <ApplicationSidePanel />
          <LoanOfficer part="aside" />
        </>
      }
    >
      <ReferredApplicationBar />
      <LoanOfficer part="bar" />
      {signs && E_SIGNING_STEPS.has(step) ? (
        <Suspense fallback={null}>
          <LocationAlert />
        </Suspense>
      ) : null}
      {/* With the shell extras, as the conditions' poll is (docs/routing.md#waits). */}
      <Suspense fallback={null}>
        <OutstandingTasksNotice />
      </Suspense>
      {/* With the shell extras, here long before a step can be closed under the applicant. */}
      <Suspense fallback={null}>
        <ClosedStepNotice />
      </Suspense>
      {children}
    </PageWithPanel>
  );
}
