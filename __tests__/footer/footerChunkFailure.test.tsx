import { screen, within } from '@testing-library/react';
import { APPLICATION_UUID } from '../support/fixtures';
import { flush, renderApp } from '../support/renderApp';
import { useMockServer } from '../support/server';

// The footer's chunk cannot be fetched. React.lazy keeps a chunk's first outcome for the page's
// life, so this case has its own file.
jest.mock('../../src/features/footer', () => {
  throw Object.assign(new Error('Loading chunk footer failed.'), { name: 'ChunkLoadError' });
});

useMockServer();

test('without its chunk the footer keeps the support line, and the page works', async () => {
  const { history } = renderApp(`/account/heloc/${APPLICATION_UUID}/bank/confirm`);
  await screen.findByRole('heading', { level: 1 });
  await flush();
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByText(/Call us at/)).toBeInTheDocument();
  expect(within(footer).queryByRole('link', { name: 'Terms of use' })).toBeNull();
  expect(history.reloads).toBe(0);
});
