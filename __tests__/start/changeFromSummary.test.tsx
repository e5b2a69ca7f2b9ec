import { screen, waitFor } from '@testing-library/react';
import { APPLICATION_UUID } from '../support/fixtures';
import { flush, renderApp } from '../support/renderApp';
import { useMockServer, useScenario } from '../support/server';
import { LONG_WAIT_MS } from '../support/waits';

useMockServer();

const APP = `/account/heloc/${APPLICATION_UUID}`;
const SUMMARY_READY = {
  state: 'APP_SUBMISSION',
  status: { disclosurelistSummaryReady: true },
};

/**
 * A Change link from the summary (start/app-summary) opens a step the routing would otherwise
 * take the borrower away from: the routing saga reads the `change` query value and leaves the
 * page open (navigationPolicy), and without it the summary is where they belong.
 */
it('start/hmda opened from the summary stays open', async () => {
  useScenario(SUMMARY_READY);
  const { history } = renderApp(`${APP}/start/hmda?change=app-summary`);
  await screen.findByRole('group', { name: /Ethnicity/i }, { timeout: LONG_WAIT_MS });
  await flush();
  expect(history.location.pathname).toBe(`${APP}/start/hmda`);
});

it('start/hmda opened without it goes to the summary', async () => {
  useScenario(SUMMARY_READY);
  const { history } = renderApp(`${APP}/start/hmda`);
  await waitFor(() => expect(history.location.pathname).toBe(`${APP}/start/app-summary`), {
    timeout: LONG_WAIT_MS,
  });
});
