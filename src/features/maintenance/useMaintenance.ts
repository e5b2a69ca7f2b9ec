import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import type { ApiError } from '../../api/errors';
import { useAppSelector } from '../../app/hooks';
import type { OptimizeUser } from '../../contract/featureFlagRequests';
import { log } from '../../lib/logger';
import { selectCurrentApplicationUuid } from '../application';
import { type FeatureFlag, MAINTENANCE_FLAG, useGetFeatureFlagQuery } from '../featureFlags';
import { selectLocation, applicationRouteOf } from '../navigation';
import { selectOrgCode } from '../organisation';
import { selectProfileLoad } from '../profile';

/**
 * The maintenance flag when it is on (docs/supporting-areas.md#maintenance-page), or null: null while the flag
 * loads, when it is off, and when its fetch fails (fail open: a broken flag service must not
 * close the site), the failure being logged. Which pages it closes is read by MaintenanceGate.
 *
 * The flag is asked once per page load, with the organisation, the application and the signed-in
 * identity (the profile uuid); moving between pages only re-reads that answer against the new
 * location. So that the one request carries the identity, it is held while the profile is being
 * fetched (on an application page the routing fetches it as the store starts); where no profile
 * is being fetched it goes with what is known, identityUuid null when there is no profile.
 */
export function useMaintenanceFlag(): FeatureFlag | null {
  const organization = useAppSelector(selectOrgCode);
  const { pathname } = useAppSelector(selectLocation);
  const currentApplicationUuid = useAppSelector(selectCurrentApplicationUuid);
  const profileLoad = useAppSelector(selectProfileLoad);

  const [optimizeUser, setOptimizeUser] = useState<OptimizeUser | null>(null);
  // Fixed for the page load once known (state set while rendering, as React documents for
  // values derived from others).
  if (optimizeUser === null && profileLoad.loadStatus !== 'loading') {
    setOptimizeUser({
      organization,
      applicationUuid:
        currentApplicationUuid ?? applicationRouteOf(pathname)?.applicationUuid ?? null,
      identityUuid: profileLoad.profile?.uuid ?? null,
    });
  }

  const flag = useGetFeatureFlagQuery(
    optimizeUser ? { featureKey: MAINTENANCE_FLAG, optimizeUser } : skipToken,
  );

  const failure = flag.isError ? (flag.error as ApiError | undefined) : undefined;
  useEffect(() => {
    if (!failure) return;
    log('warn', 'maintenance flag fetch failed; failing open', {
      featureKey: MAINTENANCE_FLAG,
      status: failure.status,
      message: failure.message,
    });
  }, [failure]);

  return flag.isSuccess && flag.data.flagEnabled ? flag.data : null;
}
