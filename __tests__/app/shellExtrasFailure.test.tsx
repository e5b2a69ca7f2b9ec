import { screen, waitFor } from '@testing-library/react';
import { recentLogEntries } from '../../src/lib/logger';
import { ERROR_PAGE_HEADING as ERROR_PAGE_HEADING_MESSAGE } from '../../src/features/shell/ErrorPage';
import { i18n } from '../../src/lib/i18n';
import { APPLICATION_UUID } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { useMockServer } from '../support/server';

const ERROR_PAGE_HEADING = i18n._(ERROR_PAGE_HEADING_MESSAGE);

// The shell extras' chunk cannot be fetched. React.lazy keeps a chunk's first outcome for the
// page's life, so this case has its own file.
jest.mock('../../src/app/shellExtras', () => {
  throw Object.assign(new Error('Loading chunk shell-extras failed.'), {
    name: 'ChunkLoadError',
  });
});

useMockServer();

test('without the shell extras the screen still works: no reload, no error page, logged', async () => {
  const { history } = renderApp(`/account/heloc/${APPLICATION_UUID}/bank/confirm`);
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading).not.toHaveTextContent(ERROR_PAGE_HEADING);
  await waitFor(() =>
    expect(recentLogEntries().map((entry) => entry.event)).toContain(
      'The shell extras could not be loaded',
    ),
  );
  // The top bar's menus come with the extras: left out with them, the page and side menu stay.
  for (const name of [/^Notifications/, 'Switch apps', 'Account menu', 'Open menu']) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: ERROR_PAGE_HEADING })).not.toBeInTheDocument();
  expect(history.reloads).toBe(0);
});
