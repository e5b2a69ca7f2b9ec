import { createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../api/errors';
import { sessionEnded } from '../../api/sessionEvents';
import { applicationOpened } from '../application';
import { conditionsApi } from './conditionsApi';
import type { Condition } from './types';

export interface ConditionsState {
  applicationUuid: string | null;
  items: Condition[];
  fetchedAt: number | null;
  error: string | null;
}

const initialState: ConditionsState = {
  applicationUuid: null,
  items: [],
  fetchedAt: null,
  error: null,
};

/** The current application's pending tasks, fed by the getConditions endpoint. */
export const conditionsSlice = createSlice({
  name: 'conditions',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    const { getConditions } = conditionsApi.endpoints;
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(applicationOpened, (state, action) =>
        state.applicationUuid === action.payload
          ? state
          : { ...initialState, applicationUuid: action.payload },
      )
      .addMatcher(getConditions.matchFulfilled, (state, action) => {
        if (action.meta.arg.originalArgs !== state.applicationUuid) return;
        state.items = action.payload;
        state.fetchedAt = action.meta.fulfilledTimeStamp;
        state.error = null;
      })
      .addMatcher(getConditions.matchRejected, (state, action) => {
        if (action.meta.condition || action.meta.arg.originalArgs !== state.applicationUuid) return;
        state.error = (action.payload as ApiError | undefined)?.message ?? null;
      });
  },
  selectors: {
    selectConditions: (state) => state.items,
    selectConditionsState: (state) => state,
  },
});

export const { selectConditions, selectConditionsState } = conditionsSlice.selectors;
