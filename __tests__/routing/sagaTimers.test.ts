import { http, HttpResponse } from 'msw';
import { runSaga, stdChannel } from 'redux-saga';
import { race, take } from 'typed-redux-saga';
import { rootSaga } from '../../src/app/rootSaga';
import { acceptServerState } from '../../src/features/routing/statusPolling';
import { type SagaTimers, wait } from '../../src/lib/sagaTimers';
import { APPLICATION_UUID, makeStatus, TEST_JWT } from '../support/fixtures';
import { server, url, useMockServer } from '../support/server';
import { testStore } from '../support/testStore';

useMockServer();

/** Timers that answer at once and keep every wait asked of them. */
function recordingTimers() {
  const waits: number[] = [];
  const timers: SagaTimers = {
    delay: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
  return { timers, waits };
}

test('the root saga gives its timers to every saga', () => {
  const { timers, waits } = recordingTimers();
  function* waiter() {
    yield* wait(1234);
  }
  runSaga({ channel: stdChannel(), dispatch: () => undefined, getState: () => ({}) }, rootSaga, {
    onFailure: () => undefined,
    sagas: { waiter },
    timers,
  });
  expect(waits).toEqual([1234]);
});

test('the status schedule runs on the timers it is given (no clock involved)', async () => {
  localStorage.setItem('jwt', TEST_JWT);
  const states = ['HMDA', 'IDENTITY_VERIFICATION'];
  let reads = 0;
  server.use(
    http.get(url(`/service-krang-heloc/borrower/secure/api/v1/${APPLICATION_UUID}/status`), () =>
      HttpResponse.json({ ...makeStatus(), state: states[reads++ % 2] }),
    ),
  );
  const { store } = testStore('/account/heloc/register');
  const { timers, waits } = recordingTimers();
  const accepted = await runSaga(
    { dispatch: store.dispatch, getState: store.getState, context: { timers } },
    acceptServerState,
    APPLICATION_UUID,
    `/account/heloc/${APPLICATION_UUID}/liens`,
  ).toPromise();
  expect(waits).toEqual([500, 1000, 2000, 2500, 2500, 2500]);
  expect(accepted.how).toBe('not settled after 7 tries: last read used');
});

describe('the real timers (a saga run without timers in its context)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('wait the time asked, to the millisecond', async () => {
    let done = false;
    const task = runSaga({ channel: stdChannel(), dispatch: () => undefined }, function* () {
      yield* wait(1000);
      done = true;
    });
    await jest.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(task.isRunning()).toBe(false);
  });

  test('a cancelled wait leaves no timer behind', () => {
    const channel = stdChannel();
    runSaga({ channel, dispatch: () => undefined }, function* () {
      yield* race({ tick: wait(60_000), stop: take('test/stop') });
    });
    expect(jest.getTimerCount()).toBe(1);
    channel.put({ type: 'test/stop' });
    expect(jest.getTimerCount()).toBe(0);
  });
});
