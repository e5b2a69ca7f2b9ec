import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec 2 section 7: the answer of POST {base}/ft/{context}/session, sent back as sessionKey. */
export interface TelemetrySession {
  uuid: string;
  epoch: number;
  trackerUuid: string;
}

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
  /** The dedupe keys of the events sent in this session (spec 2: dedupeProperty). */
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

/** The slice's part of the store; its readers are telemetry's own (telemetryRunner, telemetryApi). */
type WithTelemetry = { telemetry: TelemetryState };
export const selectTelemetrySession = (state: WithTelemetry) => state.telemetry.session;
export const selectTelemetryStatus = (state: WithTelemetry) => state.telemetry.status;
export const selectSentKeys = (state: WithTelemetry) => state.telemetry.sentKeys;

/** What a caller says about an event; the rest of the body comes from where the app is. */
export interface TelemetryEventInput {
  event: string;
  eventType: string;
  eventProperties?: Record<string, unknown>;
  /** Send even when an event with the same dedupe key was sent in this session. */
  dontDedupe?: boolean;
  /** The event property whose value tells two events apart (the event name alone when none). */
  dedupeProperty?: string | null;
}

/**
 * Asks for a telemetry event (fire and forget). The telemetry saga fills in the page, the
 * session and the people, scrubs it, and sends it once the session exists.
 */
export const telemetryEventRequested = createAction<TelemetryEventInput>(
  'telemetry/eventRequested',
);

/**
 * A tracked error (spec 1 section 8: the general error page; the root saga: a saga that threw).
 * The telemetry saga sends it as an event unless it is one of the network-type messages a browser
 * raises when a request is cut.
 */
export const errorTracked = createAction<{ source: string; name?: string; message: string }>(
  'telemetry/errorTracked',
);
