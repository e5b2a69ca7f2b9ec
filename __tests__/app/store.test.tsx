import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { runSaga, stdChannel } from 'redux-saga';
import { take } from 'redux-saga/effects';
import { sagaFailed } from '../../src/app/appEvents';
import { errorTracked } from '../../src/features/telemetry';
import { rootSaga } from '../../src/app/rootSaga';
import { rootReducer } from '../../src/app/rootReducer';
import { makeStore } from '../../src/app/store';
import { applicationOpened } from '../../src/features/application';
import { createMemoryHistory, locationChanged, push } from '../../src/features/navigation';
import { StoreRouter } from '../../src/features/navigation/StoreRouter';
import { profileApi } from '../../src/features/profile';
import { APPLICATION_UUID, makeProfile } from '../support/fixtures';
import { server, useMockServer } from '../support/server';

useMockServer();

const location = (pathname: string, key: string) => ({
  location: { pathname, search: '', hash: '', state: null, key },
  navigationType: 'PUSH' as const,
});

describe('the store factory', () => {
  test('holds the design card slices, the API cache, the location and the organisation', async () => {
    const before = makeStore(undefined, { history: createMemoryHistory() });
    expect(Object.keys(before.getState())).not.toContain('chat');
    // The chat and telemetry slices join the one store when their code loads (with the shell's
    // extras).
    await import('../../src/app/shellExtras');
    const store = makeStore(undefined, { history: createMemoryHistory() });
    expect(Object.keys(store.getState()).sort()).toEqual(
      [
        'api',
        'application',
        'chat',
        'conditions',
        'feedback',
        'navigation',
        'organisation',
        'profile',
        'routing',
        'shell',
        'status',
        'telemetry',
      ].sort(),
    );
  });

  test('a store with side effects needs a history', () => {
    expect(() => makeStore()).toThrow('makeStore: side effects need a history');
  });

  test('a replay store reduces actions and makes no request', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    const store = makeStore(undefined, { sideEffects: false });
    store.dispatch(locationChanged(location(`/account/heloc/${APPLICATION_UUID}/liens`, 'k1')));
    store.dispatch(applicationOpened(APPLICATION_UUID));
    // A recorded fulfilled action feeds the profile slice as it did in the session.
    store.dispatch({
      type: 'api/executeQuery/fulfilled',
      payload: makeProfile(),
      meta: {
        requestId: 'r1',
        requestStatus: 'fulfilled',
        fulfilledTimeStamp: 1,
        baseQueryMeta: { status: 200 },
        arg: {
          type: 'query',
          endpointName: 'getProfile',
          originalArgs: undefined,
          queryCacheKey: 'getProfile(undefined)',
        },
      },
    });
    // Navigation requests and thunks do nothing without side effects.
    store.dispatch(push('/account/heloc/elsewhere'));
    expect(() => store.dispatch(profileApi.endpoints.getProfile.initiate() as never)).toThrow();
    await new Promise((r) => setTimeout(r, 20));
    const state = store.getState();
    expect(state.navigation.location.pathname).toBe(`/account/heloc/${APPLICATION_UUID}/liens`);
    expect(state.application.currentUuid).toBe(APPLICATION_UUID);
    expect(state.profile.profile?.email).toBe('borrower@example.com');
    expect(requests).toEqual([]);
    server.events.removeAllListeners();
  });

  test('the serializability check is on outside production', () => {
    const warn = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore(undefined, { sideEffects: false });
    store.dispatch({ type: 'x/notSerializable', payload: new Date(0) });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('non-serializable'),
      expect.anything(),
      expect.anything(),
      expect.anything(),
      expect.anything(),
      expect.anything(),
    );
  });

  test('the root reducer starts from clean slices', () => {
    const state = rootReducer(undefined, { type: '@@init' });
    expect(state.profile).toEqual({ profile: null, loadStatus: 'idle', error: null });
    expect(state.navigation.location.pathname).toBe('/account/heloc/');
  });
});

describe('the location lives in the store', () => {
  function renderRouter(
    store: ReturnType<typeof makeStore>,
    history?: ReturnType<typeof createMemoryHistory>,
  ) {
    render(
      <Provider store={store}>
        <StoreRouter history={history}>
          <Routes>
            <Route path="/" element={<h1>Start</h1>} />
            <Route path="/a" element={<h1>Screen A</h1>} />
            <Route path="/b" element={<h1>Screen B</h1>} />
          </Routes>
        </StoreRouter>
      </Provider>,
    );
  }

  test('navigating records the move and changes the screen', () => {
    const history = createMemoryHistory('/account/heloc/a');
    const store = makeStore(
      { navigation: { location: history.location, navigationType: 'POP' } },
      { history },
    );
    renderRouter(store, history);
    expect(screen.getByRole('heading')).toHaveTextContent('Screen A');
    act(() => void store.dispatch(push('/account/heloc/b')));
    expect(screen.getByRole('heading')).toHaveTextContent('Screen B');
    expect(history.location.pathname).toBe('/account/heloc/b');
    expect(store.getState().navigation.navigationType).toBe('PUSH');
    act(() => history.go(-1));
    expect(screen.getByRole('heading')).toHaveTextContent('Screen A');
    expect(store.getState().navigation.navigationType).toBe('POP');
  });

  test('time travel (the store moving on its own) moves the screen and the address', () => {
    const history = createMemoryHistory('/account/heloc/a');
    const store = makeStore(
      { navigation: { location: history.location, navigationType: 'POP' } },
      { history },
    );
    renderRouter(store, history);
    // DevTools' jump replaces the state; a recorded locationChanged does the same.
    act(() => void store.dispatch(locationChanged(location('/account/heloc/b', 'jump'))));
    expect(screen.getByRole('heading')).toHaveTextContent('Screen B');
    expect(history.location.pathname).toBe('/account/heloc/b');
    expect(history.entries).toHaveLength(1);
  });

  test('a replay store renders the replayed location without any history', () => {
    const store = makeStore(undefined, { sideEffects: false });
    renderRouter(store);
    act(() => void store.dispatch(locationChanged(location('/account/heloc/b', 'r'))));
    expect(screen.getByRole('heading')).toHaveTextContent('Screen B');
  });
});

describe('saga failures', () => {
  test('a crashing saga is reported and started again; the others keep running', () => {
    const failures: [string, string][] = [];
    const channel = stdChannel();
    let crashingRuns = 0;
    let steadyTakes = 0;
    function* crashing() {
      crashingRuns += 1;
      yield take('test/crash');
      throw new Error(`crash ${crashingRuns}`);
    }
    function* steady() {
      for (;;) {
        yield take('test/tick');
        steadyTakes += 1;
      }
    }
    const dispatched: unknown[] = [];
    runSaga({ channel, dispatch: (a) => void dispatched.push(a), getState: () => ({}) }, rootSaga, {
      onFailure: (saga: string, error: unknown) =>
        void failures.push([saga, (error as Error).message]),
      sagas: { crashing, steady },
    });
    channel.put({ type: 'test/crash' });
    channel.put({ type: 'test/crash' });
    channel.put({ type: 'test/tick' });
    expect(failures).toEqual([
      ['crashing', 'crash 1'],
      ['crashing', 'crash 2'],
    ]);
    expect(crashingRuns).toBe(3);
    expect(steadyTakes).toBe(1);
    // Each failure is tracked, for telemetry to send.
    expect(dispatched).toEqual([
      errorTracked({ source: 'saga crashing', message: 'crash 1' }),
      errorTracked({ source: 'saga crashing', message: 'crash 2' }),
    ]);
  });

  test('the store reports a failure as app/sagaFailed', () => {
    jest.isolateModules(() => {
      jest.doMock('../../src/features/application/applicationSaga', () => ({
        applicationSaga: function* crashing() {
          yield jest.requireActual('redux-saga/effects').take('test/crash');
          throw new Error('boom');
        },
      }));
      const { makeStore: isolatedMakeStore } = jest.requireActual('../../src/app/store');
      const { createMemoryHistory: isolatedHistory } = jest.requireActual(
        '../../src/features/navigation/history',
      );
      const store = isolatedMakeStore(undefined, { history: isolatedHistory() });
      const dispatched = jest.spyOn(store, 'dispatch');
      store.dispatch({ type: 'test/crash' });
      expect(dispatched).toHaveBeenCalledWith(
        sagaFailed({ saga: 'applicationSaga', message: 'boom' }),
      );
    });
  });
});
