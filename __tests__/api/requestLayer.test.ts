import { delay, http, HttpResponse } from 'msw';
import { JWT_STORAGE_KEY } from '../../src/lib/browserStorage';
import { recentLogEntries } from '../../src/lib/logger';
import { HELOC_STATUS_PATH } from '../../src/contract/paths';
import { makeStore } from '../../src/app/store';
import { trackStore } from '../support/testStore';
import { applicationApi } from '../../src/features/application';
import { createMemoryHistory } from '../../src/features/navigation';
import { parseOrganisation } from '../../src/features/organisation/organisation';
import { profileApi } from '../../src/features/profile';
import { statusApi } from '../../src/features/status';
import {
  APPLICATION_UUID,
  makeOrgInfo,
  makeProfile,
  makeStatus,
  TEST_JWT,
} from '../support/fixtures';
import { server, url, useMockServer, OFF_CONTRACT } from '../support/server';

useMockServer();

const PROFILE_URL = url('/service-profile/api/v1/profile');

/** A store on `path`; the default is outside the application routes, so no routing runs. */
function setup(path = '/account/heloc/register', { signedIn = true } = {}) {
  if (signedIn) localStorage.setItem(JWT_STORAGE_KEY, TEST_JWT);
  const history = createMemoryHistory(path);
  const store = trackStore(
    makeStore(
      {
        organisation: { ...parseOrganisation(makeOrgInfo()), orgCode: 'partner' },
        navigation: { location: history.location, navigationType: 'POP' },
      },
      { history },
    ),
  );
  return { store, history };
}

async function fetchProfile(store: ReturnType<typeof setup>['store']) {
  const request = store.dispatch(profileApi.endpoints.getProfile.initiate());
  const result = await request;
  request.unsubscribe();
  return result;
}

describe('request defaults', () => {
  test('sends credentials, X-With-Origin, x-org, JSON and the stored token', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(PROFILE_URL, ({ request }) => {
        seen = request.clone();
        return HttpResponse.json(makeProfile());
      }),
    );
    const { store } = setup();
    const result = await fetchProfile(store);
    expect(result.data?.email).toBe('borrower@example.com');
    expect(seen?.headers.get('x-with-origin')).toBe('http://localhost:8080');
    expect(seen?.headers.get('x-org')).toBe('partner');
    expect(seen?.headers.get('accept')).toBe('application/json');
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(seen?.headers.get('authorization')).toBe(`Bearer ${TEST_JWT}`);
    expect(seen?.credentials).toBe('include');
  });

  test('without a stored token no Authorization header is sent', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(PROFILE_URL, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(makeProfile());
      }),
    );
    const { store } = setup('/account/heloc/register', { signedIn: false });
    await fetchProfile(store);
    expect(authorization).toBeNull();
  });

  test('a Bearer authorization header on a 200 is saved as the session', async () => {
    server.use(
      http.get(PROFILE_URL, () =>
        HttpResponse.json(makeProfile(), { headers: { Authorization: 'Bearer eyJ.fresh.token' } }),
      ),
    );
    const { store } = setup();
    await fetchProfile(store);
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe('eyJ.fresh.token');
  });

  test('an authorization header on a non-200 answer is not saved', async () => {
    server.use(
      http.get(PROFILE_URL, () =>
        HttpResponse.json(makeProfile(), {
          status: 201,
          headers: { Authorization: 'Bearer eyJ.other' },
        }),
      ),
    );
    const { store } = setup();
    await fetchProfile(store);
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe(TEST_JWT);
  });

  test('the timeout is 30 000 ms', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      server.use(
        http.get(PROFILE_URL, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      const { store } = setup();
      const request = store.dispatch(profileApi.endpoints.getProfile.initiate());
      let settled = false;
      void request.then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(29_999);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const result = await request;
      expect(result.error).toMatchObject({
        status: 'TIMEOUT_ERROR',
        message: `Response was not defined for ${PROFILE_URL}`,
      });
      request.unsubscribe();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('failures', () => {
  test('an error answer carries status, status text, body, the joined message and the problems read', async () => {
    server.use(
      http.get(PROFILE_URL, () =>
        HttpResponse.json(
          { errors: [{ message: 'Profile locked' }, { message: 'Call support' }] },
          { status: 422, statusText: 'Unprocessable Entity' },
        ),
      ),
    );
    const { store } = setup();
    const result = await fetchProfile(store);
    expect(result.error).toEqual({
      status: 422,
      statusText: 'Unprocessable Entity',
      data: { errors: [{ message: 'Profile locked' }, { message: 'Call support' }] },
      message: 'Profile locked, Call support.',
      // The lender's error answer, read once (docs/architecture.md#the-error-answer).
      problems: [
        { code: null, message: 'Profile locked', field: null },
        { code: null, message: 'Call support', field: null },
      ],
      fieldErrors: {},
    });
    expect(store.getState().profile.error).toBe('Profile locked, Call support.');
  });

  test('an answer that is not JSON gives the "not convertible" message', async () => {
    server.use(
      http.get(
        PROFILE_URL,
        () =>
          new HttpResponse('<html>oops', {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const { store } = setup();
    const result = await fetchProfile(store);
    expect(result.error).toMatchObject({
      status: 'PARSING_ERROR',
      message: `Response was not convertible to json for ${PROFILE_URL}`,
    });
  });

  test('no answer at all gives the "not defined" message', async () => {
    server.use(http.get(PROFILE_URL, () => HttpResponse.error()));
    const { store } = setup();
    const result = await fetchProfile(store);
    expect(result.error).toMatchObject({
      status: 'FETCH_ERROR',
      message: `Response was not defined for ${PROFILE_URL}`,
    });
  });

  test('JSON of the wrong shape fails clearly instead of reaching a screen', async () => {
    server.use(http.get(PROFILE_URL, () => HttpResponse.json([1, 2, 3], OFF_CONTRACT)));
    const { store } = setup();
    const result = await fetchProfile(store);
    expect(result.error).toMatchObject({
      message: 'The profile answer was not in the expected form',
    });
  });

  test('fields of the wrong type take defaults', async () => {
    server.use(
      http.get(PROFILE_URL, () =>
        HttpResponse.json(
          { ...makeProfile(), phoneNumbers: 'none', hasSsn: 'yes', name: 7 },
          OFF_CONTRACT,
        ),
      ),
    );
    const { store } = setup();
    const result = await fetchProfile(store);
    expect(result.data).toMatchObject({ phoneNumbers: [], hasSsn: false, name: null });
  });
});

describe('session-ending answers', () => {
  test.each([
    ['401', 401, {}],
    ['403 unauthenticated', 403, { message: 'unauthenticated' }],
    ['403 invalid signature', 403, { errors: [{ message: 'invalid signature' }] }],
  ])(
    '%s clears the session and goes to /auth/login with a way back',
    async (_name, status, body) => {
      server.use(http.get(PROFILE_URL, () => HttpResponse.json(body, { status })));
      const { store, history } = setup(
        `/account/heloc/${APPLICATION_UUID}/product/select?pop-webchat=1`,
      );
      await fetchProfile(store);
      expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
      expect(history.pagesOpened).toEqual([
        `/auth/login?redirectUrl=${encodeURIComponent(`/account/heloc/${APPLICATION_UUID}/product/select?pop-webchat=1`)}`,
      ]);
      expect(store.getState().profile.profile).toBeNull();
    },
  );

  test('on a signer path it goes to the signer login inside the app', async () => {
    server.use(http.get(PROFILE_URL, () => HttpResponse.json({}, { status: 401 })));
    const { store, history } = setup('/account/heloc/heloc-signer/sign');
    await fetchProfile(store);
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
    expect(history.pagesOpened).toEqual([]);
    expect(history.location.pathname).toBe('/account/heloc/heloc-signer/login');
  });

  test('a visitor, with no session to end, stays where they are: the call fails as any other', async () => {
    server.use(http.get(PROFILE_URL, () => HttpResponse.json({}, { status: 401 })));
    const { store, history } = setup('/account/heloc/register');
    localStorage.removeItem(JWT_STORAGE_KEY);
    const result = await fetchProfile(store);
    expect(result.error).toMatchObject({ status: 401 });
    expect(history.pagesOpened).toEqual([]);
    expect(history.location.pathname).toBe('/account/heloc/register');
  });

  test('another 403 keeps the session', async () => {
    server.use(
      http.get(PROFILE_URL, () =>
        HttpResponse.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 }),
      ),
    );
    const { store, history } = setup();
    const result = await fetchProfile(store);
    expect(result.error).toMatchObject({ status: 403, message: 'Forbidden.' });
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe(TEST_JWT);
    expect(history.pagesOpened).toEqual([]);
  });

  test.each([
    ['a fresh token', 200, { headers: { Authorization: 'Bearer eyJ.fresh.token' } }],
    ['a refusal', 401, {}],
  ])(
    "%s for a token no longer stored leaves the other tab's sign-in alone",
    async (_name, status, init) => {
      server.use(
        http.get(PROFILE_URL, () => {
          // While the call is on the way, another tab signs someone else in.
          localStorage.setItem(JWT_STORAGE_KEY, 'eyJ.someone.else');
          return HttpResponse.json(status === 200 ? makeProfile() : {}, { status, ...init });
        }),
      );
      const { store, history } = setup(`/account/heloc/${APPLICATION_UUID}/product/select`);
      const result = await fetchProfile(store);
      expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe('eyJ.someone.else');
      expect(history.pagesOpened).toEqual([]);
      expect(history.location.pathname).toBe(`/account/heloc/${APPLICATION_UUID}/product/select`);
      if (status === 401) expect(result.error).toMatchObject({ status: 401 });
    },
  );

  test('several session-ending answers at once redirect once', async () => {
    server.use(
      http.get(PROFILE_URL, () => HttpResponse.json({}, { status: 401 })),
      http.get(url('/service-krang-heloc/borrower/secure/api/v1/:uuid/status'), () =>
        HttpResponse.json({}, { status: 401 }),
      ),
    );
    const { store, history } = setup();
    const a = store.dispatch(profileApi.endpoints.getProfile.initiate());
    const b = store.dispatch(statusApi.endpoints.getStatus.initiate(APPLICATION_UUID));
    await Promise.all([a, b]);
    a.unsubscribe();
    b.unsubscribe();
    expect(history.pagesOpened).toHaveLength(1);
  });
});

describe('slices fed by the endpoints', () => {
  test('application and status slices follow the open application', async () => {
    const { store } = setup();
    store.dispatch({ type: 'application/applicationOpened', payload: APPLICATION_UUID });
    const a = store.dispatch(applicationApi.endpoints.getApplication.initiate(APPLICATION_UUID));
    const s = store.dispatch(statusApi.endpoints.getStatus.initiate(APPLICATION_UUID));
    await Promise.all([a, s]);
    a.unsubscribe();
    s.unsubscribe();
    const state = store.getState();
    expect(state.application.current?.loanNumber).toBe('HE-100245');
    expect(state.status.serverState).toBe('OFFER_SELECTION');
    expect(state.status.status).toMatchObject({ uwSubDecision: 'UNVERIFIED_DTI_LIMITED' });
    expect(state.status.status).not.toHaveProperty('state');
  });
});

describe('values the contract does not list', () => {
  test('read as null and logged by the call and field, without personal data; the call succeeds', async () => {
    server.use(
      http.get(url(`${HELOC_STATUS_PATH}/${APPLICATION_UUID}/status`), () =>
        HttpResponse.json(
          {
            ...makeStatus(),
            uwDecision: 'SOMETHING_NEW',
            condition: 'jane.doe@example.com',
          },
          OFF_CONTRACT,
        ),
      ),
    );
    const { store } = setup();
    store.dispatch({ type: 'application/applicationOpened', payload: APPLICATION_UUID });
    const logged = recentLogEntries().length;
    const request = store.dispatch(statusApi.endpoints.getStatus.initiate(APPLICATION_UUID));
    const result = await request;
    request.unsubscribe();
    expect(result.isSuccess).toBe(true);
    expect(store.getState().status.status).toMatchObject({ uwDecision: null, condition: null });
    const entries = recentLogEntries().slice(logged);
    expect(entries.map(({ level, details }) => ({ level, details }))).toEqual([
      {
        level: 'warn',
        details: { endpoint: 'getStatus', field: 'uwDecision', value: 'SOMETHING_NEW' },
      },
      { level: 'warn', details: { endpoint: 'getStatus', field: 'condition', value: '(string)' } },
    ]);
    expect(JSON.stringify(entries)).not.toContain('jane');
  });
});
