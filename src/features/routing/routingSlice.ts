import type { ServerState } from '../../contract/serverStates';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../../api/sessionEvents';
import type { RoutingDecision } from './decideRoute';
import type { RoutingTrigger } from './navigationPolicy';
import { locationChanged } from '../navigation';

/**
 * The detail under "We could not find your next step" when the rules could not be fetched: the
 * failure the slice keeps, in English; RoutingPending shows it in the page's language.
 */
export const DECISION_LOAD_FAILED = 'Check your connection and try again.';

/** How many decisions are kept for support (DevTools shows them; the newest is first). */
export const KEPT_DECISIONS = 10;

export type RoutingPhase = 'idle' | 'resolving' | 'waiting' | 'settling';

export interface RecordedDecision extends RoutingDecision {
  applicationUuid: string;
  trigger: RoutingTrigger;
  /** The page the applicant was on. */
  fromPathname: string;
  navigated: boolean;
  reason: string;
  at: number;
}

export interface RoutingState {
  phase: RoutingPhase;
  applicationUuid: string | null;
  /** The page being routed from while the phase is not idle. */
  pathname: string | null;
  /** Status requests made in the current phase. */
  tries: number;
  serverState: ServerState | null;
  phaseStartedAt: number | null;
  /** The page whose routing is settled: its screen may show. */
  settledPathname: string | null;
  decisions: RecordedDecision[];
  /** Why the last run could not decide (the status could not be read), or null. */
  failure: string | null;
  /**
   * The page the routing moved the applicant to off a closed step, where one line says so
   * (docs/routing.md#a-step-that-is-closed); null once they are elsewhere.
   */
  closedStepNotice: string | null;
}

const initialState: RoutingState = {
  phase: 'idle',
  applicationUuid: null,
  pathname: null,
  tries: 0,
  serverState: null,
  phaseStartedAt: null,
  settledPathname: null,
  decisions: [],
  failure: null,
  closedStepNotice: null,
};

/** Asks for a routing run (a screen's submission uses trigger 'submission'). */
export const routingRequested = createAction<{ applicationUuid: string; trigger: RoutingTrigger }>(
  'routing/requested',
);

export const routingSlice = createSlice({
  name: 'routing',
  initialState,
  reducers: {
    routingPhaseChanged: {
      reducer(
        state,
        action: PayloadAction<{
          phase: RoutingPhase;
          applicationUuid: string;
          pathname: string;
          tries: number;
          serverState: ServerState | null;
          at: number;
        }>,
      ) {
        const { phase, applicationUuid, pathname, tries, serverState, at } = action.payload;
        if (state.phase !== phase) state.phaseStartedAt = at;
        Object.assign(state, {
          phase,
          applicationUuid,
          pathname,
          tries,
          serverState,
          failure: null,
        });
      },
      prepare: (payload: {
        phase: RoutingPhase;
        applicationUuid: string;
        pathname: string;
        tries: number;
        serverState: ServerState | null;
      }) => ({ payload: { ...payload, at: Date.now() } }),
    },
    routingDecided: {
      reducer(state, action: PayloadAction<RecordedDecision>) {
        state.phase = 'idle';
        state.pathname = null;
        state.tries = 0;
        state.phaseStartedAt = null;
        state.failure = null;
        state.settledPathname = action.payload.navigated ? null : action.payload.fromPathname;
        state.decisions = [action.payload, ...state.decisions].slice(0, KEPT_DECISIONS);
      },
      prepare: (payload: Omit<RecordedDecision, 'at'>) => ({
        payload: { ...payload, at: Date.now() },
      }),
    },
    /** The routing saga arrived where it sent the applicant: that page is settled. */
    routingArrived(state, action: PayloadAction<string>) {
      state.settledPathname = action.payload;
    },
    /** The routing moved the applicant off a closed step to this page. */
    stepClosedNoticed(state, action: PayloadAction<string>) {
      state.closedStepNotice = action.payload;
    },
    routingStopped(state) {
      state.phase = 'idle';
      state.pathname = null;
      state.tries = 0;
      state.phaseStartedAt = null;
    },
    routingFailed(state, action: PayloadAction<{ pathname: string; message: string }>) {
      state.phase = 'idle';
      state.tries = 0;
      state.phaseStartedAt = null;
      state.failure = action.payload.message;
      state.settledPathname = action.payload.pathname;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
    // The line stays with the page it was said on.
    builder.addCase(locationChanged, (state, action) => {
      if (state.closedStepNotice !== action.payload.location.pathname) {
        state.closedStepNotice = null;
      }
    });
  },
  selectors: {
    selectRouting: (state) => state,
    selectRoutingPhase: (state) => state.phase,
    selectLastDecision: (state) => state.decisions[0] ?? null,
    selectSettledPathname: (state) => state.settledPathname,
    selectClosedStepNotice: (state) => state.closedStepNotice,
  },
});

export const {
  routingPhaseChanged,
  routingDecided,
  routingArrived,
  routingStopped,
  routingFailed,
  stepClosedNoticed,
} = routingSlice.actions;
export const {
  selectRouting,
  selectRoutingPhase,
  selectLastDecision,
  selectSettledPathname,
  selectClosedStepNotice,
} = routingSlice.selectors;
