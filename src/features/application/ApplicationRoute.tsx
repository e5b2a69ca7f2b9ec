import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import type { ApiError } from '../../api/errors';
import { messageOfError } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { log } from '../../app/logger';
import { fullPageNavigationRequested } from '../navigation/navigationSlice';
import { DASHBOARD_PATH, isUuid } from '../navigation/paths';
import { useGetProfileQuery } from '../profile/profileApi';
import {
  PROFILE_FETCH_FAILED,
  PROFILE_FETCH_FAILED_DEFAULT_DETAIL,
  selectProfileLoad,
} from '../profile/profileSlice';
import { LoadFailed } from '../shell/LoadFailed';
import { Loader } from '../shell/Loader';
import { NotFound } from '../shell/NotFound';
import { useGetApplicationQuery } from './applicationApi';
import { applicationOpened } from './applicationSlice';

/**
 * Every route under /{uuid}: opens the application, loads the profile and the application, and
 * shows the step once both are here. A failed load says why and keeps a way to try again.
 */
export function ApplicationRoute() {
  const { uuid } = useParams();
  if (!isUuid(uuid)) return <NotFound />;
  return <OpenApplication uuid={uuid.toLowerCase()} />;
}

function OpenApplication({ uuid }: { uuid: string }) {
  const dispatch = useAppDispatch();
  const profile = useGetProfileQuery();
  const application = useGetApplicationQuery(uuid);
  const profileLoad = useAppSelector(selectProfileLoad);

  useEffect(() => {
    dispatch(applicationOpened(uuid));
  }, [dispatch, uuid]);

  const applicationMissing = (application.error as ApiError | undefined)?.status === 404;
  useEffect(() => {
    if (!applicationMissing) return;
    // Spec 1 section 4.5: a missing application sends the user to the dashboard, logged.
    log('warn', 'application missing during routing', { applicationUuid: uuid });
    dispatch(fullPageNavigationRequested({ href: DASHBOARD_PATH }));
  }, [applicationMissing, dispatch, uuid]);

  if (profile.isError) {
    return (
      <LoadFailed
        title={PROFILE_FETCH_FAILED}
        detail={profileLoad.error ?? PROFILE_FETCH_FAILED_DEFAULT_DETAIL}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  if (application.isError && !applicationMissing) {
    return (
      <LoadFailed
        title="Failed to fetch your application"
        detail={messageOfError(application.error)}
        onRetry={() => void application.refetch()}
        retrying={application.isFetching}
      />
    );
  }
  if (!profile.data || !application.data) return <Loader label="Loading your application" />;
  return <Outlet />;
}
