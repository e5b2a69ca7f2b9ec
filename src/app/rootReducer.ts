import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { applicationSlice } from '../features/application/applicationSlice';
import type { chatSlice } from '../features/chat/chatSlice';
import { conditionsSlice } from '../features/conditions/conditionsSlice';
import { feedbackSlice } from '../features/feedback/feedbackSlice';
import { navigationSlice } from '../features/navigation/navigationSlice';
import { organisationSlice } from '../features/organisation/organisationSlice';
import { profileSlice } from '../features/profile/profileSlice';
import { routingSlice } from '../features/routing/routingSlice';
import { shellSlice } from '../features/shell/shellSlice';
import { statusSlice } from '../features/status/statusSlice';
import type { telemetrySlice } from '../features/telemetry/telemetrySlice';

/** The one store's shape: the design card's slices, the API cache, the location, the brand. */
export const rootReducer = combineSlices(
  profileSlice,
  applicationSlice,
  statusSlice,
  conditionsSlice,
  navigationSlice,
  routingSlice,
  shellSlice,
  feedbackSlice,
  organisationSlice,
  baseApi,
  // The chat and telemetry slices are injected with their sagas' code, which loads with the
  // shell's extras (./lateSlices.ts): the first screen carries only their actions.
).withLazyLoadedSlices<WithSlice<typeof chatSlice> & WithSlice<typeof telemetrySlice>>();

export type RootState = ReturnType<typeof rootReducer>;
