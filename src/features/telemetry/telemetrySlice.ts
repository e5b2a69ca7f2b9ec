import { createSlice } from '@reduxjs/toolkit';

/** Spec 2 section 3 (Telemetry session). */
export interface TelemetrySession {
  uuid: string;
  epoch: number;
  trackerUuid: string;
}

export interface TelemetryState {
  session: TelemetrySession | null;
}

const initialState: TelemetryState = { session: null };

export const telemetrySlice = createSlice({
  name: 'telemetry',
  initialState,
  // The session's actions come with the telemetry session itself (spec 2 section 3).
  reducers: {},
  selectors: {
    selectTelemetrySession: (state) => state.session,
  },
});

export const { selectTelemetrySession } = telemetrySlice.selectors;
