import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { APPLICATION_UUID, makeStatus } from './fixtures';
import { server, url } from './server';
import { testStore } from './testStore';

/** The application's root, where the recorded session starts. */
export const APP = `/account/heloc/${APPLICATION_UUID}`;

/**
 * A real session (the test file calls useMockServer()): the borrower opens the application and
 * the routing takes them to their step, `${APP}/identity`. Gives the store, whose action log
 * the tests export.
 */
export async function recordSession() {
  server.use(
    http.get(url(`/service-krang-heloc/borrower/secure/api/v1/${APPLICATION_UUID}/status`), () =>
      HttpResponse.json({ ...makeStatus(), state: 'IDENTITY_VERIFICATION' }),
    ),
  );
  localStorage.setItem('jwt', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln');
  const { store } = testStore(APP);
  await act(async () => {
    for (let i = 0; i < 100 && store.getState().navigation.location.pathname === APP; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return store;
}
