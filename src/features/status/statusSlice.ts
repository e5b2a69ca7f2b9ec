import type { ServerState } from '../../contract/serverStates';
import { createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../api/errors';
import { sessionEnded } from '../../api/sessionEvents';
import { applicationOpened } from '../application';
import { statusApi } from './statusApi';
import type { StatusObject } from '../../contract/status';

export interface StatusState {
  applicationUuid: string | null;
  /** The server state as last fetched (null: missing or empty, "unmatched"). */
  serverState: ServerState | null;
  status: StatusObject | null;
  /** When the last answer arrived (epoch ms, from the action's meta). */
  fetchedAt: number | null;
  error: string | null;
}

const initialState: StatusState = {
  applicationUuid: null,
  serverState: null,
  status: null,
  fetchedAt: null,
  error: null,
};

/** The current application's server state and status object, fed by the getStatus endpoint. */
export const statusSlice = createSlice({
  name: 'status',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    const { getStatus } = statusApi.endpoints;
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(applicationOpened, (state, action) =>
        state.applicationUuid === action.payload
          ? state
          : { ...initialState, applicationUuid: action.payload },
      )
      .addMatcher(getStatus.matchFulfilled, (state, action) => {
        const uuid = action.meta.arg.originalArgs;
        if (state.applicationUuid !== null && uuid !== state.applicationUuid) return;
        const { state: serverState, applicationUuid: _ignored, ...status } = action.payload;
        state.applicationUuid = uuid;
        state.serverState = serverState;
        state.status = status;
        state.fetchedAt = action.meta.fulfilledTimeStamp;
        state.error = null;
      })
      .addMatcher(getStatus.matchRejected, (state, action) => {
        if (action.meta.condition || action.meta.arg.originalArgs !== state.applicationUuid) return;
        state.error = (action.payload as ApiError | undefined)?.message ?? null;
      });
  },
  selectors: {
    selectServerState: (state) => state.serverState,
    selectStatusObject: (state) => state.status,
    selectStatusState: (state) => state,
  },
});

export const { selectServerState, selectStatusObject, selectStatusState } = statusSlice.selectors;
