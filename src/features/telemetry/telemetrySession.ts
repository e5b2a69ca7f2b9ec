/**
 * The telemetry session, POST {base}/ft/{context}/session (docs/telemetry.md#session): its body and how
 * long a stored one is reused (the answer is read by the contract's schema). Pure, except the two
 * storage helpers.
 */
import { type TelemetrySession, telemetrySessionOf } from '../../contract/telemetry';
import type { TelemetrySessionBody as LenderSessionBody } from '../../contract/telemetryRequests';
import {
  readStored,
  storedItem,
  TELEMETRY_SESSION_STORAGE_KEY,
  TELEMETRY_TRACKER_STORAGE_KEY,
  writeStored,
} from '../../lib/browserStorage';
import { isUuid } from '../../contract/uuid';
import { scrubbedQueryParams, scrubbedUrl } from './scrub';

/** docs/telemetry.md#session: the telemetry library's version, sent as libVersion. */
export const TELEMETRY_LIB_VERSION = '2.2.23';
/** docs/telemetry.md#session: "retried 3 times", read as 3 attempts in all. */
export const SESSION_ATTEMPTS = 3;
/**
 * The wait before each retry: the retry helper's rule (1 s, doubling; docs/telemetry.md#session), so
 * the second attempt is 1 s after the first failure and the third 2 s after the second.
 */
export const SESSION_RETRY_BASE_MS = 1000;
/**
 * Reading chosen: the session is only said to be "Kept in browser storage"
 * (docs/telemetry.md#session). It is one visit in one tab (session storage), reused until 30
 * minutes pass without an event, the usual length of an analytics visit; then the next event
 * starts a new one with the same tracker.
 */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

export const COULD_NOT_ESTABLISH_SESSION = 'Could not establish session.';
export const SESSION_RETRIES_FAILED =
  'An error occurred while establishing a session, retries failed.';

/** What the browser tells about where and how the app is shown. */
export interface TelemetryEnvironment {
  referrer: string;
  search: string;
  screenWidth: number;
  screenHeight: number;
  windowWidth: number;
  windowHeight: number;
  appVersion: string;
}

/**
 * The body of POST {base}/ft/{context}/session (docs/telemetry.md#session), as the lender takes it
 * (docs/sandbox.md#other-request-bodies), every field filled in. Its session key is the previous
 * session (or only its tracker), so that the service keeps this browser's tracker.
 */
export type TelemetrySessionBody = Required<LenderSessionBody>;

export function telemetrySessionBody(
  env: TelemetryEnvironment,
  previous: Partial<TelemetrySession> | null,
): TelemetrySessionBody {
  return {
    platform: 'WEB',
    libVersion: TELEMETRY_LIB_VERSION,
    referrer: scrubbedUrl(env.referrer),
    queryParams: scrubbedQueryParams(env.search),
    screenWidth: env.screenWidth,
    screenHeight: env.screenHeight,
    windowWidth: env.windowWidth,
    windowHeight: env.windowHeight,
    sessionKey: previous,
    appVersion: env.appVersion,
  };
}

/** A session as kept in session storage: the session and when it last carried an event. */
export interface StoredTelemetrySession {
  session: TelemetrySession;
  lastActivityAt: number;
}

export function parseStoredSession(raw: string | null): StoredTelemetrySession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const session = telemetrySessionOf(value?.session);
    const lastActivityAt = value?.lastActivityAt;
    if (!session || typeof lastActivityAt !== 'number') return null;
    return { session, lastActivityAt };
  } catch {
    return null;
  }
}

/** A stored session is reused while fewer than 30 minutes passed since its last event. */
export function isReusable(stored: StoredTelemetrySession | null, now: number): boolean {
  return (
    stored !== null && now >= stored.lastActivityAt && now - stored.lastActivityAt < SESSION_IDLE_MS
  );
}

const sessionItem = () => storedItem(TELEMETRY_SESSION_STORAGE_KEY);
const trackerItem = () => storedItem(TELEMETRY_TRACKER_STORAGE_KEY);

export function readStoredSession(): StoredTelemetrySession | null {
  return parseStoredSession(readStored(sessionItem()));
}

/** Keeps the session for this tab and its tracker for this browser. */
export function storeSession(session: TelemetrySession, at: number): void {
  writeStored(sessionItem(), JSON.stringify({ session, lastActivityAt: at }));
  writeStored(trackerItem(), session.trackerUuid);
}

/** The tracker of this browser, when one was kept. */
export function readStoredTracker(): string | null {
  const value = readStored(trackerItem());
  return value && isUuid(value) ? value : null;
}
