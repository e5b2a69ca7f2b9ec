import { screen, waitFor } from '@testing-library/react';
import {
  NO_APPLICATION_TEXT,
  OPEN_APPLICATION_LABEL,
} from '../../src/features/plaidOauth/screens/PlaidOauthSuccessScreen';
import { i18n } from '../../src/lib/i18n';
import { APPLICATION_UUID } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { useMockServer, useScenario } from '../support/server';

useMockServer();

const PAGE = '/account/heloc/plaid-oauth-success?oauth_state_id=abc';

afterEach(() => localStorage.clear());

it('returns the borrower to the application kept in local storage, where the routing decides', async () => {
  useScenario({ state: 'DISBURSEMENT_ACCOUNT' });
  localStorage.setItem('heloc_uuid', APPLICATION_UUID);
  const { history } = renderApp(PAGE);
  await waitFor(() =>
    expect(history.location.pathname).toBe(`/account/heloc/${APPLICATION_UUID}/bank/disburse`),
  );
  // The landing replaced itself: Back does not return to the provider's page.
  expect(history.entries.map((entry) => entry.pathname)).not.toContain(
    '/account/heloc/plaid-oauth-success',
  );
});

it.each([
  ['no application kept', null],
  ['a kept value that is no application id', 'not-a-uuid'],
])('with %s it says so and links to the application', async (_name, stored) => {
  if (stored) localStorage.setItem('heloc_uuid', stored);
  const { history } = renderApp(PAGE);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Finishing your bank connection' }),
  ).toBeInTheDocument();
  expect(screen.getByText(i18n._(NO_APPLICATION_TEXT))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: i18n._(OPEN_APPLICATION_LABEL) })).toHaveAttribute(
    'href',
    '/account/heloc',
  );
  expect(history.location.pathname).toBe('/account/heloc/plaid-oauth-success');
});
