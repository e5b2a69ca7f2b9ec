import { screen, waitFor } from '@testing-library/react';
import { ERROR_PAGE_HEADING as ERROR_PAGE_HEADING_MESSAGE } from '../../src/features/shell/ErrorPage';
import { i18n } from '../../src/lib/i18n';
import { recentLogEntries } from '../../src/lib/logger';
import { APPLICATION_UUID } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { useMockServer } from '../support/server';

const ERROR_PAGE_HEADING = i18n._(ERROR_PAGE_HEADING_MESSAGE);

// The progress panels' chunk cannot be fetched. React.lazy keeps a chunk's first outcome for
// the page's life, so this case has its own file.
jest.mock('../../src/features/progress/panels', () => {
  throw Object.assign(new Error('Loading chunk progress-panels failed.'), {
    name: 'ChunkLoadError',
  });
});

useMockServer();

test('without the progress panel the step still works: no reload, no error page, logged', async () => {
  const { container, history } = renderApp(`/account/heloc/${APPLICATION_UUID}/bank/confirm`);
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading).not.toHaveTextContent(ERROR_PAGE_HEADING);
  await waitFor(() =>
    expect(recentLogEntries().map((entry) => entry.event)).toContain(
      'The progress panel could not be loaded',
    ),
  );
  await waitFor(() => expect(container.querySelector('.progress-panel--loading')).toBeNull());
  expect(screen.queryByRole('complementary', { name: 'Application progress' })).toBeNull();
  expect(screen.queryByRole('heading', { name: ERROR_PAGE_HEADING })).not.toBeInTheDocument();
  expect(history.reloads).toBe(0);
});
