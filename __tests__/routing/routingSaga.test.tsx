import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { useAppSelector } from '../../src/app/hooks';
import { makeStore } from '../../src/app/store';
import { trackStore } from '../support/testStore';
import { createMemoryHistory, push } from '../../src/features/navigation';
import { ProcessingModal, routingRequested } from '../../src/features/routing';
import { statusApi, selectServerState } from '../../src/features/status';
import { APPLICATION_UUID, makeStatus, TEST_JWT } from '../support/fixtures';
import { server, url, useMockServer } from '../support/server';

useMockServer();

const APP = `/account/heloc/${APPLICATION_UUID}`;
const STATUS_PATH = `/service-krang-heloc/borrower/secure/api/v1/${APPLICATION_UUID}/status`;

/** The status endpoint answers these states in turn, then repeats the last (like the sandbox). */
function scriptStatus(states: (string | null)[], extra: Record<string, unknown> = {}) {
  let index = 0;
  server.use(
    http.get(url(STATUS_PATH), () => {
      const state = states[Math.min(index, states.length - 1)] ?? null;
      index += 1;
      return HttpResponse.json({ ...makeStatus(), ...extra, state });
    }),
  );
}

let start = 0;
let statusRequests: number[] = [];

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  start = Date.now();
  statusRequests = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === STATUS_PATH) statusRequests.push(Date.now() - start);
  });
});

afterEach(() => {
  server.events.removeAllListeners();
  jest.useRealTimers();
});

function openApplication(path = `${APP}/liens`) {
  localStorage.setItem('jwt', TEST_JWT);
  const history = createMemoryHistory(path);
  const store = trackStore(
    makeStore({ navigation: { location: history.location, navigationType: 'POP' } }, { history }),
  );
  return { store, history };
}

/** Lets fetches settle without moving the clock. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await jest.advanceTimersByTimeAsync(0);
  });
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
  await settle();
}

describe('waiting states', () => {
  test('polled from 1 s, doubling, then a settled state is accepted and routed', async () => {
    scriptStatus([
      'WAITING_FOR_CREDIT',
      'WAITING_FOR_CREDIT',
      'WAITING_FOR_CREDIT',
      'OFFER_SELECTION',
    ]);
    const { store, history } = openApplication();
    await settle();
    expect(statusRequests).toEqual([0]);
    expect(store.getState().routing).toMatchObject({ phase: 'waiting', tries: 1 });
    await advance(999);
    expect(statusRequests).toEqual([0]);
    await advance(1);
    expect(statusRequests).toEqual([0, 1000]);
    await advance(1999);
    expect(statusRequests).toEqual([0, 1000]);
    await advance(1);
    expect(statusRequests).toEqual([0, 1000, 3000]);
    await advance(4000);
    // OFFER_SELECTION: it must read the same once more, 500 ms later.
    expect(statusRequests).toEqual([0, 1000, 3000, 7000]);
    expect(store.getState().routing.phase).toBe('settling');
    await advance(500);
    expect(statusRequests).toEqual([0, 1000, 3000, 7000, 7500]);
    expect(history.location.pathname).toBe(`${APP}/product/select`);
    await advance(120_000);
    expect(statusRequests).toHaveLength(5);
  });

  test('14 tries capped at 5 s, then any other waiting state becomes UNKNOWN (error/timeout)', async () => {
    scriptStatus(['WAITING_FOR_TITLE']);
    const { store, history } = openApplication();
    await settle();
    await advance(60_000);
    expect(statusRequests).toEqual([
      0, 1000, 3000, 7000, 12000, 17000, 22000, 27000, 32000, 37000, 42000, 47000, 52000, 57000,
    ]);
    expect(history.location.pathname).toBe(`${APP}/error/timeout`);
    expect(store.getState().routing.decisions[0]).toMatchObject({
      serverState: 'UNKNOWN',
      step: 'error/timeout',
    });
    expect(store.getState().routing.decisions[0]!.rule).toContain('gave up after 14 tries');
    await advance(60_000);
    expect(statusRequests).toHaveLength(14);
  });

  test('NOTE_SIGNING_GENERATION is kept after its tries (review-app/signdocs)', async () => {
    scriptStatus(['NOTE_SIGNING_GENERATION']);
    const { history } = openApplication(APP);
    await settle();
    await advance(57_000);
    expect(statusRequests).toHaveLength(14);
    expect(history.location.pathname).toBe(`${APP}/review-app/signdocs`);
  });
});

describe('terminal, settling and unmatched states', () => {
  test('a terminal state is accepted at once', async () => {
    scriptStatus(['DECLINED']);
    const { history } = openApplication();
    await settle();
    expect(statusRequests).toEqual([0]);
    expect(history.location.pathname).toBe(`${APP}/error/decline`);
    await advance(10_000);
    expect(statusRequests).toEqual([0]);
  });

  test('a settling state that never holds: 7 tries from 500 ms, doubling, capped at 2500 ms', async () => {
    scriptStatus([
      'HMDA',
      'IDENTITY_VERIFICATION',
      'HMDA',
      'IDENTITY_VERIFICATION',
      'HMDA',
      'IDENTITY_VERIFICATION',
      'HMDA',
    ]);
    const { store, history } = openApplication();
    await settle();
    await advance(20_000);
    expect(statusRequests).toEqual([0, 500, 1500, 3500, 6000, 8500, 11000]);
    expect(history.location.pathname).toBe(`${APP}/start/hmda`);
    expect(store.getState().routing.decisions[0]!.rule).toContain('not settled after 7 tries');
  });

  test('an unmatched state is not polled: the local step machine decides', async () => {
    scriptStatus([null]);
    const { store, history } = openApplication(APP);
    await settle();
    expect(statusRequests).toEqual([0]);
    // The fixtures' borrower has a soft consent, liens done and an offer: more profile next.
    expect(history.location.pathname).toBe(`${APP}/start/contact`);
    expect(store.getState().routing.decisions[0]).toMatchObject({
      source: 'local',
      localStep: 'moreProfile',
      rule: expect.stringMatching(/^local step moreProfile/),
    });
  });
});

describe('when routing runs, and when it stops', () => {
  test('leaving the application stops the polling', async () => {
    scriptStatus(['WAITING_FOR_CREDIT']);
    const { store } = openApplication();
    await settle();
    await advance(3000);
    expect(statusRequests).toEqual([0, 1000, 3000]);
    await act(async () => void store.dispatch(push('/account/heloc/register')));
    await advance(60_000);
    expect(statusRequests).toEqual([0, 1000, 3000]);
    expect(store.getState().routing.phase).toBe('idle');
  });

  test('watchers of the status add no requests', async () => {
    scriptStatus(['WAITING_FOR_CREDIT', 'WAITING_FOR_CREDIT', 'DECLINED']);
    const { store } = openApplication();
    function Watcher() {
      const state = useAppSelector(selectServerState);
      return <p>{state ?? 'none'}</p>;
    }
    render(
      <Provider store={store}>
        <Watcher />
        <Watcher />
        <Watcher />
      </Provider>,
    );
    await settle();
    await advance(10_000);
    expect(statusRequests).toEqual([0, 1000, 3000]);
    expect(screen.getAllByText('DECLINED')).toHaveLength(3);
  });

  test('one status request per tick, however many routing requests arrive', async () => {
    scriptStatus(['WAITING_FOR_CREDIT']);
    const { store } = openApplication();
    await settle();
    store.dispatch(routingRequested({ applicationUuid: APPLICATION_UUID, trigger: 'submission' }));
    store.dispatch(routingRequested({ applicationUuid: APPLICATION_UUID, trigger: 'submission' }));
    await settle();
    await settle();
    // A newer run replaces the one in progress: the first is cancelled before it reads.
    expect(statusRequests).toEqual([0, 0]);
    await advance(999);
    expect(statusRequests).toEqual([0, 0]);
    await advance(1);
    expect(statusRequests).toEqual([0, 0, 1000]);
  });

  test('a submission routes forward, replacing the history entry it leaves', async () => {
    scriptStatus(['OFFER_SELECTION']);
    const { store, history } = openApplication(`${APP}/product/select`);
    await settle();
    await advance(500);
    expect(history.entries).toHaveLength(1);
    expect(store.getState().routing.decisions[0]).toMatchObject({
      navigated: false,
      reason: 'already there',
    });
    scriptStatus(['IDENTITY_VERIFICATION']);
    store.dispatch(routingRequested({ applicationUuid: APPLICATION_UUID, trigger: 'submission' }));
    await settle();
    await advance(500);
    expect(history.location.pathname).toBe(`${APP}/identity`);
    // The step left is closed to the applicant: Back leaves the application (docs/routing.md).
    expect(history.entries.map((e) => e.pathname)).toEqual([`${APP}/identity`]);
  });

  test('a status that changes outside a routing run routes again', async () => {
    scriptStatus(['IDENTITY_VERIFICATION']);
    const { store, history } = openApplication(`${APP}/identity`);
    await settle();
    await advance(500);
    expect(history.location.pathname).toBe(`${APP}/identity`);
    scriptStatus(['DECLINED']);
    const read = store.dispatch(
      statusApi.endpoints.getStatus.initiate(APPLICATION_UUID, { forceRefetch: true }),
    );
    await settle();
    read.unsubscribe();
    await advance(0);
    expect(history.location.pathname).toBe(`${APP}/error/decline`);
    expect(store.getState().routing.decisions[0]).toMatchObject({ trigger: 'status-change' });
  });

  test('a DECLINE does not move an applicant off the disclosures page', async () => {
    scriptStatus(['DECLINED'], { uwDecision: 'DECLINE' });
    const { store, history } = openApplication(`${APP}/document/disclosures`);
    await settle();
    store.dispatch(
      routingRequested({ applicationUuid: APPLICATION_UUID, trigger: 'status-change' }),
    );
    await settle();
    expect(history.location.pathname).toBe(`${APP}/document/disclosures`);
    expect(store.getState().routing.decisions[0]).toMatchObject({
      step: 'error/decline',
      navigated: false,
      reason: 'DECLINE is not routed from the disclosures page',
    });
  });

  test('offer selection receives from and the decision', async () => {
    scriptStatus(['OFFER_SELECTION'], { uwDecision: 'APPROVED', uwSubDecision: 'VERIFIED_OFFER' });
    const { history } = openApplication(APP);
    await settle();
    await advance(500);
    expect(history.location).toMatchObject({
      pathname: `${APP}/product/select`,
      state: { routed: true, from: 'signing/intro', decision: 'APPROVED' },
    });
  });

  test('complete goes to the root, which leaves for /dashboard', async () => {
    scriptStatus(['COMPLETE']);
    const { history } = openApplication(APP);
    await settle();
    await advance(500);
    expect(history.location).toMatchObject({
      pathname: '/account/heloc/',
      state: { leaveForDashboard: true },
    });
  });

  test('a missing application goes to /dashboard and is logged', async () => {
    const missing = '0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b';
    server.use(
      http.get(url(`/service-krang-heloc/borrower/secure/api/v1/${missing}/status`), () =>
        HttpResponse.json({ state: 'HMDA' }),
      ),
    );
    const { store, history } = openApplication(`/account/heloc/${missing}/liens`);
    await settle();
    await advance(500);
    expect(history.pagesOpened).toEqual(['/dashboard']);
    expect(store.getState().routing.decisions[0]).toMatchObject({
      rule: expect.stringMatching(/^missing application/),
      logged: true,
    });
  });

  test('the decision explains itself in the store', async () => {
    scriptStatus(['HMDA']);
    const { store } = openApplication();
    await settle();
    await advance(500);
    const decision = store.getState().routing.decisions[0]!;
    expect(decision).toMatchObject({
      applicationUuid: APPLICATION_UUID,
      path: `${APP}/start/hmda`,
      step: 'start/hmda',
      source: 'server',
      serverState: 'HMDA',
      localStep: 'moreProfile',
      trigger: 'open',
      fromPathname: `${APP}/liens`,
      navigated: true,
    });
    expect(decision.rule).toBe('server state HMDA, settled on two reads');
    expect(decision.trail.map((t) => t.to)).toEqual(['liens', 'product', 'moreProfile']);
  });

  test('a status that cannot be read says so', async () => {
    server.use(
      http.get(url(STATUS_PATH), () =>
        HttpResponse.json({ errors: [{ message: 'Status service down' }] }, { status: 503 }),
      ),
    );
    const { store } = openApplication(APP);
    await settle();
    await advance(20_000);
    expect(statusRequests).toEqual([0, 500, 1500, 3500, 6000, 8500, 11000]);
    expect(store.getState().routing.failure).toBe('Status service down.');
  });
});

describe('which location changes start a run (routing/applicationRouteChanged)', () => {
  test('a new query on the same step starts none; another step does', async () => {
    scriptStatus(['OFFER_SELECTION']);
    const { store } = openApplication(`${APP}/product/select`);
    await settle();
    await advance(500);
    expect(statusRequests).toEqual([0, 500]);
    await act(async () => void store.dispatch(push(`${APP}/product/select?pop-webchat=1`)));
    await advance(10_000);
    expect(statusRequests).toEqual([0, 500]);
    expect(store.getState().routing.decisions).toHaveLength(1);
    await act(async () => void store.dispatch(push(`${APP}/liens`)));
    await settle();
    await advance(500);
    expect(statusRequests).toEqual([0, 500, 10_500, 11_000]);
    expect(store.getState().routing.decisions[0]).toMatchObject({
      trigger: 'open',
      fromPathname: `${APP}/liens`,
    });
  });

  test.each([
    ['where the routing sent the applicant', 'HMDA', undefined, `${APP}/start/hmda`],
    [
      'the page of an upper-case uuid, made lower-case (no route change)',
      'OFFER_SELECTION',
      `/account/heloc/${APPLICATION_UUID.toUpperCase()}/product/select`,
      `${APP}/product/select`,
    ],
  ])('%s is settled, and not routed again', async (_where, state, opened, settled) => {
    scriptStatus([state]);
    const { store, history } = openApplication(opened);
    await settle();
    await advance(500);
    expect(history.location.pathname).toBe(settled);
    expect(store.getState().routing.settledPathname).toBe(settled);
    await advance(10_000);
    expect(statusRequests).toEqual([0, 500]);
  });

  test('going back to a step the applicant left routes it again', async () => {
    scriptStatus(['HMDA']);
    const { store, history } = openApplication(`${APP}/start/hmda`);
    await settle();
    await advance(500);
    // A page the applicant opens themselves (a link) is an entry of its own.
    await act(async () => void store.dispatch(push(`${APP}/conditions`)));
    await settle();
    scriptStatus(['IDENTITY_VERIFICATION']);
    const before = statusRequests.length;
    await act(async () => history.go(-1));
    await settle();
    await advance(500);
    expect(statusRequests.length).toBeGreaterThan(before);
    expect(store.getState().routing.decisions[0]).toMatchObject({
      trigger: 'open',
      fromPathname: `${APP}/start/hmda`,
      step: 'identity',
    });
    expect(history.location.pathname).toBe(`${APP}/identity`);
  });
});

describe('the processing modal', () => {
  test('shows while a waiting state is polled', async () => {
    scriptStatus(['WAITING_FOR_CREDIT', 'WAITING_FOR_CREDIT', 'DECLINED']);
    const { store } = openApplication();
    function Modal() {
      const phase = useAppSelector((s) => s.routing.phase);
      return phase === 'waiting' ? <ProcessingModal /> : null;
    }
    render(
      <Provider store={store}>
        <Modal />
      </Provider>,
    );
    await settle();
    expect(screen.getByRole('dialog', { name: 'Please wait a moment' })).toBeInTheDocument();
    await advance(3000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
