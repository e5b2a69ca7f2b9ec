import { createSlice } from '@reduxjs/toolkit';

/** Shell state that outlives a screen. */
export interface ShellState {
  /** Spec 1 section 2.5: once the survey prompt is triggered it is no longer enabled. */
  surveyTriggered: boolean;
  /** The query-devtools view toggled by the global function. */
  queryDevtoolsOpen: boolean;
}

const initialState: ShellState = { surveyTriggered: false, queryDevtoolsOpen: false };

export const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    surveyTriggered(state) {
      state.surveyTriggered = true;
    },
    queryDevtoolsToggled(state) {
      state.queryDevtoolsOpen = !state.queryDevtoolsOpen;
    },
  },
  selectors: {
    selectSurveyTriggered: (state) => state.surveyTriggered,
    selectQueryDevtoolsOpen: (state) => state.queryDevtoolsOpen,
  },
});

export const { surveyTriggered, queryDevtoolsToggled } = shellSlice.actions;
export const { selectSurveyTriggered, selectQueryDevtoolsOpen } = shellSlice.selectors;
