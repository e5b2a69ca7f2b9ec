import { screen } from '@testing-library/react';
import { DYNAMIC_IMPORT_RETRY_KEY } from '../../src/app/routes/lazyWithRetry';
import { ERROR_PAGE_HEADING } from '../../src/features/shell/ErrorPage';
import { APPLICATION_UUID } from '../support/fixtures';
import { flush, renderApp } from '../support/renderApp';
import { useMockServer } from '../support/server';

// The autopay screen's chunk cannot be fetched (a deployment replaced it, say).
jest.mock('../../src/features/bank/screens/AutopayScreen', () => {
  throw Object.assign(new Error('Loading chunk bank-autopay failed.'), { name: 'ChunkLoadError' });
});

// React.lazy keeps a chunk's first outcome for the page's life, so each case has its own file.
useMockServer();

const AUTOPAY = `/account/heloc/${APPLICATION_UUID}/bank/autopay`;

test('while retries remain, a failed chunk reloads the page', async () => {
  const { history } = renderApp(AUTOPAY);
  await screen.findByRole('status');
  for (let i = 0; i < 5 && history.reloads === 0; i += 1) await flush();
  expect(history.reloads).toBe(1);
  expect(sessionStorage.getItem(DYNAMIC_IMPORT_RETRY_KEY)).toBe('1');
  expect(screen.queryByRole('heading', { name: ERROR_PAGE_HEADING })).not.toBeInTheDocument();
});
