/**
 * @jest-environment node
 *
 * Telemetry's request bodies (src/contract/telemetryRequests.ts), read as the sandbox lender
 * reads them (the body's size first, then its fields): the bodies the app builds pass; each bad
 * field is answered with its message, naming it.
 */
import {
  sessionReplayLinkBody,
  TELEMETRY_BODY_LIMIT,
  telemetryEventBody,
  telemetrySessionBody,
} from '../../src/contract/telemetryRequests';
import {
  PAGE_VIEW,
  telemetryEventBody as eventBodyOf,
} from '../../src/features/telemetry/telemetryApi';
import { errorEvent } from '../../src/features/telemetry/telemetryRunner';
import { telemetrySessionBody as sessionBodyOf } from '../../src/features/telemetry/telemetrySession';
import { type ApiError, HttpError } from '../../src/sandbox/http';
import { readEventBody, readSessionBody } from '../../src/sandbox/telemetryBodies';
import { errorsOf } from '../support/requestBodies';

const APPLICATION = '3f2b8c1e-5d4a-4e6b-9a7c-1b2d3e4f5a6b';
const SESSION = {
  uuid: '5e551011-0000-4000-8000-000000000001',
  epoch: 1795651200000,
  trackerUuid: '7ac4e400-0000-4000-8000-000000000001',
};
const bad = (field: string, message: string) => [{ code: 'BAD_REQUEST', field, message }];

const context = {
  domain: 'borrower.example.com',
  location: {
    pathname: `/account/heloc/${APPLICATION}/identity`,
    search: '?utm_source=mail&email=a@b.co&ssn=123-45-6789',
  },
  session: SESSION,
  identityId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  applicationUuid: APPLICATION,
};
const EVENT = eventBodyOf(context, PAGE_VIEW);

const rejected = (read: () => unknown): ApiError[] => {
  try {
    read();
    return [];
  } catch (error) {
    if (error instanceof HttpError) return error.errors;
    throw error;
  }
};

describe('an event', () => {
  test('the app’s page views, tracked errors and surveys pass, with or without a session', () => {
    expect(rejected(() => readEventBody({ ...EVENT }))).toEqual([]);
    expect(rejected(() => readEventBody({ ...EVENT, sessionKey: null }))).toEqual([]);
    const failure = errorEvent({ source: 'saga', name: 'TypeError', message: 'x is undefined' });
    expect(rejected(() => readEventBody({ ...eventBodyOf(context, failure) }))).toEqual([]);
    const survey = {
      event: 'leave survey',
      eventType: 'SURVEY',
      eventProperties: { step: 'identity', rating: 4, comment: 'Quick' },
    };
    expect(rejected(() => readEventBody({ ...eventBodyOf(context, survey) }))).toEqual([]);
  });

  test('only the event is required', () => {
    expect(errorsOf(telemetryEventBody, { event: 'PAGE_VIEW' })).toEqual([]);
    expect(errorsOf(telemetryEventBody, {})).toEqual(
      bad('event', 'event must be a non-empty string'),
    );
  });

  test('each field has its type and its size', () => {
    const errorsWith = (change: Record<string, unknown>) =>
      errorsOf(telemetryEventBody, { ...EVENT, ...change });
    expect(errorsWith({ event: 5 })).toEqual(bad('event', 'event must be a non-empty string'));
    expect(errorsWith({ event: ' ' })).toEqual(bad('event', 'event must be a non-empty string'));
    expect(errorsWith({ event: 'x'.repeat(201) })).toEqual(
      bad('event', 'event must be at most 200 characters'),
    );
    expect(errorsWith({ domain: null })).toEqual(bad('domain', 'domain must be a string'));
    expect(errorsWith({ pagePath: `/${'x'.repeat(2048)}` })).toEqual(
      bad('pagePath', 'pagePath must be at most 2048 characters'),
    );
    expect(errorsWith({ identityId: 5 })).toEqual(bad('identityId', 'identityId must be a string'));
    expect(errorsWith({ dedupeProperty: 'x'.repeat(201) })).toEqual(
      bad('dedupeProperty', 'dedupeProperty must be at most 200 characters'),
    );
    expect(errorsWith({ dontDedupe: 'yes' })).toEqual(
      bad('dontDedupe', 'dontDedupe must be true or false'),
    );
    expect(errorsWith({ eventProperties: [] })).toEqual(
      bad('eventProperties', 'eventProperties must be an object'),
    );
  });

  test('query values: at most 50, names to text', () => {
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    expect(errorsOf(telemetryEventBody, { ...EVENT, queryParams: many })).toEqual(
      bad('queryParams', 'queryParams must be an object of at most 50 values'),
    );
    expect(errorsOf(telemetryEventBody, { ...EVENT, queryParams: { a: 1 } })).toEqual(
      bad('queryParams', 'queryParams must map names to strings'),
    );
  });

  test('a session key: the service’s own, part of it, or null; nothing else', () => {
    const withKey = (sessionKey: unknown) => errorsOf(telemetryEventBody, { ...EVENT, sessionKey });
    expect(withKey({ trackerUuid: SESSION.trackerUuid })).toEqual([]);
    expect(withKey('key')).toEqual(bad('sessionKey', 'sessionKey must be an object or null'));
    expect(withKey([])).toEqual(bad('sessionKey', 'sessionKey must be an object or null'));
    expect(withKey({ uuid: 'a', other: 1 })).toEqual(
      bad('sessionKey.other', 'Unknown field other; allowed: uuid, epoch, trackerUuid'),
    );
    expect(withKey({ other: 1, more: 2 })).toEqual(
      bad('sessionKey.other', 'Unknown fields other, more; allowed: uuid, epoch, trackerUuid'),
    );
    expect(withKey({ uuid: 5 })).toEqual(bad('sessionKey.uuid', 'uuid must be a string'));
    expect(withKey({ trackerUuid: 'x'.repeat(65) })).toEqual(
      bad('sessionKey.trackerUuid', 'trackerUuid must be at most 64 characters'),
    );
    expect(withKey({ epoch: '1' })).toEqual(
      bad('sessionKey.epoch', 'sessionKey.epoch must be a number'),
    );
  });

  test('no other field; the whole body at most 16 KB, checked first', () => {
    expect(errorsOf(telemetryEventBody, { ...EVENT, extra: 'x' })).toEqual([
      {
        code: 'BAD_REQUEST',
        field: 'extra',
        message:
          'Unknown field extra; allowed: domain, queryParams, pagePath, event, sessionKey, identityId, applicationUuid, eventType, productType, eventProperties, dontDedupe, dedupeProperty',
      },
    ]);
    const big = {
      ...EVENT,
      extra: 'x',
      eventProperties: { blob: 'x'.repeat(TELEMETRY_BODY_LIMIT) },
    };
    expect(rejected(() => readEventBody(big))).toEqual([
      { code: 'BAD_REQUEST', message: 'A telemetry body must be at most 16384 bytes' },
    ]);
  });
});

describe('a session', () => {
  const environment = {
    referrer: 'https://search.example/?q=heloc&email=a@b.co',
    search: '?utm_source=mail',
    screenWidth: 1280,
    screenHeight: 800,
    windowWidth: 1280,
    windowHeight: 720,
    appVersion: '0.1.0',
  };

  test('the app’s body passes: new, or with the previous session or tracker', () => {
    for (const previous of [null, SESSION, { trackerUuid: SESSION.trackerUuid }]) {
      expect(rejected(() => readSessionBody({ ...sessionBodyOf(environment, previous) }))).toEqual(
        [],
      );
    }
    expect(errorsOf(telemetrySessionBody, {})).toEqual([]);
  });

  test('each field has its type and its size', () => {
    const BODY = sessionBodyOf(environment, null);
    const errorsWith = (change: Record<string, unknown>) =>
      errorsOf(telemetrySessionBody, { ...BODY, ...change });
    expect(errorsWith({ platform: 'IOS' })).toEqual(bad('platform', 'platform must be WEB'));
    expect(errorsWith({ screenWidth: 'wide' })).toEqual(
      bad('screenWidth', 'screenWidth must be a whole number of pixels'),
    );
    expect(errorsWith({ windowHeight: 1.5 })).toEqual(
      bad('windowHeight', 'windowHeight must be a whole number of pixels'),
    );
    expect(errorsWith({ windowWidth: 100_001 })).toEqual(
      bad('windowWidth', 'windowWidth must be a whole number of pixels'),
    );
    expect(errorsWith({ libVersion: 'x'.repeat(33) })).toEqual(
      bad('libVersion', 'libVersion must be at most 32 characters'),
    );
    expect(errorsWith({ referrer: 5 })).toEqual(bad('referrer', 'referrer must be a string'));
  });
});

describe('the session-replay link', () => {
  test('an address, at most 2000 characters', () => {
    expect(errorsOf(sessionReplayLinkBody, { link: 'https://replay.example/s/1' })).toEqual([]);
    for (const link of [undefined, '', ' ', 5, `https://replay.example/${'x'.repeat(2000)}`]) {
      expect(errorsOf(sessionReplayLinkBody, { link })).toEqual(
        bad('link', 'link must be a session-replay address'),
      );
    }
  });
});
