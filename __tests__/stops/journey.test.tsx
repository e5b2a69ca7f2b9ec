import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { server, url, useMockServer, useScenario } from '../support/server';
import { LONG_WAIT_MS } from '../support/waits';

useMockServer();

const APP = `/account/heloc/${APPLICATION_UUID}`;
const SERVICE = `/service-application/api/v1/application/heloc/${APPLICATION_UUID}`;
const SELECT_OFFER = 'product/select';

it('credit/social: the SSN, then the routing sends the applicant on', async () => {
  const user = userEvent.setup({ delay: null });
  useScenario({ state: 'CREDIT_NO_MATCH' });
  const { history } = renderApp(`${APP}/credit/social`);
  await screen.findByRole('heading', { level: 1, name: 'Confirm your Social Security number' });

  server.use(
    http.put(url(`${SERVICE}/ssn`), () => {
      useScenario({ state: 'OFFER_SELECTION' });
      return HttpResponse.json(makeApplication());
    }),
  );
  await user.type(
    screen.getByLabelText(/Social Security number/, { selector: 'input' }),
    '123456789',
  );
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(history.location.pathname).toBe(`${APP}/${SELECT_OFFER}`), {
    timeout: LONG_WAIT_MS,
  });
}, 20000);

it('credit/error: still frozen, then unfrozen: "Try again" moves the applicant on', async () => {
  const user = userEvent.setup({ delay: null });
  useScenario({ state: 'SOFT_CREDIT_FROZEN' });
  const { history } = renderApp(`${APP}/credit/error`);
  await screen.findByRole('heading', { level: 1, name: 'We could not access your credit report' });

  let frozen = true;
  server.use(
    http.post(url(`${SERVICE}/credit/retry`), () => {
      if (frozen) {
        return HttpResponse.json(
          {
            errors: [
              { message: 'Your credit is still frozen. Unfreeze it and try again.', field: null },
            ],
          },
          { status: 400 },
        );
      }
      useScenario({ state: 'OFFER_SELECTION' });
      return HttpResponse.json(makeApplication());
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your credit is still frozen. Unfreeze it and try again.',
  );
  expect(history.location.pathname).toBe(`${APP}/credit/error`);

  frozen = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(history.location.pathname).toBe(`${APP}/${SELECT_OFFER}`), {
    timeout: LONG_WAIT_MS,
  });
}, 20000);

it('payoff/hold: "Check again" keeps the page while the payoff is pending, then moves on', async () => {
  const user = userEvent.setup({ delay: null });
  useScenario({ state: 'PAYOFF_REQUEST_PENDING' });
  const { history } = renderApp(`${APP}/payoff/hold`);
  await screen.findByRole('heading', { level: 1, name: 'We are processing your payoff request' });

  await user.click(screen.getByRole('button', { name: 'Check again' }));
  await waitFor(
    () => expect(screen.getByRole('status')).toHaveTextContent(/Nothing has changed yet/),
    { timeout: LONG_WAIT_MS },
  );
  expect(history.location.pathname).toBe(`${APP}/payoff/hold`);
  expect(
    screen.getByRole('heading', { level: 1, name: 'We are processing your payoff request' }),
  ).toBeInTheDocument();

  useScenario({ state: 'OFFER_SELECTION' });
  await user.click(screen.getByRole('button', { name: 'Check again' }));
  await waitFor(() => expect(history.location.pathname).toBe(`${APP}/${SELECT_OFFER}`), {
    timeout: LONG_WAIT_MS,
  });
}, 30000);
