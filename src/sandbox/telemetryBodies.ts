/**
 * What the telemetry service takes (spec 2 section 7, issue 17 item 4): the spec's fields with
 * their types, each within a size, and nothing else. Whatever the app sends passes; anything else
 * gets 400 and is not stored, so the endpoint (open to anyone, as the lender's is) cannot be used
 * to fill the sandbox's folder.
 */
import { badRequest, isPlainObject, rejectUnknownKeys } from './http';

/** The largest body either call takes, as JSON text. */
export const TELEMETRY_BODY_LIMIT = 16 * 1024;
/** The most records kept of each kind; past it the oldest make room. */
export const TELEMETRY_RECORDS_KEPT = 5000;

const EVENT_FIELDS = [
  'domain',
  'queryParams',
  'pagePath',
  'event',
  'sessionKey',
  'identityId',
  'applicationUuid',
  'eventType',
  'productType',
  'eventProperties',
  'dontDedupe',
  'dedupeProperty',
] as const;

const SESSION_FIELDS = [
  'platform',
  'libVersion',
  'referrer',
  'queryParams',
  'screenWidth',
  'screenHeight',
  'windowWidth',
  'windowHeight',
  'sessionKey',
  'appVersion',
] as const;

type Body = Record<string, unknown>;

function text(body: Body, key: string, max: number, required = false): void {
  const value = body[key];
  if (value === undefined && !required) return;
  if (typeof value !== 'string' || (required && !value.trim())) {
    throw badRequest(`${key} must be ${required ? 'a non-empty' : 'a'} string`, key);
  }
  if (value.length > max) throw badRequest(`${key} must be at most ${max} characters`, key);
}

function textOrNull(body: Body, key: string, max: number): void {
  if (body[key] !== null) text(body, key, max);
}

function flag(body: Body, key: string): void {
  if (body[key] !== undefined && typeof body[key] !== 'boolean') {
    throw badRequest(`${key} must be true or false`, key);
  }
}

function size(body: Body, key: string): void {
  const value = body[key];
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 100_000) {
    throw badRequest(`${key} must be a whole number of pixels`, key);
  }
}

/** Query values: names to strings, as a page's query holds them. */
function queryParams(body: Body): void {
  const value = body.queryParams;
  if (value === undefined) return;
  if (!isPlainObject(value) || Object.keys(value).length > 50) {
    throw badRequest('queryParams must be an object of at most 50 values', 'queryParams');
  }
  for (const [name, entry] of Object.entries(value)) {
    if (name.length > 200 || typeof entry !== 'string' || entry.length > 2000) {
      throw badRequest('queryParams must map names to strings', 'queryParams');
    }
  }
}

/** A session key: the service's own answer (uuid, epoch, trackerUuid), or part of it, or null. */
function sessionKey(body: Body): void {
  const value = body.sessionKey;
  if (value === undefined || value === null) return;
  if (!isPlainObject(value)) throw badRequest('sessionKey must be an object or null', 'sessionKey');
  rejectUnknownKeys(value, ['uuid', 'epoch', 'trackerUuid']);
  text(value, 'uuid', 64);
  text(value, 'trackerUuid', 64);
  if (value.epoch !== undefined && typeof value.epoch !== 'number') {
    throw badRequest('sessionKey.epoch must be a number', 'sessionKey');
  }
}

function withinLimit(body: Body): void {
  if (JSON.stringify(body).length > TELEMETRY_BODY_LIMIT) {
    throw badRequest(`A telemetry body must be at most ${TELEMETRY_BODY_LIMIT} bytes`);
  }
}

export function checkEventBody(body: Body): void {
  withinLimit(body);
  rejectUnknownKeys(body, EVENT_FIELDS);
  text(body, 'event', 200, true);
  text(body, 'domain', 253);
  text(body, 'pagePath', 2048);
  text(body, 'eventType', 64);
  text(body, 'productType', 64);
  textOrNull(body, 'identityId', 64);
  textOrNull(body, 'applicationUuid', 64);
  textOrNull(body, 'dedupeProperty', 200);
  flag(body, 'dontDedupe');
  queryParams(body);
  sessionKey(body);
  if (body.eventProperties !== undefined && !isPlainObject(body.eventProperties)) {
    throw badRequest('eventProperties must be an object', 'eventProperties');
  }
}

export function checkSessionBody(body: Body): void {
  withinLimit(body);
  rejectUnknownKeys(body, SESSION_FIELDS);
  if (body.platform !== undefined && body.platform !== 'WEB') {
    throw badRequest('platform must be WEB', 'platform');
  }
  text(body, 'libVersion', 32);
  text(body, 'appVersion', 32);
  text(body, 'referrer', 2048);
  for (const key of ['screenWidth', 'screenHeight', 'windowWidth', 'windowHeight']) size(body, key);
  queryParams(body);
  sessionKey(body);
}
