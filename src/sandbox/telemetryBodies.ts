/**
 * What the telemetry service takes (docs/sandbox.md#telemetry-and-the-decision-service): the contract's event and session bodies
 * (docs/sandbox.md#other-request-bodies), the whole body within its size first, so that the
 * endpoint (open to anyone, as the lender's is) cannot be used to fill the sandbox's folder; and
 * how many records of each kind it keeps.
 */
import {
  TELEMETRY_BODY_LIMIT,
  TELEMETRY_BODY_TOO_LARGE,
  telemetryEventBody,
  telemetrySessionBody,
} from '../contract/telemetryRequests';
import { parseBody } from './bodies';
import { badRequest } from './http';

/** The most records kept of each kind; past it the oldest make room. */
export const TELEMETRY_RECORDS_KEPT = 5000;

function withinLimit(body: Record<string, unknown>): void {
  if (JSON.stringify(body).length > TELEMETRY_BODY_LIMIT)
    throw badRequest(TELEMETRY_BODY_TOO_LARGE);
}

/** An event's body, read: 400 (every problem at once, nothing stored) when it is not one. */
export function readEventBody(body: Record<string, unknown>) {
  withinLimit(body);
  return parseBody(telemetryEventBody, body);
}

/** A session's body, read: 400 (every problem at once, nothing stored) when it is not one. */
export function readSessionBody(body: Record<string, unknown>) {
  withinLimit(body);
  return parseBody(telemetrySessionBody, body);
}
