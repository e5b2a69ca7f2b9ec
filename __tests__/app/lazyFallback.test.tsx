import { screen, within } from '@testing-library/react';
import {
  DYNAMIC_IMPORT_MAX_RETRIES,
  DYNAMIC_IMPORT_RETRY_KEY,
} from '../../src/loading/lazyWithRetry';
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

test('after 5 reloads the general error page shows', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStorage.setItem(DYNAMIC_IMPORT_RETRY_KEY, String(DYNAMIC_IMPORT_MAX_RETRIES));
  const { history } = renderApp(CONFIRM_BANK);
  expect(await screen.findByRole('heading', { name: ERROR_PAGE_HEADING })).toBeInTheDocument();
  expect(history.reloads).toBe(0);
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go to dashboard' })).toBeInTheDocument();
  const page = within(screen.getByRole('main'));
  expect(page.getByRole('link', { name: '888-819-6388' })).toHaveAttribute(
    'href',
    'tel:+18888196388',
  );
  expect(page.getByRole('link', { name: 'help@example.com' })).toHaveAttribute(
    'href',
    'mailto:help@example.com',
  );
});
