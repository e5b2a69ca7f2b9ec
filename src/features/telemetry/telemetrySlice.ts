import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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
  reducers: {
    telemetrySessionEstablished(state, action: PayloadAction<TelemetrySession>) {
      state.session = action.payload;
    },
  },
  selectors: {
    selectTelemetrySession: (state) => state.session,
  },
});

export const { telemetrySessionEstablished } = telemetrySlice.actions;
export const { selectTelemetrySession } = telemetrySlice.selectors;
