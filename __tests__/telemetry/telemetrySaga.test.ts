import { act } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { shellHasRendered } from '../../src/loading/lateParts';
import { push, replace } from '../../src/features/navigation/navigationSlice';
import { errorTracked, telemetryEventRequested } from '../../src/features/telemetry';
import {
  COULD_NOT_ESTABLISH_SESSION,
  SESSION_IDLE_MS,
  SESSION_RETRIES_FAILED,
} from '../../src/features/telemetry/telemetrySession';
import { recentLogEntries } from '../../src/lib/logger';
import { savePrivacyChoices } from '../../src/lib/privacyChoices';
import { APPLICATION_UUID, TEST_JWT } from '../support/fixtures';
import { server, TELEMETRY_SESSION, url, useMockServer } from '../support/server';
import { advanceSagas, signedInStore } from '../support/testStore';

useMockServer();
// Every body these tests send is one the lender takes.

const APP = `/account/heloc/${APPLICATION_UUID}`;

interface Sent {
  path: string;
  at: number;
  body: Record<string, unknown>;
}
let sent: Sent[] = [];
let start = 0;

const sessions = () => sent.filter((r) => r.path === '/ft/heloc/session');
const events = () => sent.filter((r) => r.path === '/ft/heloc/event');
const pageViews = () => events().filter((r) => r.body.eventType === 'PAGE_VIEW');

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  start = Date.now();
  sent = [];
  server.events.on('request:start', async ({ request }) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/ft/')) return;
    const at = Date.now() - start;
    const body = (await request.clone().json()) as Record<string, unknown>;
    sent.push({ path: pathname, at, body });
  });
});

afterEach(() => {
  server.events.removeAllListeners();
  jest.useRealTimers();
});

const advance = advanceSagas;

function open(path: string) {
  // As when the shell has rendered: the late sagas (telemetry) start.
  shellHasRendered();
  return signedInStore(path);
}

const failSession = (status = 500) =>
  server.use(
    http.post(url('/ft/:context/session'), () =>
      HttpResponse.json({ errors: [{ message: 'down' }] }, { status }),
    ),
  );

const logged = (event: string) => recentLogEntries().filter((e) => e.event === event);

describe('the session', () => {
  test('one session, with the documented body, then the page view carrying it; kept in browser storage', async () => {
    open(`${APP}/identity?utm_source=mail`);
    await advance(0);
    expect(sessions()).toHaveLength(1);
    expect(sessions()[0]!.body).toEqual({
      platform: 'WEB',
      libVersion: '2.2.23',
      referrer: '',
      queryParams: { utm_source: 'mail' },
      screenWidth: expect.any(Number),
      screenHeight: expect.any(Number),
      windowWidth: window.innerWidth,
      windowHeight: window.innerHeight,
      sessionKey: null,
      appVersion: expect.any(String),
    });
    expect(pageViews()).toHaveLength(1);
    expect(pageViews()[0]!.body).toMatchObject({
      event: 'Page View',
      pagePath: `${APP}/identity`,
      productType: 'HELOC',
      applicationUuid: APPLICATION_UUID,
      sessionKey: TELEMETRY_SESSION,
      dontDedupe: true,
    });
    expect(JSON.parse(sessionStorage.getItem('telemetry_session')!).session).toEqual(
      TELEMETRY_SESSION,
    );
    expect(localStorage.getItem('telemetry_trackerUuid')).toBe(TELEMETRY_SESSION.trackerUuid);
  });

  test('3 attempts in all, 1 s then 2 s apart, each logged; then the retries-failed message and no events', async () => {
    failSession();
    const store = open(`${APP}/identity`);
    await advance(0);
    expect(sessions().map((s) => s.at)).toEqual([0]);
    await advance(999);
    expect(sessions()).toHaveLength(1);
    await advance(1);
    expect(sessions().map((s) => s.at)).toEqual([0, 1000]);
    await advance(1999);
    expect(sessions()).toHaveLength(2);
    await advance(1);
    expect(sessions().map((s) => s.at)).toEqual([0, 1000, 3000]);
    await advance(60_000);
    expect(sessions()).toHaveLength(3);

    expect(logged(COULD_NOT_ESTABLISH_SESSION).map((e) => e.details)).toEqual([
      { attempt: 1, status: 500 },
      { attempt: 2, status: 500 },
      { attempt: 3, status: 500 },
    ]);
    expect(logged(SESSION_RETRIES_FAILED)).toHaveLength(1);
    expect(store.getState().telemetry).toMatchObject({ status: 'failed', failedAttempts: 3 });

    // The app goes on untouched: later events are dropped, no new attempt is made.
    act(() => void store.dispatch(push(`${APP}/identity/extra`)));
    await advance(5000);
    expect(sessions()).toHaveLength(3);
    expect(events()).toEqual([]);
    expect(store.getState().navigation.location.pathname).toBe(`${APP}/identity/extra`);
  });

  test('a 401 from telemetry does not end the borrower session', async () => {
    failSession(401);
    const store = open(`${APP}/product/select`);
    await advance(5000);
    expect(sessions()).toHaveLength(3);
    expect(localStorage.getItem('jwt')).toBe(TEST_JWT);
    expect(store.getState().navigation.location.pathname).toBe(`${APP}/product/select`);
  });

  test('a stored session is reused while it had an event in the last 30 minutes', async () => {
    const now = Date.now();
    sessionStorage.setItem(
      'telemetry_session',
      JSON.stringify({ session: TELEMETRY_SESSION, lastActivityAt: now - SESSION_IDLE_MS + 1000 }),
    );
    open(`${APP}/identity`);
    await advance(0);
    expect(sessions()).toEqual([]);
    expect(pageViews()[0]!.body.sessionKey).toEqual(TELEMETRY_SESSION);
  });

  test('after 30 minutes without an event a new session starts, keeping the tracker', async () => {
    const old = { ...TELEMETRY_SESSION, uuid: 'old-session' };
    sessionStorage.setItem(
      'telemetry_session',
      JSON.stringify({ session: old, lastActivityAt: Date.now() - SESSION_IDLE_MS }),
    );
    // The fixture application's state keeps the borrower on product/select.
    const store = open(`${APP}/product/select`);
    await advance(0);
    expect(sessions()).toHaveLength(1);
    expect(sessions()[0]!.body.sessionKey).toEqual(old);

    // The same within one page load: 30 minutes without an event, then an event.
    await advance(SESSION_IDLE_MS - 1);
    act(() => void store.dispatch(telemetryEventRequested({ event: 'a', eventType: 'ACTION' })));
    await advance(0);
    expect(sessions()).toHaveLength(1);
    await advance(SESSION_IDLE_MS);
    act(() => void store.dispatch(telemetryEventRequested({ event: 'b', eventType: 'ACTION' })));
    await advance(0);
    expect(sessions()).toHaveLength(2);
    expect(
      events().map((e) => [e.body.event, (e.body.sessionKey as { uuid: string }).uuid]),
    ).toEqual([
      ['Page View', TELEMETRY_SESSION.uuid],
      ['a', TELEMETRY_SESSION.uuid],
      ['b', TELEMETRY_SESSION.uuid],
    ]);
  });

  test('a new session sends the tracker kept in this browser', async () => {
    localStorage.setItem('telemetry_trackerUuid', TELEMETRY_SESSION.trackerUuid);
    open(`${APP}/identity`);
    await advance(0);
    expect(sessions()[0]!.body.sessionKey).toEqual({ trackerUuid: TELEMETRY_SESSION.trackerUuid });
  });
});

describe('events', () => {
  test('are queued until the session exists, then sent in order with it', async () => {
    server.use(
      http.post(url('/ft/:context/session'), async () => {
        await delay(2000);
        return HttpResponse.json(TELEMETRY_SESSION);
      }),
    );
    const store = open(`${APP}/identity`);
    await advance(0);
    act(() => {
      store.dispatch(push(`${APP}/identity/extra`));
      store.dispatch(telemetryEventRequested({ event: 'documents opened', eventType: 'ACTION' }));
    });
    await advance(1999);
    expect(events()).toEqual([]);
    await advance(1);
    expect(events().map((e) => [e.body.event, e.body.pagePath, e.body.sessionKey])).toEqual([
      ['Page View', `${APP}/identity`, TELEMETRY_SESSION],
      ['Page View', `${APP}/identity/extra`, TELEMETRY_SESSION],
      ['documents opened', `${APP}/identity/extra`, TELEMETRY_SESSION],
    ]);
    expect(events().every((e) => e.at === 2000)).toBe(true);
  });

  test('one page view per route change; the same page again (replace) sends none', async () => {
    const store = open(`${APP}/identity`);
    await advance(0);
    act(() => void store.dispatch(push(`${APP}/identity/extra`)));
    act(() => void store.dispatch(replace(`${APP}/identity/extra`)));
    act(() => void store.dispatch(push(`${APP}/identity`)));
    act(() => void store.dispatch(push(`${APP}/identity?step=2`)));
    await advance(0);
    expect(pageViews().map((e) => [e.body.pagePath, e.body.queryParams])).toEqual([
      [`${APP}/identity`, {}],
      [`${APP}/identity/extra`, {}],
      [`${APP}/identity`, {}],
      [`${APP}/identity`, { step: '2' }],
    ]);
  });

  test('deduped by event and dedupeProperty within the session, unless dontDedupe', async () => {
    const store = open(`${APP}/identity`);
    await advance(0);
    act(() => {
      const offer = (id: number, dontDedupe = false) =>
        telemetryEventRequested({
          event: 'offer seen',
          eventType: 'ACTION',
          eventProperties: { offerId: id },
          dedupeProperty: 'offerId',
          dontDedupe,
        });
      store.dispatch(offer(1));
      store.dispatch(offer(1));
      store.dispatch(offer(2));
      store.dispatch(offer(2, true));
      store.dispatch(telemetryEventRequested({ event: 'tip shown', eventType: 'ACTION' }));
      store.dispatch(telemetryEventRequested({ event: 'tip shown', eventType: 'ACTION' }));
    });
    await advance(0);
    expect(
      events()
        .filter((e) => e.body.eventType === 'ACTION')
        .map((e) => [e.body.event, e.body.eventProperties]),
    ).toEqual([
      ['offer seen', { offerId: 1 }],
      ['offer seen', { offerId: 2 }],
      ['offer seen', { offerId: 2 }],
      ['tip shown', {}],
    ]);
  });

  test('a failing event shows nothing and stops nothing', async () => {
    server.use(http.post(url('/ft/:context/event'), () => HttpResponse.error()));
    const store = open(`${APP}/identity`);
    await advance(0);
    act(() => void store.dispatch(push(`${APP}/identity/extra`)));
    await advance(0);
    expect(pageViews()).toHaveLength(2);
    expect(store.getState().telemetry?.status).toBe('established');
    expect(store.getState().api.mutations).toEqual({});
  });

  test('nothing is sent, not even a session, while analytics is refused in "Your privacy options"', async () => {
    savePrivacyChoices({ analytics: false, advertising: true });
    const store = open(`${APP}/identity`);
    await advance(0);
    act(() => {
      store.dispatch(push(`${APP}/identity/extra`));
      store.dispatch(telemetryEventRequested({ event: 'x', eventType: 'ACTION' }));
    });
    await advance(5000);
    expect(sent).toEqual([]);
  });

  test('no personal data in query values or event properties', async () => {
    const store = open(
      `${APP}/identity?email=maria%40example.com&firstName=Maria&dob=1979-04-18&ssn=123456789&ref=abc&note=call%20916-555-0134`,
    );
    await advance(0);
    act(
      () =>
        void store.dispatch(
          telemetryEventRequested({
            event: 'x',
            eventType: 'ACTION',
            eventProperties: {
              email: 'maria@example.com',
              accountNumber: '000123456789',
              text: 'maria@example.com',
            },
          }),
        ),
    );
    await advance(0);
    const text = JSON.stringify(sent);
    for (const pii of [
      'maria@example.com',
      'maria%40example.com',
      'Maria',
      '1979-04-18',
      '123456789',
      '916-555-0134',
    ]) {
      expect([pii, text.includes(pii)]).toEqual([pii, false]);
    }
    expect(pageViews()[0]!.body.queryParams).toMatchObject({ ref: 'abc', email: '[redacted]' });
  });
});

describe('tracked errors', () => {
  test('are sent as events; network-type messages are not', async () => {
    const store = open(`${APP}/identity`);
    await advance(0);
    act(() => {
      store.dispatch(
        errorTracked({ source: 'error page', name: 'TypeError', message: 'x is undefined' }),
      );
      store.dispatch(
        errorTracked({ source: 'error page', name: 'TypeError', message: 'Failed to fetch' }),
      );
      store.dispatch(errorTracked({ source: 'saga routingSaga', message: 'Load failed' }));
      store.dispatch(
        errorTracked({
          source: 'saga routingSaga',
          message: 'Loading chunk 123 failed. (error: x)',
        }),
      );
      store.dispatch(
        errorTracked({ source: 'error page', name: 'TypeError', message: 'x is undefined' }),
      );
    });
    await advance(0);
    expect(
      events()
        .filter((e) => e.body.eventType === 'ERROR')
        .map((e) => e.body.eventProperties),
    ).toEqual([{ source: 'error page', errorType: 'TypeError', message: 'x is undefined' }]);
  });
});
