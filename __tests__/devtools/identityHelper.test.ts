/**
 * The identity helper (identity broker's figureinfo for the customer or
 * agent variant, the legacy identity endpoints as fallback, "User not found" when both fail), and
 * the profile query, which is not retried on a 400.
 */
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../src/app/store';
import { createMemoryHistory } from '../../src/features/navigation';
import { readIdentity } from '../../src/contract/identity';
import {
  AUTH0_APPLICATION_NAME,
  identityApi,
  USER_NOT_FOUND,
} from '../../src/features/profile/identityApi';
import { profileApi } from '../../src/features/profile';
import { PROFILE_UUID, TEST_JWT } from '../support/fixtures';
import { makeIdentity, server, url, useMockServer, OFF_CONTRACT } from '../support/server';
import { stopStores } from '../support/runningStores';
import { trackStore } from '../support/testStore';

useMockServer();

/** The identity broker's lookup for the customer or the agent variant. */
const brokerLookup = (variant: 'customer' | 'agent') =>
  `/identity-broker/${variant}/secure/api/v3/self/figureinfo`;
const FIGUREINFO_CUSTOMER = brokerLookup('customer');
const FIGUREINFO_AGENT = brokerLookup('agent');
const IDENTITY_V1 = '/identity/secure/api/v1/identity';
const IDENTITY_V1_1 = '/identity/secure/api/v1_1/identity';
/** Every lookup of a customer's identity, in the order they are tried. */
const CUSTOMER_LOOKUPS = [FIGUREINFO_CUSTOMER, IDENTITY_V1, IDENTITY_V1_1];

/** Every request in order, with the headers the test reads. */
function recordRequests() {
  const requests: { path: string; auth0: string | null; authorization: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push({
      path: new URL(request.url).pathname,
      auth0: request.headers.get('X-Auth0-Application-Name'),
      authorization: request.headers.get('Authorization'),
    });
  });
  return requests;
}

function newStore() {
  localStorage.setItem('jwt', TEST_JWT);
  return trackStore(makeStore(undefined, { history: createMemoryHistory('/account/heloc/') }));
}

async function lookUp(store: ReturnType<typeof newStore>, args?: { isAgent?: boolean }) {
  const request = store.dispatch(identityApi.endpoints.getIdentity.initiate(args));
  const result = await request;
  request.unsubscribe();
  return result;
}

const refused = (status: number) => () =>
  HttpResponse.json({ errors: [{ message: 'Not for you' }] }, { status });

/** The broker's customer lookup and both legacy ones all answer with `answer`. */
const everyLookupAnswers = (answer: () => Response) =>
  server.use(...CUSTOMER_LOOKUPS.map((path) => http.get(url(path), answer)));

afterEach(() => {
  server.events.removeAllListeners();
  stopStores();
  localStorage.clear();
});

test('a customer is found by the identity broker, with the app name header and the jwt', async () => {
  const requests = recordRequests();
  const result = await lookUp(newStore());
  expect(result.data).toMatchObject({
    uuid: PROFILE_UUID,
    organizationCode: 'main',
    email: 'borrower@example.com',
    aliases: [{ type: 'EMAIL', value: 'borrower@example.com' }],
  });
  expect(requests).toEqual([
    {
      path: FIGUREINFO_CUSTOMER,
      auth0: AUTH0_APPLICATION_NAME,
      authorization: `Bearer ${TEST_JWT}`,
    },
  ]);
});

test('an agent is found by the agent variant of the identity broker', async () => {
  const requests = recordRequests();
  const result = await lookUp(newStore(), { isAgent: true });
  expect(result.data?.uuid).toBe(PROFILE_UUID);
  expect(requests.map((r) => r.path)).toEqual([FIGUREINFO_AGENT]);
  expect(requests[0]?.auth0).toBe(AUTH0_APPLICATION_NAME);
});

test.each([
  ['customer', undefined, FIGUREINFO_CUSTOMER],
  ['agent', { isAgent: true }, FIGUREINFO_AGENT],
])(
  'a legacy %s (refused by the broker) is found by the identity service, still signed in',
  async (_who, args, figureinfo) => {
    server.use(http.get(url(figureinfo), refused(401)));
    const requests = recordRequests();
    const result = await lookUp(newStore(), args);
    expect(result.data?.uuid).toBe(PROFILE_UUID);
    expect(requests.map((r) => r.path)).toEqual([figureinfo, IDENTITY_V1]);
    // The legacy call carries the jwt but not the broker's header.
    expect(requests[1]).toMatchObject({ auth0: null, authorization: `Bearer ${TEST_JWT}` });
    // The broker's 401 did not end the session.
    expect(localStorage.getItem('jwt')).toBe(TEST_JWT);
  },
);

test('the newer legacy endpoint (v1_1) answers when v1 does not', async () => {
  server.use(
    http.get(url(FIGUREINFO_CUSTOMER), refused(403)),
    http.get(url(IDENTITY_V1), refused(404)),
  );
  const requests = recordRequests();
  const result = await lookUp(newStore());
  expect(result.data?.uuid).toBe(PROFILE_UUID);
  expect(requests.map((r) => r.path)).toEqual(CUSTOMER_LOOKUPS);
});

test('an answer naming nobody counts as a failed lookup', async () => {
  server.use(
    http.get(url(FIGUREINFO_CUSTOMER), () =>
      HttpResponse.json({ email: 'x@example.com' }, OFF_CONTRACT),
    ),
  );
  const result = await lookUp(newStore());
  expect(result.data?.uuid).toBe(PROFILE_UUID);
});

test('"User not found" when both lookups fail', async () => {
  everyLookupAnswers(refused(404));
  const result = await lookUp(newStore());
  expect(result.data).toBeUndefined();
  expect(result.error).toMatchObject({ status: 404, message: USER_NOT_FOUND });
  expect(USER_NOT_FOUND).toBe('User not found');
  // A 404 is not a session ending.
  expect(localStorage.getItem('jwt')).toBe(TEST_JWT);
});

test('"User not found" when nothing answers at all', async () => {
  everyLookupAnswers(() => HttpResponse.error());
  const result = await lookUp(newStore());
  expect(result.error).toMatchObject({ status: 'FETCH_ERROR', message: USER_NOT_FOUND });
});

test('a token every identity service refuses ends the session, as any other call does', async () => {
  everyLookupAnswers(refused(401));
  const result = await lookUp(newStore());
  expect(result.error).toMatchObject({ status: 401, message: USER_NOT_FOUND });
  expect(localStorage.getItem('jwt')).toBeNull();
});

test('the identity reader keeps the identity’s fields and defaults the rest', () => {
  expect(readIdentity(makeIdentity())).toEqual(makeIdentity());
  expect(
    readIdentity({ uuid: 'u', wallet: { accountAddress: 'a', groupPolicyAddress: 'g' } }),
  ).toMatchObject({
    uuid: 'u',
    isBroker: false,
    aliases: [],
    activeLegacyCustomerOrgs: [],
    wallet: { accountAddress: 'a', groupPolicyAddress: 'g' },
  });
  expect(() => readIdentity([])).toThrow('The identity answer was not in the expected form');
});

test('the profile query is not retried on a 400: exactly one request', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    server.use(
      http.get(url('/service-profile/api/v1/profile'), () =>
        HttpResponse.json({ errors: [{ message: 'Bad request' }] }, { status: 400 }),
      ),
    );
    const requests = recordRequests();
    const store = newStore();
    const request = store.dispatch(profileApi.endpoints.getProfile.initiate());
    const result = await request;
    // Long enough for any retry with back-off (5 attempts from 1 s, doubling) to have happened.
    await jest.advanceTimersByTimeAsync(60_000);
    request.unsubscribe();
    expect(result.error).toMatchObject({ status: 400, message: 'Bad request.' });
    expect(requests.filter((r) => r.path === '/service-profile/api/v1/profile')).toHaveLength(1);
    expect(store.getState().profile.loadStatus).toBe('failed');
  } finally {
    jest.useRealTimers();
  }
});
