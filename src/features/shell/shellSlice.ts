import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  readStored,
  storedItem,
  SURVEY_DONE_STORAGE_KEY,
  writeStored,
} from '../../lib/browserStorage';
import { isUuid } from '../../contract/uuid';

/** Shell state that outlives a screen. */
export interface ShellState {
  /**
   * The applications whose survey prompt was answered or closed: once triggered it is no longer
   * enabled for that application (docs/shell.md#survey-prompt).
   */
  surveyDone: string[];
  /** The query-devtools view toggled by the global function. */
  queryDevtoolsOpen: boolean;
}

const surveyDoneItem = () => storedItem(SURVEY_DONE_STORAGE_KEY);

/** The applications this browser remembers the survey as done for (a malformed list: none). */
export function readSurveyDone(): string[] {
  try {
    const parsed: unknown = JSON.parse(readStored(surveyDoneItem()) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isUuid) : [];
  } catch {
    return [];
  }
}

/** Remembers, in this browser, that the survey of `applicationUuid` is done. */
export function rememberSurveyDone(applicationUuid: string): void {
  const done = readSurveyDone();
  if (!done.includes(applicationUuid)) {
    writeStored(surveyDoneItem(), JSON.stringify([...done, applicationUuid]));
  }
}

// Read when the store is made: a reload keeps the survey closed.
const initialState = (): ShellState => ({ surveyDone: readSurveyDone(), queryDevtoolsOpen: false });

export const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    /** The survey prompt of the application was answered or closed. */
    surveyFinished(state, action: PayloadAction<{ applicationUuid: string }>) {
      const { applicationUuid } = action.payload;
      if (!state.surveyDone.includes(applicationUuid)) state.surveyDone.push(applicationUuid);
    },
    queryDevtoolsToggled(state) {
      state.queryDevtoolsOpen = !state.queryDevtoolsOpen;
    },
  },
  selectors: {
    selectSurveyDone: (state) => state.surveyDone,
    selectQueryDevtoolsOpen: (state) => state.queryDevtoolsOpen,
  },
});

export const { surveyFinished, queryDevtoolsToggled } = shellSlice.actions;
export const { selectSurveyDone, selectQueryDevtoolsOpen } = shellSlice.selectors;
