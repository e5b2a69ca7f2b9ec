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
import { readEventBody, readSessionBody } from '../../src/sandbox/telemetryBodies';
import { errorsOf, errorsOfReading } from '../support/requestBodies';

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

describe('an event', () => {
  test('the app’s page views, tracked errors and surveys pass, with or without a session', () => {
    expect(errorsOfReading(() => readEventBody({ ...EVENT }))).toEqual([]);
    expect(errorsOfReading(() => readEventBody({ ...EVENT, sessionKey: null }))).toEqual([]);
    const failure = errorEvent({ source: 'saga', name: 'TypeError', message: 'x is undefined' });
    expect(errorsOfReading(() => readEventBody({ ...eventBodyOf(context, failure) }))).toEqual([]);
    const survey = {
      event: 'leave survey',
      eventType: 'SURVEY',
      eventProperties: { step: 'identity', rating: 4, comment: 'Quick' },
    };
    expect(errorsOfReading(() => readEventBody({ ...eventBodyOf(context, survey) }))).toEqual([]);
  });

  test('only the event is required', () => {
    expect(errorsOf(telemetryEventBody, { event: 'PAGE_VIEW' })).toEqual([]);
    expect(errorsOf(telemetryEventBody, {})).toEqual(
      bad('event', 'event must be a non-empty string'),
    );
  });

  const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
  test.each<[string, Record<string, unknown>, string]>([
    ['an event that is a number', { event: 5 }, 'event must be a non-empty string'],
    ['a blank event', { event: ' ' }, 'event must be a non-empty string'],
    ['a long event', { event: 'x'.repeat(201) }, 'event must be at most 200 characters'],
    ['a null domain', { domain: null }, 'domain must be a string'],
    [
      'a long page path',
      { pagePath: `/${'x'.repeat(2048)}` },
      'pagePath must be at most 2048 characters',
    ],
    ['an identity that is a number', { identityId: 5 }, 'identityId must be a string'],
    [
      'a long dedupe property',
      { dedupeProperty: 'x'.repeat(201) },
      'dedupeProperty must be at most 200 characters',
    ],
    ['dontDedupe as text', { dontDedupe: 'yes' }, 'dontDedupe must be true or false'],
    ['event properties as a list', { eventProperties: [] }, 'eventProperties must be an object'],
    [
      'more than 50 query values',
      { queryParams: many },
      'queryParams must be an object of at most 50 values',
    ],
    [
      'a query value that is not text',
      { queryParams: { a: 1 } },
      'queryParams must map names to strings',
    ],
  ])('refuses %s, naming the field changed', (_name, change, message) => {
    const [field] = Object.keys(change);
    expect(errorsOf(telemetryEventBody, { ...EVENT, ...change })).toEqual(bad(field!, message));
  });

  test('takes a session key that is part of the service’s own', () => {
    const sessionKey = { trackerUuid: SESSION.trackerUuid };
    expect(errorsOf(telemetryEventBody, { ...EVENT, sessionKey })).toEqual([]);
  });

  test.each<[string, unknown, string, string]>([
    ['text', 'key', 'sessionKey', 'sessionKey must be an object or null'],
    ['a list', [], 'sessionKey', 'sessionKey must be an object or null'],
    [
      'an unknown field',
      { uuid: 'a', other: 1 },
      'sessionKey.other',
      'Unknown field other; allowed: uuid, epoch, trackerUuid',
    ],
    [
      'unknown fields',
      { other: 1, more: 2 },
      'sessionKey.other',
      'Unknown fields other, more; allowed: uuid, epoch, trackerUuid',
    ],
    ['a uuid that is a number', { uuid: 5 }, 'sessionKey.uuid', 'uuid must be a string'],
    [
      'a long tracker',
      { trackerUuid: 'x'.repeat(65) },
      'sessionKey.trackerUuid',
      'trackerUuid must be at most 64 characters',
    ],
    ['an epoch as text', { epoch: '1' }, 'sessionKey.epoch', 'sessionKey.epoch must be a number'],
  ])('refuses a session key with %s, naming the field', (_name, sessionKey, field, message) => {
    expect(errorsOf(telemetryEventBody, { ...EVENT, sessionKey })).toEqual(bad(field, message));
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
    expect(errorsOfReading(() => readEventBody(big))).toEqual([
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
      expect(
        errorsOfReading(() => readSessionBody({ ...sessionBodyOf(environment, previous) })),
      ).toEqual([]);
    }
    expect(errorsOf(telemetrySessionBody, {})).toEqual([]);
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['another platform', { platform: 'IOS' }, 'platform must be WEB'],
    ['a width as text', { screenWidth: 'wide' }, 'screenWidth must be a whole number of pixels'],
    [
      'a fraction of a pixel',
      { windowHeight: 1.5 },
      'windowHeight must be a whole number of pixels',
    ],
    ['too wide a window', { windowWidth: 100_001 }, 'windowWidth must be a whole number of pixels'],
    [
      'a long library version',
      { libVersion: 'x'.repeat(33) },
      'libVersion must be at most 32 characters',
    ],
    ['a referrer that is a number', { referrer: 5 }, 'referrer must be a string'],
  ])('refuses %s, naming the field changed', (_name, change, message) => {
    const [field] = Object.keys(change);
    const body = { ...sessionBodyOf(environment, null), ...change };
    expect(errorsOf(telemetrySessionBody, body)).toEqual(bad(field!, message));
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
