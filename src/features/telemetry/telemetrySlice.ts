import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import type { TelemetrySession } from '../../contract/telemetry';

export type { TelemetryEventInput } from './telemetryActions';
export { errorTracked, telemetryEventRequested } from './telemetryActions';

/** docs/telemetry.md#session: the answer of POST {base}/ft/{context}/session, sent back as sessionKey. */
export type { TelemetrySession };

/**
 * none: not asked yet (no event so far, or analytics refused); establishing: attempts running;
 * established: events are sent; failed: 3 attempts failed, events of this page load are dropped.
 */
export type TelemetrySessionStatus = 'none' | 'establishing' | 'established' | 'failed';

export interface TelemetryState {
  session: TelemetrySession | null;
  status: TelemetrySessionStatus;
  /** Failed attempts of the current establishing. */
  failedAttempts: number;
  /** The dedupe keys of the events sent in this session (by dedupeProperty: docs/telemetry.md#events). */
  sentKeys: string[];
}

const initialState: TelemetryState = {
  session: null,
  status: 'none',
  failedAttempts: 0,
  sentKeys: [],
};

/** At most this many dedupe keys are remembered; the oldest go first. */
export const SENT_KEYS_KEPT = 200;

export const telemetrySlice = createSlice({
  name: 'telemetry',
  initialState,
  reducers: {
    /**
     * Where the session stands: asked for (establishing, attempts from 0), an attempt failed, 3
     * failed (failed), established (a new or the stored session), or expired after 30 minutes
     * without an event (none). A different session starts its dedupe afresh.
     */
    telemetrySessionChanged(
      state,
      action: PayloadAction<{
        status: TelemetrySessionStatus;
        session?: TelemetrySession | null;
        failedAttempts?: number;
      }>,
    ) {
      const { status, session, failedAttempts } = action.payload;
      state.status = status;
      if (failedAttempts !== undefined) state.failedAttempts = failedAttempts;
      if (session !== undefined) {
        if (state.session?.uuid !== session?.uuid) state.sentKeys = [];
        state.session = session;
      }
    },
    telemetryEventDispatched(state, action: PayloadAction<{ dedupeKey: string | null }>) {
      const { dedupeKey } = action.payload;
      if (dedupeKey === null || state.sentKeys.includes(dedupeKey)) return;
      state.sentKeys.push(dedupeKey);
      if (state.sentKeys.length > SENT_KEYS_KEPT) state.sentKeys.shift();
    },
  },
});

export const { telemetrySessionChanged, telemetryEventDispatched } = telemetrySlice.actions;

/**
 * The slice joins the one store with the telemetry saga's code (the shell's extras; the app
 * injects it: docs/architecture.md#layers), so the first screen carries only telemetry's actions
 * (./telemetryActions.ts). Its readers are telemetry's own (telemetryRunner, telemetryApi); until
 * the slice joins they read the initial state.
 */
const telemetryOf = (state: RootState) => state.telemetry ?? telemetrySlice.getInitialState();
export const selectTelemetrySession = (state: RootState) => telemetryOf(state).session;
export const selectTelemetryStatus = (state: RootState) => telemetryOf(state).status;
export const selectSentKeys = (state: RootState) => telemetryOf(state).sentKeys;
