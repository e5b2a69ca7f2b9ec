import { screen, waitFor } from '@testing-library/react';
import { DYNAMIC_IMPORT_RETRY_KEY } from '../../src/loading/lazyWithRetry';
import { ERROR_PAGE_HEADING as ERROR_PAGE_HEADING_MESSAGE } from '../../src/features/shell/ErrorPage';
import { i18n } from '../../src/lib/i18n';
import { APPLICATION_UUID } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { useMockServer } from '../support/server';

const ERROR_PAGE_HEADING = i18n._(ERROR_PAGE_HEADING_MESSAGE);

// The bank confirmation screen's chunk cannot be fetched (a deployment replaced it, say).
jest.mock('../../src/features/bank/screens/ConfirmBankScreen', () => {
  throw Object.assign(new Error('Loading chunk bank-confirm failed.'), { name: 'ChunkLoadError' });
});

// React.lazy keeps a chunk's first outcome for the page's life, so each case has its own file.
useMockServer();

const CONFIRM_BANK = `/account/heloc/${APPLICATION_UUID}/bank/confirm`;

test('while retries remain, a failed chunk reloads the page', async () => {
  const { history, store } = renderApp(CONFIRM_BANK);
  await waitFor(() => expect(history.reloads).toBe(1));
  expect(sessionStorage.getItem(DYNAMIC_IMPORT_RETRY_KEY)).toBe('1');
  expect(screen.queryByRole('heading', { name: ERROR_PAGE_HEADING })).not.toBeInTheDocument();
  // The routing carries on in the background until it has decided.
  await waitFor(() => expect(store.getState().routing.decisions).toHaveLength(1));
});
