import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setServiceBase } from '../../src/api/serviceBase';
import { serviceBaseFrom } from '../../src/features/featureFlags/serviceBase';
import { shellHasRendered } from '../../src/loading/lateParts';
import { push } from '../../src/features/navigation';
import {
  makeApplication,
  makeStatus,
  APPLICATION_UUID,
  PROFILE_UUID,
  TEST_JWT,
} from '../support/fixtures';
import { server, url, useMockServer } from '../support/server';
import { advanceSagas, signedInStore, trackStore } from '../support/testStore';

useMockServer();
// Every body these tests send is one the lender takes.

const APP = `/account/heloc/${APPLICATION_UUID}`;
const TRACKER = '7ac4e400-0000-4000-8000-00000000abcd';
const CREATED = '2026-10-02T15:04:05.000Z';
const HELOC = '/service-application/api/v3/application/heloc';

interface Seen {
  id: string;
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Headers;
}
let seen: Seen[] = [];
const calls = (method: string, path: string) =>
  seen.filter((r) => r.method === method && r.path === path);

beforeEach(() => {
  seen = [];
  server.events.on('request:start', async ({ request, requestId }) => {
    const { pathname, search } = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    seen.push({
      id: requestId,
      method: request.method,
      path: pathname,
      search,
      body: text ? JSON.parse(text) : null,
      headers: request.headers,
    });
  });
  server.use(
    http.get(url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}`), () =>
      HttpResponse.json(makeApplication({ auditFields: { createdDate: CREATED } })),
    ),
    http.post(url('/service-optimize/external/api/v1/features'), () =>
      HttpResponse.json([
        { featureKey: 'fe-heloc-maintenance', flagEnabled: false, variables: {} },
        {
          featureKey: 'exp-heloc-offer-layout',
          flagEnabled: true,
          variables: { experimentName: 'heloc-offer-layout' },
        },
        {
          featureKey: 'exp-heloc-autopay-nudge',
          flagEnabled: false,
          variables: { experimentName: 'heloc-autopay-nudge' },
        },
      ]),
    ),
    http.post(url('/service-optimize/external/api/v2/decision'), async ({ request }) => {
      const { flagKey } = (await request.json()) as { flagKey: string };
      const enabled = flagKey === 'exp-heloc-offer-layout';
      return HttpResponse.json({
        flagKey,
        enabled,
        variationKey: enabled ? 'on' : 'off',
        variables: {},
      });
    }),
  );
});

afterEach(() => {
  server.events.removeAllListeners();
  setServiceBase(null);
  delete (globalThis as { FS?: unknown }).FS;
});

async function settle(ms = 50) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

function open(path: string) {
  // As when the shell has rendered: the late sagas (flags and experiments) start.
  shellHasRendered();
  return signedInStore(path);
}

async function until(check: () => boolean) {
  for (let i = 0; i < 60 && !check(); i += 1) await settle(25);
}

describe('experiments of an application', () => {
  test("the user's flags are asked with the optimize user; each experiment's variation is recorded once", async () => {
    localStorage.setItem('telemetry_trackerUuid', TRACKER);
    const store = open(`${APP}/product/select`);
    await until(() => calls('PATCH', `${HELOC}/${APPLICATION_UUID}/experiments`).length === 2);

    expect(calls('POST', '/service-optimize/external/api/v1/features').map((c) => c.body)).toEqual([
      {
        optimizeUser: {
          organization: 'main',
          applicationUuid: APPLICATION_UUID,
          createdAt: CREATED,
          identityUuid: PROFILE_UUID,
          trackerId: TRACKER,
        },
      },
    ]);
    expect(
      calls('POST', '/service-optimize/external/api/v2/decision').map(
        (c) => (c.body as { flagKey: string }).flagKey,
      ),
    ).toEqual(['exp-heloc-offer-layout', 'exp-heloc-autopay-nudge']);
    expect(calls('PATCH', `${HELOC}/${APPLICATION_UUID}/experiments`).map((c) => c.body)).toEqual([
      { experiments: [{ experimentName: 'heloc-offer-layout', variation: 'variation' }] },
      { experiments: [{ experimentName: 'heloc-autopay-nudge', variation: 'control' }] },
    ]);

    // Moving within the application asks nothing again.
    act(() => void store.dispatch(push(`${APP}/product/select?x=1`)));
    await settle(200);
    expect(calls('POST', '/service-optimize/external/api/v1/features')).toHaveLength(1);
    expect(calls('PATCH', `${HELOC}/${APPLICATION_UUID}/experiments`)).toHaveLength(2);
  });

  test('a failing decision service records nothing and breaks nothing', async () => {
    server.use(
      http.post(url('/service-optimize/external/api/v1/features'), () =>
        HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 503 }),
      ),
    );
    const store = open(`${APP}/product/select`);
    await until(() => calls('POST', '/service-optimize/external/api/v1/features').length === 1);
    await settle(200);
    expect(calls('PATCH', `${HELOC}/${APPLICATION_UUID}/experiments`)).toEqual([]);
    expect(localStorage.getItem('jwt')).toBe(TEST_JWT);
    expect(store.getState().navigation.location.pathname).toBe(`${APP}/product/select`);
  });

  test('nothing is asked before the shell has rendered (a store alone)', async () => {
    localStorage.setItem('jwt', TEST_JWT);
    jest.isolateModules(() => {
      const { makeStore: isolated } = jest.requireActual('../../src/app/store');
      const { createMemoryHistory: history } = jest.requireActual(
        '../../src/features/navigation/history',
      );
      trackStore(isolated(undefined, { history: history(`${APP}/product/select`) }));
    });
    await settle(300);
    expect(calls('POST', '/service-optimize/external/api/v1/features')).toEqual([]);
    expect(seen.filter((c) => c.path.startsWith('/ft/'))).toEqual([]);
  });
});

describe("the tracker on the lender's optimize profile", () => {
  const PROFILE_PATH = `${HELOC}/optermizerly-profile`;

  test('sent when this browser has one and the lender has none', async () => {
    localStorage.setItem('telemetry_trackerUuid', TRACKER);
    open(`${APP}/product/select`);
    await until(() => calls('PATCH', PROFILE_PATH).length === 1);
    expect(calls('GET', PROFILE_PATH)).toHaveLength(1);
    expect(calls('PATCH', PROFILE_PATH)[0]).toMatchObject({
      search: `?identityUuid=${PROFILE_UUID}`,
      body: { optimizelyProfileUuid: TRACKER },
    });
  });

  test('not sent when the lender has one, nor when this browser has none', async () => {
    server.use(
      http.get(url(PROFILE_PATH), () =>
        HttpResponse.json({ identityUuid: PROFILE_UUID, optimizelyProfileUuid: 'other' }),
      ),
    );
    localStorage.setItem('telemetry_trackerUuid', TRACKER);
    open(`${APP}/product/select`);
    await until(() => calls('GET', PROFILE_PATH).length === 1);
    await settle(200);
    expect(calls('PATCH', PROFILE_PATH)).toEqual([]);
  });

  test('not sent when this browser has no tracker yet', async () => {
    // The telemetry session that would give one fails.
    server.use(http.post(url('/ft/:context/session'), () => HttpResponse.error()));
    open(`${APP}/product/select`);
    await until(() => calls('GET', PROFILE_PATH).length === 1);
    await settle(200);
    expect(calls('PATCH', PROFILE_PATH)).toEqual([]);
  });
});

describe('session replay', () => {
  const fakeReplay = () => {
    (globalThis as { FS?: unknown }).FS = (method: string, options: { format: string }) =>
      method === 'getSession'
        ? options.format === 'id'
          ? 'replay-session-42'
          : 'https://app.fullstory.example/ui/o-1/session/replay-session-42'
        : undefined;
  };

  test('the link is sent once per application, a reload included; the id rides on every call (fake timers)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const advance = advanceSagas;
    try {
      fakeReplay();
      const LINK_PATH = `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/full-story-link`;
      const store = open(`${APP}/product/select`);
      await advance(0);
      expect(calls('PUT', LINK_PATH).map((c) => c.body)).toEqual([
        { link: 'https://app.fullstory.example/ui/o-1/session/replay-session-42' },
      ]);
      act(() => void store.dispatch(push(`${APP}/conditions`)));
      await advance(60_000);
      expect(calls('PUT', LINK_PATH)).toHaveLength(1);

      // The page reloaded in the same tab: the same replay, nothing sent again.
      open(`${APP}/product/select`);
      await advance(60_000);
      expect(calls('PUT', LINK_PATH)).toHaveLength(1);

      expect(seen.length).toBeGreaterThan(5);
      for (const call of seen) {
        expect([call.path, call.headers.get('x-session-replay-id')]).toEqual([
          call.path,
          'replay-session-42',
        ]);
      }
    } finally {
      jest.useRealTimers();
    }
  });

  test('a failed send is tried again on the next page of the application', async () => {
    fakeReplay();
    const LINK_PATH = `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/full-story-link`;
    let answers = 0;
    server.use(
      http.put(url(LINK_PATH), () =>
        ++answers === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({}),
      ),
    );
    const store = open(`${APP}/product/select`);
    await until(() => calls('PUT', LINK_PATH).length === 1);
    await settle(100);
    act(() => void store.dispatch(push(`${APP}/conditions`)));
    await until(() => calls('PUT', LINK_PATH).length === 2);
    expect(calls('PUT', LINK_PATH)).toHaveLength(2);
  });

  test('without a replay tool on the page: no link, no header', async () => {
    open(`${APP}/product/select`);
    await until(() => calls('PATCH', `${HELOC}/${APPLICATION_UUID}/experiments`).length === 2);
    expect(seen.some((c) => c.path.endsWith('/full-story-link'))).toBe(false);
    expect(seen.some((c) => c.headers.has('x-session-replay-id'))).toBe(false);
  });
});

describe('the base URL for relative paths (fe-relative-url-heloc)', () => {
  const page = { origin: 'https://borrower.lender.example', hostname: 'borrower.lender.example' };
  const on = (baseUrl: unknown) => ({ flagEnabled: true, variables: { baseUrl } });

  test.each([
    ['off', { flagEnabled: false, variables: { baseUrl: '/gateway' } }, null],
    ['on without a base', { flagEnabled: true, variables: {} }, null],
    ['a path on this origin', on('/gateway/'), 'https://borrower.lender.example/gateway'],
    [
      'an https host of the same parent domain',
      on('https://api.lender.example/v'),
      'https://api.lender.example/v',
    ],
    ['another site', on('https://api.elsewhere.example'), null],
    ['plain http', on('http://api.lender.example'), null],
    ['a look-alike parent', on('https://api.lender.example.evil.test'), null],
    ['credentials in the address', on('https://u:p@api.lender.example'), null],
    ['a protocol-relative address', on('//api.elsewhere.example'), null],
    ['not an address', on('::'), null],
  ])('%s', (_name, flag, expected) => {
    expect(serviceBaseFrom(flag, page)).toBe(expected);
  });

  test('the mock server answers a call under the base as on the origin: a late poll is answered', async () => {
    // Its default answers, which stand when a test's own are reset as it ends.
    server.resetHandlers();
    const answer = await fetch(
      url(`/gateway/service-krang-heloc/borrower/secure/api/v1/${APPLICATION_UUID}/status`),
    );
    expect([answer.status, await answer.json()]).toEqual([200, makeStatus()]);
  });

  test('with a base chosen, the calls go there', async () => {
    server.use(
      http.post(url('/service-optimize/external/api/v1/feature'), async ({ request }) => {
        const { featureKey } = (await request.json()) as { featureKey: string };
        return HttpResponse.json(
          featureKey === 'fe-relative-url-heloc'
            ? { flagEnabled: true, variables: { baseUrl: '/gateway' } }
            : { flagEnabled: false, variables: {} },
        );
      }),
    );
    // The mock server answers each call under the base as on the origin (the contract's table
    // matches a call under any base), checked against the contract as every answer is.
    const answered = new Set<string>();
    server.events.on('response:mocked', ({ requestId }) => void answered.add(requestId));
    const store = open(`${APP}/product/select`);
    await waitFor(() => expect(seen.some((c) => c.path.startsWith('/gateway/'))).toBe(true));

    // The route change's page view and status read, each answered, under the base.
    act(() => void store.dispatch(push(`${APP}/product/select?later=1`)));
    const STATUS = `/gateway/service-krang-heloc/borrower/secure/api/v1/${APPLICATION_UUID}/status`;
    await waitFor(() => {
      const pageView = calls('POST', '/gateway/ft/heloc/event').find(
        (c) => (c.body as { queryParams: Record<string, string> }).queryParams.later === '1',
      );
      const status = calls('GET', STATUS).at(-1);
      expect([pageView, status].map((c) => c !== undefined && answered.has(c.id))).toEqual([
        true,
        true,
      ]);
    });
  });
});
