/**
 * The telemetry calls' request bodies, as the lender checks them
 * (docs/sandbox.md#other-request-bodies): a page event and a session (POST {base}/ft/{context}/event
 * and /session), and the session-replay link kept on an application.
 * The sandbox lender parses what it is sent with them; the app's request types are their input.
 *
 * Telemetry takes the contract's fields with their types, each within a size, and nothing else, the
 * whole body at most TELEMETRY_BODY_LIMIT: whatever the app sends passes (its query values and
 * event properties already scrubbed of personal data), anything else is a 400 and is not stored,
 * so the endpoints (open to anyone, as the lender's are) cannot be used to fill its records.
 */
import { nonBlankText } from './requests';
import { isRecord } from './isRecord';
import { v } from './schema';

/** The largest body either telemetry call takes, as JSON text. */
export const TELEMETRY_BODY_LIMIT = 16 * 1024;

/** Said, with no field, of a telemetry body over the limit. */
export const TELEMETRY_BODY_TOO_LARGE = `A telemetry body must be at most ${TELEMETRY_BODY_LIMIT} bytes`;

const tooLong = (key: string, max: number) => `${key} must be at most ${max} characters`;

/** Text of at most `max` characters, or absent. */
const text = (key: string, max: number) =>
  v.optional(v.pipe(v.string(`${key} must be a string`), v.maxLength(max, tooLong(key, max))));

/** Text of at most `max` characters, null, or absent. */
const textOrNull = (key: string, max: number) =>
  v.optional(
    v.nullable(v.pipe(v.string(`${key} must be a string`), v.maxLength(max, tooLong(key, max)))),
  );

/** Text with something in it, of at most `max` characters. */
const requiredText = (key: string, max: number) => {
  const missing = `${key} must be a non-empty string`;
  return v.pipe(
    v.string(missing),
    v.check((value) => value.trim() !== '', missing),
    v.maxLength(max, tooLong(key, max)),
  );
};

const flag = (key: string) => v.optional(v.boolean(`${key} must be true or false`));

/** A screen or window size: whole pixels, up to 100,000. */
const pixels = (key: string) => {
  const message = `${key} must be a whole number of pixels`;
  return v.optional(
    v.pipe(
      v.number(message),
      v.integer(message),
      v.minValue(0, message),
      v.maxValue(100_000, message),
    ),
  );
};

/** A page's query values: at most 50, names to text, as a page's query holds them. */
const queryParams = v.optional(
  v.pipe(
    v.custom<Record<string, string>>(
      (value) => isRecord(value) && Object.keys(value).length <= 50,
      'queryParams must be an object of at most 50 values',
    ),
    v.check(
      (values) =>
        Object.entries(values).every(
          ([name, value]) =>
            name.length <= 200 && typeof value === 'string' && value.length <= 2000,
        ),
      'queryParams must map names to strings',
    ),
  ),
);

const SESSION_KEY_FIELDS: readonly string[] = ['uuid', 'epoch', 'trackerUuid'];
const NOT_A_SESSION_KEY = 'sessionKey must be an object or null';

/** "Unknown field x; allowed: uuid, epoch, trackerUuid", naming every unknown field. */
function unknownSessionKeyFields(issue: v.StrictObjectIssue): string {
  const given = issue.path?.[0]?.input;
  const unknown = Object.keys(isRecord(given) ? given : {}).filter(
    (key) => !SESSION_KEY_FIELDS.includes(key),
  );
  if (issue.expected !== 'never' || unknown.length === 0) return NOT_A_SESSION_KEY;
  return `Unknown field${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; allowed: ${SESSION_KEY_FIELDS.join(', ')}`;
}

const sessionKeyFields = v.strictObject(
  {
    uuid: text('uuid', 64),
    epoch: v.optional(v.number('sessionKey.epoch must be a number')),
    trackerUuid: text('trackerUuid', 64),
  },
  unknownSessionKeyFields,
);

/**
 * The telemetry session the service answered (uuid, epoch, trackerUuid), or part of it (the
 * tracker alone, so that the service keeps this browser's), or null.
 */
const sessionKey = v.optional(
  v.nullable(
    v.pipe(
      v.custom<v.InferInput<typeof sessionKeyFields>>(isRecord, NOT_A_SESSION_KEY),
      sessionKeyFields,
    ),
  ),
);

/**
 * POST {base}/ft/{context}/event: the event, with the page it happened on, the session and the
 * people involved. Only `event` is required. (The fields are in the order the lender lists them.)
 */
export const telemetryEventBody = v.object({
  domain: text('domain', 253),
  queryParams,
  pagePath: text('pagePath', 2048),
  event: requiredText('event', 200),
  sessionKey,
  identityId: textOrNull('identityId', 64),
  applicationUuid: textOrNull('applicationUuid', 64),
  eventType: text('eventType', 64),
  productType: text('productType', 64),
  eventProperties: v.optional(
    v.custom<Record<string, unknown>>(isRecord, 'eventProperties must be an object'),
  ),
  dontDedupe: flag('dontDedupe'),
  dedupeProperty: textOrNull('dedupeProperty', 200),
});

/** POST {base}/ft/{context}/session: the browser the session is for. Nothing is required. */
export const telemetrySessionBody = v.object({
  platform: v.optional(v.literal('WEB', 'platform must be WEB')),
  libVersion: text('libVersion', 32),
  referrer: text('referrer', 2048),
  queryParams,
  screenWidth: pixels('screenWidth'),
  screenHeight: pixels('screenHeight'),
  windowWidth: pixels('windowWidth'),
  windowHeight: pixels('windowHeight'),
  sessionKey,
  appVersion: text('appVersion', 32),
});

const REPLAY_LINK = 'link must be a session-replay address';

/** PUT .../heloc/{uuid}/full-story-link: where the session's replay is. */
export const sessionReplayLinkBody = v.object({
  link: nonBlankText(2000, REPLAY_LINK),
});

export type TelemetryEventBody = v.InferInput<typeof telemetryEventBody>;
export type TelemetrySessionBody = v.InferInput<typeof telemetrySessionBody>;
export type SessionReplayLinkBody = v.InferInput<typeof sessionReplayLinkBody>;
