/**
 * The telemetry saga's body (its own chunk): the session with its 3 attempts, the page views,
 * events queued until the session exists, dedupe, and tracked errors. Fire and forget: nothing
 * here is awaited by a screen, and a failure is only logged.
 */
import type { Channel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { call, fork, put, select, take, type SagaGenerator } from 'typed-redux-saga';
import { mutate } from '../../api/sagaQuery';
import type { RootState } from '../../app/store';
import { log } from '../../lib/logger';
import { readPrivacyChoices } from '../../lib/privacyChoices';
import { wait } from '../../lib/sagaTimers';
import { type AppLocation, locationChanged, selectLocation } from '../navigation';
import { isNetworkErrorMessage } from './networkErrors';
import {
  dedupeKeyOf,
  PAGE_VIEW,
  telemetryApi,
  telemetryContextOf,
  telemetryEventBody,
  type TelemetryEventBody,
} from './telemetryApi';
import {
  COULD_NOT_ESTABLISH_SESSION,
  isReusable,
  readStoredSession,
  readStoredTracker,
  SESSION_ATTEMPTS,
  SESSION_IDLE_MS,
  SESSION_RETRIES_FAILED,
  SESSION_RETRY_BASE_MS,
  storeSession,
  type TelemetryEnvironment,
  telemetrySessionBody,
} from './telemetrySession';
import {
  errorTracked,
  selectSentKeys,
  selectTelemetrySession,
  selectTelemetryStatus,
  type TelemetryEventInput,
  telemetryEventDispatched,
  telemetryEventRequested,
  telemetrySessionChanged,
  type TelemetrySession,
} from './telemetrySlice';

/** The tracked-error event; deduped by its message, so a loop of the same failure sends one. */
export function errorEvent(
  payload: ReturnType<typeof errorTracked>['payload'],
): TelemetryEventInput {
  return {
    event: 'Error',
    eventType: 'ERROR',
    eventProperties: {
      source: payload.source,
      errorType: payload.name ?? 'Error',
      message: payload.message,
    },
    dedupeProperty: 'message',
  };
}

function browserEnvironment(search: string): TelemetryEnvironment {
  return {
    referrer: document.referrer,
    search,
    screenWidth: window.screen?.width ?? 0,
    screenHeight: window.screen?.height ?? 0,
    windowWidth: window.innerWidth,
    windowHeight: window.innerHeight,
    appVersion: process.env.APP_VERSION ?? 'development',
  };
}

/** Asks for a session: the stored one while reusable, else up to 3 attempts, 1 s then 2 s apart. */
export function* establishSession(): SagaGenerator<void> {
  const { search } = yield* select(selectLocation);
  yield* put(telemetrySessionChanged({ status: 'establishing', failedAttempts: 0 }));
  const stored = readStoredSession();
  if (isReusable(stored, Date.now())) {
    yield* put(telemetrySessionChanged({ status: 'established', session: stored!.session }));
    return;
  }
  const tracker = readStoredTracker();
  const previous = stored?.session ?? (tracker ? { trackerUuid: tracker } : null);
  const body = telemetrySessionBody(browserEnvironment(search), previous);
  for (let attempt = 1; attempt <= SESSION_ATTEMPTS; attempt += 1) {
    const result = yield* mutate(telemetryApi.endpoints.establishTelemetrySession, body);
    if (result.data) {
      storeSession(result.data, Date.now());
      yield* put(telemetrySessionChanged({ status: 'established', session: result.data }));
      return;
    }
    yield* call(log, 'warn' as const, COULD_NOT_ESTABLISH_SESSION, {
      attempt,
      status: result.error.status,
    });
    yield* put(telemetrySessionChanged({ status: 'establishing', failedAttempts: attempt }));
    if (attempt < SESSION_ATTEMPTS) yield* wait(SESSION_RETRY_BASE_MS * 2 ** (attempt - 1));
  }
  yield* call(log, 'error' as const, SESSION_RETRIES_FAILED);
  yield* put(telemetrySessionChanged({ status: 'failed' }));
}

function* sendEvent(body: TelemetryEventBody): SagaGenerator<void> {
  const result = yield* mutate(telemetryApi.endpoints.sendTelemetryEvent, body);
  if (result.error) {
    yield* call(log, 'info' as const, 'telemetry event not sent', {
      event: body.event,
      status: result.error.status,
    });
  }
}

const pageOf = (location: Pick<AppLocation, 'pathname' | 'search'>) =>
  `${location.pathname}${location.search}`;

/**
 * Runs telemetry on the actions of `requests`: the location changes and telemetry's own actions,
 * held from the first moment of the page (src/app/lateSagas.ts). Events are built when asked
 * for (the page they happened on), held until the session exists, and dropped when it cannot be
 * established or the borrower refused analytics in "Your privacy options".
 */
export function* runTelemetry(
  requests: Channel<Action>,
  landing: AppLocation,
): SagaGenerator<void> {
  let pending: TelemetryEventBody[] = [];
  // Set when a session is asked for, before the store hears of it, so it is asked for once.
  let establishing = false;
  // A session already in the store (a preloaded state) counts as active from now.
  let lastActivityAt = readStoredSession()?.lastActivityAt ?? Date.now();

  function* dispatchEvent(body: TelemetryEventBody, session: TelemetrySession) {
    const dedupeKey = dedupeKeyOf(body);
    if (dedupeKey !== null && (yield* select(selectSentKeys)).includes(dedupeKey)) return;
    yield* put(telemetryEventDispatched({ dedupeKey }));
    lastActivityAt = Date.now();
    storeSession(session, lastActivityAt);
    yield* fork(sendEvent, { ...body, sessionKey: session });
  }

  function* request(input: TelemetryEventInput, location?: AppLocation) {
    if (!readPrivacyChoices().analytics) return;
    const state: RootState = yield* select((s: RootState) => s);
    const context = telemetryContextOf(state, window.location.hostname);
    const body = telemetryEventBody(location ? { ...context, location } : context, input);

    let status = yield* select(selectTelemetryStatus);
    if (status === 'established' && Date.now() - lastActivityAt >= SESSION_IDLE_MS) {
      yield* put(telemetrySessionChanged({ status: 'none', session: null }));
      status = 'none';
    }
    const session = yield* select(selectTelemetrySession);
    if (status === 'established' && session) {
      yield* dispatchEvent(body, session);
    } else if (status !== 'failed') {
      pending.push(body);
      if (status === 'none' && !establishing) {
        establishing = true;
        yield* fork(establishSession);
      }
    }
  }

  // The page the app was loaded on is the first view.
  let lastPage = pageOf(landing);
  yield* request(PAGE_VIEW, landing);

  for (;;) {
    const action = yield* take(requests);
    const settled = telemetrySessionChanged.match(action) ? action.payload : null;
    if (settled?.status === 'established' && settled.session) {
      establishing = false;
      const queued = pending;
      pending = [];
      for (const body of queued) yield* dispatchEvent(body, settled.session);
    } else if (settled?.status === 'failed') {
      establishing = false;
      if (pending.length) {
        yield* call(log, 'info' as const, 'telemetry events dropped', { count: pending.length });
      }
      pending = [];
    } else if (locationChanged.match(action)) {
      const page = pageOf(action.payload.location);
      if (page === lastPage) continue;
      lastPage = page;
      yield* request(PAGE_VIEW, action.payload.location);
    } else if (telemetryEventRequested.match(action)) {
      yield* request(action.payload);
    } else if (errorTracked.match(action)) {
      if (!isNetworkErrorMessage(action.payload.message))
        yield* request(errorEvent(action.payload));
    }
  }
}
