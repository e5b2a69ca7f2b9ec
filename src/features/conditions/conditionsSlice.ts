import { createSlice } from '@reduxjs/toolkit';
import { answersOf } from '../../api/endpointAnswers';
import type { ApiError } from '../../api/errors';
import { sessionEnded } from '../../api/sessionEvents';
import { applicationOpened } from '../application';
// Its type only: the endpoint's code and the contract's reading of the answer load with the
// conditions' poll and pages, not with the first screen (docs/performance.md#the-first-screen).
import type { conditionsApi } from './conditionsApi';
import type { Condition } from './types';

const getConditions = answersOf<typeof conditionsApi.endpoints.getConditions>('getConditions');

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
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(applicationOpened, (state, action) =>
        state.applicationUuid === action.payload
          ? state
          : { ...initialState, applicationUuid: action.payload },
      )
      .addMatcher(getConditions.fulfilled, (state, action) => {
        if (action.meta.arg.originalArgs !== state.applicationUuid) return;
        state.items = action.payload;
        state.fetchedAt = action.meta.fulfilledTimeStamp;
        state.error = null;
      })
      .addMatcher(getConditions.rejected, (state, action) => {
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
