import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { mergeScenario } from '../support/routeExpectations';
import { renderApp } from '../support/renderApp';
import { server, url, useMockServer, useScenario } from '../support/server';
import { LONG_WAIT_MS } from '../support/waits';

useMockServer();

const APP = `/account/heloc/${APPLICATION_UUID}`;
const SERVICE = `/service-application/api/v1/application/heloc/${APPLICATION_UUID}`;
const LIENS = [{ uuid: 'lien-1', lender: 'Sierra Mortgage', balance: 212400 }];
const OFFER = { approvedApr: 8.45, uwCalculatedDrawAmount: 85000, amount: 0, term: 0, rate: 0 };

it('liens, then the offer the routing carries the decision to, then the next step', async () => {
  const user = userEvent.setup({ delay: null });
  useScenario({
    state: 'LIEN_VERIFICATION',
    status: { liensComplete: false },
    application: { liens: LIENS, approvedApr: null, amount: 0, term: 0, rate: 0 },
  });
  const { history } = renderApp(`${APP}/liens`);
  const group = await screen.findByRole('group', { name: 'Sierra Mortgage' });

  const liensBodies: unknown[] = [];
  server.use(
    http.put(url(`${SERVICE}/liens`), async ({ request }) => {
      liensBodies.push(await request.json());
      useScenario({
        state: 'OFFER_SELECTION',
        status: { liensComplete: true, uwDecision: 'APPROVED' },
        application: { liens: [{ ...LIENS[0], open: true }], ...OFFER },
      });
      // The write answers the updated application, as the lender does.
      return HttpResponse.json(
        mergeScenario(makeApplication(), { liens: [{ ...LIENS[0], open: true }], ...OFFER }),
      );
    }),
  );
  await user.click(within(group).getByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByRole('button', { name: 'Confirm liens' }));
  await screen.findByText("You're approved for up to $85,000", undefined, {
    timeout: LONG_WAIT_MS,
  });
  expect(history.location.pathname).toBe(`${APP}/product/select`);
  expect(liensBodies).toEqual([{ liens: [{ uuid: 'lien-1', open: true }] }]);

  const offerBodies: unknown[] = [];
  server.use(
    http.put(url(`${SERVICE}/offer`), async ({ request }) => {
      offerBodies.push(await request.json());
      useScenario({
        state: 'COLLECT_ADDITIONAL_INFO',
        status: { liensComplete: true, uwDecision: 'APPROVED' },
        application: { ...OFFER, amount: 60000, term: 240, rate: 9.2 },
      });
      return HttpResponse.json(
        mergeScenario(makeApplication(), { ...OFFER, amount: 60000, term: 240, rate: 9.2 }),
      );
    }),
  );
  const amount = screen.getByRole('textbox', { name: 'Amount' });
  await user.clear(amount);
  await user.type(amount, '60000');
  await user.click(screen.getByRole('radio', { name: '20 years' }));
  await user.click(screen.getByRole('button', { name: 'Select offer' }));
  await waitFor(() => expect(history.location.pathname).toBe(`${APP}/start/contact`), {
    timeout: LONG_WAIT_MS,
  });
  expect(offerBodies).toEqual([{ amount: 60000, term: 240 }]);
}, 30000);
