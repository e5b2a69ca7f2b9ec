import { msg } from '@lingui/core/macro';
import { createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../api/errors';
import { sessionEnded } from '../../api/sessionEvents';
import { profileApi } from './profileApi';
import type { Profile } from './types';

/**
 * docs/shell.md#errors-and-the-session: the profile failure message, with its default detail
 * (shown when the failure says nothing).
 */
export const PROFILE_FETCH_FAILED = msg`Failed to fetch profile details`;
export const PROFILE_FETCH_FAILED_DEFAULT_DETAIL = msg`Request failed`;

export interface ProfileState {
  profile: Profile | null;
  loadStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  /**
   * The failure's words as recorded (the app's own in English, docs/requests.md#errors); null
   * when it says nothing. The page shows the failure itself, in its language, under
   * PROFILE_FETCH_FAILED, else PROFILE_FETCH_FAILED_DEFAULT_DETAIL.
   */
  error: string | null;
}

const initialState: ProfileState = { profile: null, loadStatus: 'idle', error: null };

/** The signed-in person's profile, fed by the getProfile endpoint. */
export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addMatcher(profileApi.endpoints.getProfile.matchPending, (state) => {
        if (state.loadStatus !== 'loaded') state.loadStatus = 'loading';
      })
      .addMatcher(profileApi.endpoints.getProfile.matchFulfilled, (state, action) => {
        state.profile = action.payload;
        state.loadStatus = 'loaded';
        state.error = null;
      })
      .addMatcher(profileApi.endpoints.getProfile.matchRejected, (state, action) => {
        if (action.meta.condition) return; // skipped because a fetch was already running
        const error = action.payload as ApiError | undefined;
        state.loadStatus = 'failed';
        state.error = error?.message || null;
      });
  },
  selectors: {
    selectProfile: (state) => state.profile,
    selectProfileLoad: (state) => state,
  },
});

export const { selectProfile, selectProfileLoad } = profileSlice.selectors;
