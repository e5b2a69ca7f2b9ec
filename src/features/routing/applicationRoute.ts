import { createAction } from '@reduxjs/toolkit';
import type { ApplicationRoute } from '../navigation';

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
