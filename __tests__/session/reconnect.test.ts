import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountsApi } from '../../src/features/accounts/accountsApi';
import { shellHasRendered } from '../../src/loading/lateParts';
import { APPLICATION_UUID, TEST_JWT } from '../support/fixtures';
import { server, url, useMockServer } from '../support/server';
import { testStore } from '../support/testStore';

useMockServer();

const ACCOUNTS = '/service-wallet/secure/api/v4/account';

test('a read that failed for want of a connection is made again once the connection is back', async () => {
  let connected = false;
  let reads = 0;
  server.use(
    http.get(url(ACCOUNTS), () => {
      reads += 1;
      return connected ? undefined : HttpResponse.error();
    }),
  );
  localStorage.setItem('jwt', TEST_JWT);
  // The watch on the connection runs with the shell's late parts.
  shellHasRendered();
  const { store } = testStore(`/account/heloc/${APPLICATION_UUID}/liens`);
  const query = store.dispatch(accountsApi.endpoints.getAccounts.initiate());
  expect((await query).error).toMatchObject({ status: 'FETCH_ERROR' });
  const readsOffline = reads;

  connected = true;
  await waitFor(() => {
    // Told again until the late parts listen (they load on their own time).
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(accountsApi.endpoints.getAccounts.select()(store.getState()).data).toBeDefined();
  });
  expect(reads).toBeGreaterThan(readsOffline);
  query.unsubscribe();
});
