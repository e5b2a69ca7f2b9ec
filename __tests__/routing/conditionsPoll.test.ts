import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../src/app/store';
import { advanceSagas, signedInStore, testStore } from '../support/testStore';
import { createMemoryHistory, push } from '../../src/features/navigation';
import { APPLICATION_UUID, TEST_JWT } from '../support/fixtures';
import { shellHasRendered } from '../../src/loading/lateParts';
import { setPageHidden } from '../support/pageVisibility';
import { server, useMockServer } from '../support/server';

useMockServer();

const CONDITIONS_PATH = `/service-conditions/external/api/v1/applications/${APPLICATION_UUID}/conditions/external-applicants`;
const OTHER_UUID = '0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b';
let requests: number[] = [];
let otherRequests: number[] = [];
let start = 0;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  start = Date.now();
  // As once the shell has rendered: the poll starts with the shell's extras.
  shellHasRendered();
  requests = [];
  otherRequests = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname === CONDITIONS_PATH) requests.push(Date.now() - start);
    if (pathname === CONDITIONS_PATH.replace(APPLICATION_UUID, OTHER_UUID)) {
      otherRequests.push(Date.now() - start);
    }
  });
});

afterEach(() => {
  server.events.removeAllListeners();
  jest.useRealTimers();
});

const advance = advanceSagas;
const open = signedInStore;

test('conditions are polled on opening, every 60 s and on window focus', async () => {
  const store = open(`/account/heloc/${APPLICATION_UUID}/conditions`);
  await advance(0);
  expect(requests).toEqual([0]);
  await advance(59_999);
  expect(requests).toEqual([0]);
  await advance(1);
  expect(requests).toEqual([0, 60000]);
  await advance(10_000);
  window.dispatchEvent(new Event('focus'));
  await advance(0);
  expect(requests).toEqual([0, 60000, 70000]);
  // The 60 s count starts again from the focus.
  await advance(59_999);
  expect(requests).toHaveLength(3);
  await advance(1);
  expect(requests).toEqual([0, 60000, 70000, 130000]);
  expect(store.getState().conditions.items).toHaveLength(1);
});

test('while the page is hidden the poll pauses; shown again, it reads at once and every 60 s from there', async () => {
  open(`/account/heloc/${APPLICATION_UUID}/conditions`);
  await advance(30_000);
  setPageHidden(true);
  await advance(8 * 60 * 60_000);
  expect(requests).toEqual([0]);
  setPageHidden(false);
  await advance(0);
  const shown = 30_000 + 8 * 60 * 60_000;
  expect(requests).toEqual([0, shown]);
  await advance(59_999);
  expect(requests).toHaveLength(2);
  await advance(1);
  expect(requests).toEqual([0, shown, shown + 60_000]);
  // Hidden and shown within the minute: the read comes when it shows.
  await advance(20_000);
  setPageHidden(true);
  await advance(5_000);
  setPageHidden(false);
  await advance(0);
  expect(requests).toEqual([0, shown, shown + 60_000, shown + 85_000]);
});

test('a session the lender ended while the page was hidden: shown again, the read finds it and the person signs in where they were', async () => {
  localStorage.setItem('jwt', TEST_JWT);
  const { history } = testStore(`/account/heloc/${APPLICATION_UUID}/conditions`);
  await advance(0);
  setPageHidden(true);
  await advance(3 * 60 * 60_000);
  server.use(
    http.get(`*${CONDITIONS_PATH}`, () =>
      HttpResponse.json(
        { errors: [{ code: 'UNAUTHORIZED', message: 'Expired' }] },
        { status: 401 },
      ),
    ),
  );
  setPageHidden(false);
  await advance(0);
  expect(requests).toHaveLength(2);
  expect(history.pagesOpened).toEqual([
    `/auth/login?redirectUrl=${encodeURIComponent(`/account/heloc/${APPLICATION_UUID}/conditions`)}`,
  ]);
  // Nothing keeps calling after the session ended.
  await advance(10 * 60_000);
  expect(requests).toHaveLength(2);
});

test('the poll stops when the application is left and never runs elsewhere', async () => {
  const store = open(`/account/heloc/${APPLICATION_UUID}/conditions`);
  await advance(0);
  await act(async () => void store.dispatch(push('/account/heloc/register')));
  await advance(180_000);
  window.dispatchEvent(new Event('focus'));
  await advance(0);
  expect(requests).toEqual([0]);
});

test("moving between an application's pages keeps its one poll", async () => {
  const store = open(`/account/heloc/${APPLICATION_UUID}/conditions`);
  await advance(30_000);
  await act(async () => void store.dispatch(push(`/account/heloc/${APPLICATION_UUID}/liens`)));
  await advance(0);
  await act(async () => void store.dispatch(push(`/account/heloc/${APPLICATION_UUID}/conditions`)));
  await advance(30_000);
  expect(requests).toEqual([0, 60000]);
});

test('another application is polled instead, from when it opens', async () => {
  const store = open(`/account/heloc/${APPLICATION_UUID}/conditions`);
  await advance(10_000);
  await act(async () => void store.dispatch(push(`/account/heloc/${OTHER_UUID}/conditions`)));
  await advance(120_000);
  expect(requests).toEqual([0]);
  expect(otherRequests).toEqual([10_000, 70_000, 130_000]);
});

test('without a session nothing is polled', async () => {
  const history = createMemoryHistory(`/account/heloc/${APPLICATION_UUID}/conditions`);
  makeStore({ navigation: { location: history.location, navigationType: 'POP' } }, { history });
  await advance(120_000);
  expect(requests).toEqual([]);
});
