import { createSelector } from '@reduxjs/toolkit';
import { selectPathname } from './navigationSlice';
import { isUuid, relativeToBase } from './paths';

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
