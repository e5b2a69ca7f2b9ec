import { http, HttpResponse } from 'msw';
import { runSaga, type Task } from 'redux-saga';
import { mutate, query } from '../../src/api/sagaQuery';
import { sessionApi } from '../../src/features/session/sessionApi';
import { profileApi } from '../../src/features/profile';
import { makeProfile, TEST_JWT } from '../support/fixtures';
import { server, url, useMockServer } from '../support/server';
import { testStore } from '../support/testStore';

useMockServer();

const LOGOUT_PATH = '/identity-broker/customer/secure/api/v3/logout';
const LOGOUT = { organizationCode: 'main', mode: 'LOGOUT' } as const;

/** Runs a saga against a real store (side effects on, on a page where no saga reads anything). */
function run<T>(saga: () => Generator<unknown, T>) {
  const { store } = testStore('/account/heloc/register');
  const task: Task<T> = runSaga({ dispatch: store.dispatch, getState: store.getState }, saga);
  return { store, task };
}

beforeEach(() => localStorage.setItem('jwt', TEST_JWT));

describe('mutate', () => {
  test('gives the answer and leaves no mutation entry behind', async () => {
    server.use(http.post(url(LOGOUT_PATH), () => HttpResponse.json({ redirectUrl: '/bye' })));
    const { store, task } = run(() => mutate(sessionApi.endpoints.logout, LOGOUT));
    expect(await task.toPromise()).toEqual({ data: { redirectUrl: '/bye' } });
    expect(store.getState().api.mutations).toEqual({});
  });

  test('gives a failed answer as the request layer error, and releases it too', async () => {
    server.use(
      http.post(url(LOGOUT_PATH), () =>
        HttpResponse.json({ errors: [{ message: 'Broker down' }] }, { status: 503 }),
      ),
    );
    const { store, task } = run(() => mutate(sessionApi.endpoints.logout, LOGOUT));
    expect(await task.toPromise()).toEqual({
      error: expect.objectContaining({ status: 503, message: 'Broker down.' }),
    });
    expect(store.getState().api.mutations).toEqual({});
  });

  test('a cancelled saga releases the mutation it started', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post(url(LOGOUT_PATH), async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ redirectUrl: '/bye' });
      }),
    );
    const { store, task } = run(() => mutate(sessionApi.endpoints.logout, LOGOUT));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Object.values(store.getState().api.mutations)).toHaveLength(1);
    task.cancel();
    expect(store.getState().api.mutations).toEqual({});
    answer();
  });
});

describe('query', () => {
  test('reads through the endpoint without keeping a subscription', async () => {
    const { store, task } = run(() => query(profileApi.endpoints.getProfile, undefined, false));
    expect(await task.toPromise()).toEqual({ data: makeProfile() });
    // RTK Query writes its subscriptions to the store 500 ms after they change.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(store.getState().api.subscriptions).toEqual({});
  });

  test('a failed read is the request layer error', async () => {
    server.use(
      http.get(url('/service-profile/api/v1/profile'), () =>
        HttpResponse.json({ errors: [{ message: 'No profile' }] }, { status: 500 }),
      ),
    );
    const { task } = run(() => query(profileApi.endpoints.getProfile, undefined, true));
    expect(await task.toPromise()).toEqual({
      error: expect.objectContaining({ status: 500, message: 'No profile.' }),
    });
  });
});
