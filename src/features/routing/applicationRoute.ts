import { createAction, createSelector } from '@reduxjs/toolkit';
import { selectPathname, isUuid, relativeToBase } from '../navigation';

/** An application's page: which application, and the step path under it ('' for its root). */
export interface ApplicationRoute {
  applicationUuid: string;
  step: string;
}

/** The application and step of a path under /account/heloc/{uuid}, or null elsewhere. */
export function applicationRouteOf(pathname: string): ApplicationRoute | null {
  const relative = relativeToBase(pathname);
  if (!relative) return null;
  const [first, ...rest] = relative.split('/');
  if (!isUuid(first)) return null;
  return { applicationUuid: first.toLowerCase(), step: rest.join('/') };
}

/** Whether two routes are the same application and step (null: not on an application route). */
export function sameApplicationRoute(
  a: ApplicationRoute | null,
  b: ApplicationRoute | null,
): boolean {
  return a?.applicationUuid === b?.applicationUuid && a?.step === b?.step;
}

/** The application route the store's location is on (null elsewhere). */
export const selectApplicationRoute = createSelector([selectPathname], applicationRouteOf);

/**
 * The location moved to another application route, or onto or off one: the uuid or the step
 * changed (a new search, hash or history state on the same step is not a change). Dispatched
 * once per change by `applicationRouteSaga`; the sagas that follow the open application take it
 * instead of each reading every `locationChanged`. A saga reads the route it starts on with
 * `selectApplicationRoute` (the page the app was loaded on, or after a restart).
 */
export const applicationRouteChanged = createAction<{
  previous: ApplicationRoute | null;
  current: ApplicationRoute | null;
}>('routing/applicationRouteChanged');
