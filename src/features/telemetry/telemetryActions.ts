import { createAction } from '@reduxjs/toolkit';

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
 * A tracked error (the general error page; the root saga: a saga that threw; docs/telemetry.md#tracked-errors).
 * The telemetry saga sends it as an event unless it is one of the network-type messages a browser
 * raises when a request is cut.
 */
export const errorTracked = createAction<{ source: string; name?: string; message: string }>(
  'telemetry/errorTracked',
);
