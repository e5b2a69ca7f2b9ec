import { http, HttpResponse } from 'msw';
import { makeStore } from '../../src/app/store';
import { trackStore } from '../support/testStore';
import { accountsApi } from '../../src/features/accounts/accountsApi';
import { featureFlagsApi, MAINTENANCE_FLAG } from '../../src/features/featureFlags';
import { stateLicencesApi } from '../../src/features/organisation/stateLicencesApi';
import {
  LOAN_ORIGINATOR_CACHE_SECONDS,
  loanOriginatorApi,
  loanOriginatorUuidFor,
} from '../../src/features/loanOriginator/loanOriginatorApi';
import { createMemoryHistory } from '../../src/features/navigation';
import { operatingHoursApi } from '../../src/features/operatingHours/operatingHoursApi';
import { profileApi } from '../../src/features/profile';
import { statusApi } from '../../src/features/status';
import { conditionsApi } from '../../src/features/conditions/conditionsApi';
import { applicationApi } from '../../src/features/application';
import { APPLICATION_UUID, LOAN_ORIGINATOR_UUID, TEST_JWT } from '../support/fixtures';
import { server, url, useMockServer } from '../support/server';

useMockServer();

function newStore() {
  localStorage.setItem('jwt', TEST_JWT);
  return trackStore(makeStore(undefined, { history: createMemoryHistory() }));
}

/** Counts requests by path. */
function countRequests() {
  const counts = new Map<string, number>();
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  return (path: string) => counts.get(path) ?? 0;
}

afterEach(() => {
  server.events.removeAllListeners();
  jest.useRealTimers();
});

test('accounts are cached for the life of the page', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const count = countRequests();
  const store = newStore();
  const first = store.dispatch(accountsApi.endpoints.getAccounts.initiate());
  await first;
  first.unsubscribe();
  await jest.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
  const second = store.dispatch(accountsApi.endpoints.getAccounts.initiate());
  const result = await second;
  second.unsubscribe();
  expect(result.data?.[0]?.account.name).toBe('Alex Rivera');
  expect(count('/service-wallet/secure/api/v4/account')).toBe(1);
});

test('notifications come from the account answer, newest first, fetched again once unused', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const count = countRequests();
  const store = newStore();
  const first = store.dispatch(accountsApi.endpoints.getNotifications.initiate());
  const result = await first;
  first.unsubscribe();
  expect(result.data?.map((n) => n.title)).toEqual(['Newer', 'Older']);
  await jest.advanceTimersByTimeAsync(61_000);
  const again = store.dispatch(accountsApi.endpoints.getNotifications.initiate());
  await again;
  again.unsubscribe();
  expect(count('/service-wallet/secure/api/v4/account')).toBe(2);
});

test('the loan originator is cached 10 minutes', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  expect(LOAN_ORIGINATOR_CACHE_SECONDS).toBe(600);
  const count = countRequests();
  const path = `/service-lead-portal/api/lo/${LOAN_ORIGINATOR_UUID}`;
  const store = newStore();
  const load = async () => {
    const request = store.dispatch(
      loanOriginatorApi.endpoints.getLoanOriginator.initiate(LOAN_ORIGINATOR_UUID),
    );
    const result = await request;
    request.unsubscribe();
    return result;
  };
  expect((await load()).data?.originatorName).toBe('Morgan Lee');
  await jest.advanceTimersByTimeAsync(599_000);
  await load();
  expect(count(path)).toBe(1);
  await jest.advanceTimersByTimeAsync(600_001);
  await load();
  expect(count(path)).toBe(2);
});

test('the originator comes from an argument, else the referrer query value, else the application', () => {
  expect(loanOriginatorUuidFor('a', '?referrer=b', 'c')).toBe('a');
  expect(loanOriginatorUuidFor(null, '?referrer=b', 'c')).toBe('b');
  expect(loanOriginatorUuidFor(undefined, '?x=1', 'c')).toBe('c');
  expect(loanOriginatorUuidFor(undefined, '', null)).toBeNull();
});

test('the status is never served from a stale cache', async () => {
  const count = countRequests();
  const store = newStore();
  for (let i = 0; i < 2; i += 1) {
    const request = store.dispatch(statusApi.endpoints.getStatus.initiate(APPLICATION_UUID));
    await request;
    request.unsubscribe();
    await new Promise((r) => setTimeout(r, 5));
  }
  expect(count(`/service-krang-heloc/borrower/secure/api/v1/${APPLICATION_UUID}/status`)).toBe(2);
});

test('every read endpoint asks the path the specs name', async () => {
  const seen: string[] = [];
  server.use(
    http.post(url('/service-optimize/external/api/v1/feature'), async ({ request }) => {
      const body = (await request.json()) as {
        featureKey: string;
        optimizeUser: { organization: string };
      };
      seen.push(`flag ${body.featureKey} ${body.optimizeUser.organization}`);
      return HttpResponse.json({ flagEnabled: true, variables: { routes: '["product/select"]' } });
    }),
    http.get(url('/service-application/external/api/v1/heloc/state-licenses'), ({ request }) => {
      seen.push(`licences ${new URL(request.url).searchParams.get('orgCode')}`);
      return HttpResponse.json([{ abbrev: 'tx' }, { abbrev: 'CA' }, { abbrev: 'az' }]);
    }),
    http.get(
      url('/service-operating-hours/external/api/v1/hours/:department'),
      ({ request, params }) => {
        seen.push(
          `hours ${String(params.department)} ${new URL(request.url).searchParams.get('display')}`,
        );
        return HttpResponse.json({
          department: params.department,
          weekdays: [
            {
              weekday: 'TUESDAY',
              weekdayValue: 2,
              isOpen: true,
              startTime: '06:00',
              endTime: '18:00',
            },
            {
              weekday: 'MONDAY',
              weekdayValue: 1,
              isOpen: true,
              startTime: '06:00',
              endTime: '18:00',
            },
          ],
        });
      },
    ),
    http.get(url('/service-wallet/secure/api/v4/account/access'), ({ request }) => {
      seen.push(`access ${new URL(request.url).searchParams.get('principal')}`);
      return HttpResponse.json({
        account: { name: 'A', address: 'w1' },
        authorizedWallet: { address: 'w1', authorizationType: 'OWNER' },
      });
    }),
  );
  const store = newStore();
  const run = async <T>(thunk: T) => {
    const request = store.dispatch(thunk as never) as unknown as Promise<{ data?: unknown }> & {
      unsubscribe(): void;
    };
    const result = await request;
    request.unsubscribe();
    return result.data;
  };
  expect(
    await run(
      featureFlagsApi.endpoints.getFeatureFlag.initiate({
        featureKey: MAINTENANCE_FLAG,
        optimizeUser: { organization: 'main' },
      }),
    ),
  ).toEqual({ flagEnabled: true, variables: { routes: '["product/select"]' } });
  expect(await run(stateLicencesApi.endpoints.getStateLicences.initiate('main'))).toEqual([
    { abbrev: 'az' },
    { abbrev: 'CA' },
    { abbrev: 'tx' },
  ]);
  const hours = (await run(
    operatingHoursApi.endpoints.getOperatingHours.initiate('OPS_PHONE'),
  )) as {
    weekdays: { weekdayValue: number }[];
  };
  expect(hours.weekdays.map((d) => d.weekdayValue)).toEqual([1, 2]);
  await run(profileApi.endpoints.getAccountAccess.initiate({ principal: 'w1' }));
  expect(await run(conditionsApi.endpoints.getConditions.initiate(APPLICATION_UUID))).toHaveLength(
    1,
  );
  expect(await run(applicationApi.endpoints.getApplications.initiate())).toHaveLength(1);
  expect(seen).toEqual([
    'flag fe-heloc-maintenance main',
    'licences main',
    'hours OPS_PHONE true',
    'access w1',
  ]);
});
