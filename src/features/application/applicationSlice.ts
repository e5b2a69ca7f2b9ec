import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../api/errors';
import { sessionEnded } from '../../api/sessionEvents';
import { applicationApi } from './applicationApi';
import type { HelocApplication } from './types';

export interface ApplicationState {
  /** The application whose route is open. */
  currentUuid: string | null;
  current: HelocApplication | null;
  loadStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  error: string | null;
}

const initialState: ApplicationState = {
  currentUuid: null,
  current: null,
  loadStatus: 'idle',
  error: null,
};

/** Application states after which nothing is left to do; the root skips them. */
const CLOSED_STATES = new Set(['COMPLETE', 'CANCELLED', 'DECLINED']);

/** The first application still in progress (docs/shell.md#routes: the first active HELOC). */
export function firstActiveApplication(applications: readonly HelocApplication[]) {
  return applications.find((a) => !a.state || !CLOSED_STATES.has(a.state)) ?? null;
}

export const applicationSlice = createSlice({
  name: 'application',
  initialState,
  reducers: {
    /** An application route opened for this uuid. */
    applicationOpened(state, action: PayloadAction<string>) {
      if (state.currentUuid === action.payload) return;
      state.currentUuid = action.payload;
      state.current = null;
      state.loadStatus = 'idle';
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    const { getApplication } = applicationApi.endpoints;
    builder
      .addCase(sessionEnded, () => initialState)
      .addMatcher(getApplication.matchPending, (state, action) => {
        if (action.meta.arg.originalArgs === state.currentUuid && state.loadStatus !== 'loaded') {
          state.loadStatus = 'loading';
        }
      })
      .addMatcher(getApplication.matchFulfilled, (state, action) => {
        if (action.meta.arg.originalArgs !== state.currentUuid) return;
        state.current = action.payload;
        state.loadStatus = 'loaded';
        state.error = null;
      })
      .addMatcher(getApplication.matchRejected, (state, action) => {
        if (action.meta.condition || action.meta.arg.originalArgs !== state.currentUuid) return;
        state.loadStatus = 'failed';
        state.error = (action.payload as ApiError | undefined)?.message ?? null;
      });
  },
  selectors: {
    selectCurrentApplicationUuid: (state) => state.currentUuid,
    selectCurrentApplication: (state) => state.current,
    selectApplicationLoad: (state) => state,
  },
});

export const { applicationOpened } = applicationSlice.actions;
export const { selectCurrentApplicationUuid, selectCurrentApplication, selectApplicationLoad } =
  applicationSlice.selectors;
