/**
 * The telemetry calls and the event body (docs/telemetry.md#events). Only the telemetry saga (its own
 * chunk) imports this module, so none of it loads with the first screen.
 */
import { baseApi } from '../../api/baseApi';
import type { RootState } from '../../app/store';
import { readTelemetrySession } from '../../contract/telemetry';
import type { TelemetryEventBody as LenderEventBody } from '../../contract/telemetryRequests';
import { selectApplicationUuid } from '../application';
import { type AppLocation, selectLocation } from '../navigation';
import { selectProfile } from '../profile';
import { scrubbedProperties, scrubbedQueryParams } from './scrub';
import {
  selectTelemetrySession,
  type TelemetryEventInput,
  type TelemetrySession,
} from './telemetrySlice';
import type { TelemetrySessionBody } from './telemetrySession';

/** The telemetry context of this app: POST {base}/ft/heloc/event and /session. */
export const TELEMETRY_CONTEXT = 'heloc';
export const TELEMETRY_EVENT_PATH = `/ft/${TELEMETRY_CONTEXT}/event`;
export const TELEMETRY_SESSION_PATH = `/ft/${TELEMETRY_CONTEXT}/session`;
export const TELEMETRY_PRODUCT_TYPE = 'HELOC';

/** The page view sent on every route change (product HELOC: docs/telemetry.md#events). */
export const PAGE_VIEW: TelemetryEventInput = {
  event: 'Page View',
  eventType: 'PAGE_VIEW',
  // Every route change is a view, the same page seen twice included.
  dontDedupe: true,
};

/**
 * docs/telemetry.md#events: the body of POST {base}/ft/{context}/event, as the lender takes it
 * (docs/sandbox.md#other-request-bodies), every field filled in. The session key is filled in
 * when the event is sent.
 */
export type TelemetryEventBody = Required<LenderEventBody>;

/** Where the event happens: the page, the session and the people involved. */
export interface TelemetryContext {
  domain: string;
  location: Pick<AppLocation, 'pathname' | 'search'>;
  session: TelemetrySession | null;
  identityId: string | null;
  applicationUuid: string | null;
}

/**
 * The event body (pure). The query values and the event properties are scrubbed of personal
 * data (scrub.ts); the page path holds only route names and uuids.
 */
export function telemetryEventBody(
  context: TelemetryContext,
  input: TelemetryEventInput,
): TelemetryEventBody {
  return {
    domain: context.domain,
    queryParams: scrubbedQueryParams(context.location.search),
    pagePath: context.location.pathname,
    event: input.event,
    sessionKey: context.session,
    identityId: context.identityId,
    applicationUuid: context.applicationUuid,
    eventType: input.eventType,
    productType: TELEMETRY_PRODUCT_TYPE,
    eventProperties: scrubbedProperties(input.eventProperties ?? {}) as Record<string, unknown>,
    dontDedupe: input.dontDedupe ?? false,
    dedupeProperty: input.dedupeProperty ?? null,
  };
}

/**
 * What tells two events apart for dedupe: the event name, and the value of its dedupeProperty
 * when it names one. Reading chosen: only dedupeProperty and dontDedupe are named; an event
 * with the same key is sent once per telemetry session. Null: never deduped.
 */
export function dedupeKeyOf(body: TelemetryEventBody): string | null {
  if (body.dontDedupe) return null;
  const value = body.dedupeProperty ? body.eventProperties[body.dedupeProperty] : undefined;
  return `${body.event}|${body.dedupeProperty ?? ''}|${JSON.stringify(value ?? null)}`;
}

/**
 * The context from the store. The identity id is the signed-in profile's uuid; the application
 * is the page's (selectApplicationUuid).
 */
export function telemetryContextOf(state: RootState, domain: string): TelemetryContext {
  const location = selectLocation(state);
  return {
    domain,
    location: { pathname: location.pathname, search: location.search },
    session: selectTelemetrySession(state),
    identityId: selectProfile(state)?.uuid ?? null,
    applicationUuid: selectApplicationUuid(state),
  };
}

export const telemetryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    establishTelemetrySession: build.mutation<TelemetrySession, TelemetrySessionBody>({
      query: (body) => ({ url: TELEMETRY_SESSION_PATH, method: 'POST', body }),
      extraOptions: {
        decode: readTelemetrySession,
        // Analytics must never end the borrower's session.
        skipSessionHandling: true,
      },
    }),
    /** Fire and forget: the answer ({ uuid }) is not used. */
    sendTelemetryEvent: build.mutation<unknown, TelemetryEventBody>({
      query: (body) => ({ url: TELEMETRY_EVENT_PATH, method: 'POST', body }),
      extraOptions: { skipSessionHandling: true },
    }),
  }),
});
