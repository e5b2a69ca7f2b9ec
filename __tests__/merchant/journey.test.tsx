import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { server, url, useMockServer, useScenario } from '../support/server';
import { LONG_WAIT_MS } from '../support/waits';

useMockServer();

const APP = `/account/heloc/${APPLICATION_UUID}`;

it('the merchant review, the lien attestation, then signing (the routing decides each)', async () => {
  const user = userEvent.setup({ delay: null });
  useScenario({ state: null, status: { condition: 'MERCHANT_REVIEW' } });
  const { history } = renderApp(`${APP}/merchant/review`);
  await screen.findByRole('heading', {
    level: 1,
    name: 'Your application is with the merchant for review',
  });

  useScenario({ state: null, status: { condition: 'MERCHANT_REVIEWED' } });
  await user.click(screen.getByRole('button', { name: 'Check again' }));
  await screen.findByRole('heading', { level: 1, name: 'Confirm the liens on your property' });
  expect(history.location.pathname).toBe(`${APP}/merchant/lien-attestation`);

  server.use(
    http.post(
      url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/lien-attestation`),
      () => {
        useScenario({
          state: 'NOTE_SIGNING',
          status: { condition: 'LIEN_ATTESTED', disclosurelistClosingReady: true },
        });
        return HttpResponse.json(
          makeApplication({ lienAttestation: { attested: true, at: 'now' } }),
        );
      },
    ),
    // The signing pages read the closing documents; what they hold is not this journey's.
    http.get(
      url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/closing-documents`),
      () => HttpResponse.json({ errors: [{ message: 'Unavailable' }] }, { status: 503 }),
    ),
  );
  await user.click(
    screen.getByRole('checkbox', { name: 'I confirm the liens listed are complete and correct' }),
  );
  await user.click(screen.getByRole('button', { name: 'Confirm liens' }));
  await waitFor(() => expect(history.location.pathname).toBe(`${APP}/signing/intro`), {
    timeout: LONG_WAIT_MS,
  });
}, 20000);
