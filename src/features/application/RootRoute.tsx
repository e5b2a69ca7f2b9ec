import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { hasSession } from '../../api/session';
import { messageOfError } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  fullPageNavigationRequested,
  navigationRequested,
  selectLocation,
  DASHBOARD_PATH,
  stepUrl,
} from '../navigation';
import { selectHelocSettings } from '../organisation';
import { NotAcceptingApplications } from '../registration';
import { LoadFailed } from '../../ui/LoadFailed';
import { Loader } from '../../ui/Loader';
import { isRoutedState } from '../routing';
import { FullPageRedirect, RequireSession } from '../shell';
import { useGetApplicationsQuery } from './applicationApi';
import { firstActiveApplication } from './applicationSlice';

/**
 * The root, /account/heloc/. When the routing sends an applicant here (their application is
 * complete or cancelled) it leaves for /dashboard. A signed-in person goes to their first active
 * application; with none left (all complete or cancelled) the root leaves for /dashboard
 * (docs/routing.md#server-states).
 *
 * Where a referring originator is required, docs/shell.md#redirects-and-public-pages has the root
 * show the not-accepting page. Reading chosen: that page is for someone who would start a new
 * application here without a referrer, so it shows to a visitor who is not signed in (with a way to
 * sign in) and to a signed-in person with no active application; a signed-in borrower with an
 * active application goes to it, as anywhere else.
 */
export function RootRoute() {
  const { requireReferringLoanOriginator } = useAppSelector(selectHelocSettings);
  const { state } = useAppSelector(selectLocation);
  if (isRoutedState(state) && state.leaveForDashboard) {
    return <FullPageRedirect href={DASHBOARD_PATH} />;
  }
  if (requireReferringLoanOriginator && !hasSession()) {
    return <NotAcceptingApplications offerSignIn />;
  }
  return (
    <RequireSession>
      <FirstActiveApplication notAcceptingWhenNone={requireReferringLoanOriginator} />
    </RequireSession>
  );
}

function FirstActiveApplication({ notAcceptingWhenNone }: { notAcceptingWhenNone: boolean }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const { search } = useAppSelector(selectLocation);
  const applications = useGetApplicationsQuery(undefined, { skip: !hasSession() });
  const next = applications.data ? firstActiveApplication(applications.data) : undefined;

  const showNotAccepting = next === null && notAcceptingWhenNone;

  useEffect(() => {
    if (next === undefined || showNotAccepting) return;
    dispatch(
      next
        ? navigationRequested({ method: 'replace', to: stepUrl(next.uuid, '', search) })
        : fullPageNavigationRequested({ href: DASHBOARD_PATH }),
    );
  }, [dispatch, next, search, showNotAccepting]);

  if (showNotAccepting) return <NotAcceptingApplications />;
  if (applications.isError) {
    return (
      <LoadFailed
        title={t`Failed to fetch your applications`}
        detail={messageOfError(applications.error)}
        onRetry={() => void applications.refetch()}
        retrying={applications.isFetching}
      />
    );
  }
  return <Loader label={t`Opening your application`} />;
}
