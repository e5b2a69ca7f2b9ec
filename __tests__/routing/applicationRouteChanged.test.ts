import { type Action, combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import {
  type AppLocation,
  INITIAL_LOCATION,
  locationChanged,
  navigationSlice,
} from '../../src/features/navigation/navigationSlice';
import { applicationRouteOf, selectApplicationRoute } from '../../src/features/navigation';
import { applicationRouteChanged } from '../../src/features/routing';
import { applicationRouteSaga } from '../../src/features/routing/applicationRouteSaga';
import { APPLICATION_UUID } from '../support/fixtures';

const APP = `/account/heloc/${APPLICATION_UUID}`;
const OTHER_UUID = '0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b';

const reducer = combineReducers({ navigation: navigationSlice.reducer });

const at = (pathname: string, extra: Partial<AppLocation> = {}): AppLocation => ({
  ...INITIAL_LOCATION,
  pathname,
  key: pathname,
  ...extra,
});

const moveTo = (pathname: string, extra: Partial<AppLocation> = {}) =>
  locationChanged({ location: at(pathname, extra), navigationType: 'PUSH' });

/** The saga started on `start`, given these moves: the route changes it announced. */
async function changesAnnounced(start: string, moves: ReturnType<typeof moveTo>[]) {
  const saga = expectSaga(applicationRouteSaga).withReducer<ReturnType<typeof reducer>, Action>(
    reducer,
    { navigation: { location: at(start), navigationType: 'POP' } },
  );
  moves.forEach((move) => saga.dispatch(move));
  const { effects } = await saga.silentRun(50);
  return (effects.put ?? []).map((effect) => effect.payload.action);
}

test('the route is the application and its step, read once from the location', () => {
  expect(applicationRouteOf(`${APP}/start/hmda/`)).toEqual({
    applicationUuid: APPLICATION_UUID,
    step: 'start/hmda',
  });
  expect(applicationRouteOf('/account/heloc/register')).toBeNull();
  const state = { navigation: { location: at(`${APP}/liens`), navigationType: 'POP' as const } };
  expect(selectApplicationRoute(state)).toBe(selectApplicationRoute(state));
});

test('a change of step, of application, onto and off the routes is announced once each', async () => {
  expect(
    await changesAnnounced('/account/heloc/register', [
      moveTo(`${APP}/liens`),
      moveTo(`${APP}/product/select`),
      moveTo(`/account/heloc/${OTHER_UUID}/product/select`),
      moveTo('/account/heloc/register'),
    ]),
  ).toEqual([
    applicationRouteChanged({
      previous: null,
      current: { applicationUuid: APPLICATION_UUID, step: 'liens' },
    }),
    applicationRouteChanged({
      previous: { applicationUuid: APPLICATION_UUID, step: 'liens' },
      current: { applicationUuid: APPLICATION_UUID, step: 'product/select' },
    }),
    applicationRouteChanged({
      previous: { applicationUuid: APPLICATION_UUID, step: 'product/select' },
      current: { applicationUuid: OTHER_UUID, step: 'product/select' },
    }),
    applicationRouteChanged({
      previous: { applicationUuid: OTHER_UUID, step: 'product/select' },
      current: null,
    }),
  ]);
});

test('the page it started on is the first previous route; nothing is announced for it', async () => {
  expect(await changesAnnounced(`${APP}/liens`, [])).toEqual([]);
  expect(await changesAnnounced(`${APP}/liens`, [moveTo(`${APP}/identity`)])).toEqual([
    applicationRouteChanged({
      previous: { applicationUuid: APPLICATION_UUID, step: 'liens' },
      current: { applicationUuid: APPLICATION_UUID, step: 'identity' },
    }),
  ]);
});

test('a new query, hash, history state, trailing slash or upper-case uuid is no change', async () => {
  expect(
    await changesAnnounced(`${APP}/liens`, [
      moveTo(`${APP}/liens`, { search: '?pop-webchat=1' }),
      moveTo(`${APP}/liens`, { hash: '#top' }),
      moveTo(`${APP}/liens`, { state: { routed: true } }),
      moveTo(`${APP}/liens/`),
      moveTo(`/account/heloc/${APPLICATION_UUID.toUpperCase()}/liens`),
      moveTo('/account/heloc/register'),
      moveTo('/account/heloc/'),
    ]),
  ).toEqual([
    applicationRouteChanged({
      previous: { applicationUuid: APPLICATION_UUID, step: 'liens' },
      current: null,
    }),
  ]);
});
