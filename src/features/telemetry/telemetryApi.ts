import { baseApi } from '../../api/baseApi';
import { log } from '../../lib/logger';
import { redact } from '../../lib/redact';
import type { AppDispatch, RootState } from '../../app/store';
import { selectCurrentApplicationUuid } from '../application';
import { type AppLocation, selectLocation } from '../navigation';
import { selectProfile } from '../profile';
import { applicationRouteOf } from '../routing';
import { selectTelemetrySession, type TelemetrySession } from './telemetrySlice';

/** The telemetry context of this app: events go to POST {base}/ft/heloc/event. */
export const TELEMETRY_CONTEXT = 'heloc';
export const TELEMETRY_EVENT_PATH = `/ft/${TELEMETRY_CONTEXT}/event`;
export const TELEMETRY_PRODUCT_TYPE = 'HELOC';

/** Spec 2 section 7: the body of POST {base}/ft/{context}/event. */
export interface TelemetryEventBody {
  domain: string;
  queryParams: Record<string, string>;
  pagePath: string;
  event: string;
  /** The telemetry session (uuid, epoch, trackerUuid), or null before one is established. */
  sessionKey: TelemetrySession | null;
  identityId: string | null;
  applicationUuid: string | null;
  eventType: string;
  productType: typeof TELEMETRY_PRODUCT_TYPE;
  eventProperties: Record<string, unknown>;
  dontDedupe: boolean;
  dedupeProperty: string | null;
}

/** What a caller says about an event; the rest of the body comes from where the app is. */
export interface TelemetryEventInput {
  event: string;
  eventType: string;
  eventProperties?: Record<string, unknown>;
  dontDedupe?: boolean;
  dedupeProperty?: string | null;
}

/** Where the event happens: the page, the session and the people involved. */
export interface TelemetryContext {
  domain: string;
  location: Pick<AppLocation, 'pathname' | 'search'>;
  session: TelemetrySession | null;
  identityId: string | null;
  applicationUuid: string | null;
}

/**
 * The event body (pure). Query values and event properties leave the app, so they are passed
 * through redact() like everything else that does.
 */
export function telemetryEventBody(
  context: TelemetryContext,
  input: TelemetryEventInput,
): TelemetryEventBody {
  return {
    domain: context.domain,
    queryParams: redact(Object.fromEntries(new URLSearchParams(context.location.search))),
    pagePath: context.location.pathname,
    event: input.event,
    sessionKey: context.session,
    identityId: context.identityId,
    applicationUuid: context.applicationUuid,
    eventType: input.eventType,
    productType: TELEMETRY_PRODUCT_TYPE,
    eventProperties: redact(input.eventProperties ?? {}),
    dontDedupe: input.dontDedupe ?? false,
    dedupeProperty: input.dedupeProperty ?? null,
  };
}

/**
 * The context from the store. The identity id is the signed-in profile's uuid (the app's identity
 * uuid, as helocSigners' identityUuid is matched against it); the application is the one whose
 * route is open, else the current one.
 */
export function telemetryContextOf(state: RootState, domain: string): TelemetryContext {
  const location = selectLocation(state);
  const route = applicationRouteOf(location.pathname);
  return {
    domain,
    location: { pathname: location.pathname, search: location.search },
    session: selectTelemetrySession(state),
    identityId: selectProfile(state)?.uuid ?? null,
    applicationUuid: route?.applicationUuid ?? selectCurrentApplicationUuid(state),
  };
}

export const telemetryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Fire-and-forget: the answer ({ uuid }) is not used. */
    sendTelemetryEvent: build.mutation<unknown, TelemetryEventBody>({
      query: (body) => ({ url: TELEMETRY_EVENT_PATH, method: 'POST', body }),
      // A failed analytics call must not show anything, so it cannot end the session either.
      extraOptions: { skipSessionHandling: true },
    }),
  }),
});

/**
 * Sends one telemetry event and forgets it: the mutation is not tracked in the store, nothing
 * waits for it, and a failure is only logged, never shown.
 */
export const telemetryEventSent =
  (input: TelemetryEventInput) => (dispatch: AppDispatch, getState: () => RootState) => {
    const body = telemetryEventBody(
      telemetryContextOf(getState(), window.location.hostname),
      input,
    );
    const request = dispatch(
      telemetryApi.endpoints.sendTelemetryEvent.initiate(body, { track: false }),
    );
    void request.then((result) => {
      if ('error' in result && result.error) {
        log('info', 'telemetry event not sent', { event: input.event, error: result.error });
      }
    });
  };
