import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../../src/contract/autopayAuthorization';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { server, url, useMockServer, useScenario } from '../support/server';
import { LONG_WAIT_MS } from '../support/waits';

useMockServer();

const APP = `/account/heloc/${APPLICATION_UUID}`;
const DISBURSE_ACCOUNT = { uuid: 'acct-1', routingNumber: '011000015', mask: '4321' };
const AUTHORIZATION = { version: AUTOPAY_AUTHORIZATION_VERSION, accepted: true };

it('an autopay account typed by hand, then identity (the routing decides each)', async () => {
  const user = userEvent.setup({ delay: null });
  useScenario({
    state: null,
    status: { giactAccountStatus: 'FAILED_VERIFICATION' },
    application: { payType: 'AUTOPAY', autopayAccount: null, disburseAccount: DISBURSE_ACCOUNT },
  });
  const { history } = renderApp(`${APP}/bank/autopay-manual`);
  await screen.findByRole('heading', { level: 1, name: 'Enter your autopay account' });
  expect(history.location.pathname).toBe(`${APP}/bank/autopay-manual`);

  const bodies: unknown[] = [];
  server.use(
    http.put(
      url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/autopay-account`),
      async ({ request }) => {
        bodies.push(await request.json());
        const autopayAccount = { uuid: 'acct-2', routingNumber: '121000358', mask: '6789' };
        useScenario({
          state: 'IDENTITY_VERIFICATION',
          application: { payType: 'AUTOPAY', autopayAccount, disburseAccount: DISBURSE_ACCOUNT },
        });
        return HttpResponse.json(makeApplication({ payType: 'AUTOPAY', autopayAccount }));
      },
    ),
  );
  await user.type(screen.getByRole('textbox', { name: 'Routing number' }), '121000358');
  await user.type(screen.getByRole('textbox', { name: 'Account number' }), '000123456789');
  await user.type(screen.getByRole('textbox', { name: 'Confirm account number' }), '000123456789');
  await user.click(screen.getByRole('radio', { name: 'Checking' }));
  await user.click(screen.getByRole('checkbox', { name: /^I authorize/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  await waitFor(() => expect(history.location.pathname).toBe(`${APP}/identity`), {
    timeout: LONG_WAIT_MS,
  });
  expect(bodies).toEqual([
    {
      routingNumber: '121000358',
      accountNumber: '000123456789',
      accountType: 'CHECKING',
      autopayAuthorization: AUTHORIZATION,
    },
  ]);
}, 20000);

it('the disbursement account, its confirmation by the last 4 digits, then autopay', async () => {
  const user = userEvent.setup({ delay: null });
  const SERVICE = `/service-application/api/v1/application/heloc/${APPLICATION_UUID}`;
  const recorded = { uuid: 'acct-1', routingNumber: '121000358', mask: '6789' };
  useScenario({
    state: 'DISBURSEMENT_ACCOUNT',
    status: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' },
  });
  const { history } = renderApp(`${APP}/bank/disburse`);
  await screen.findByRole('heading', { level: 1, name: 'Choose where to receive your funds' });

  server.use(
    // The lender records the account and keeps its state (contract: "the app shows bank/confirm").
    http.put(url(`${SERVICE}/disburse-account`), () => {
      useScenario({
        state: 'DISBURSEMENT_ACCOUNT',
        status: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' },
        application: { disburseAccount: recorded },
      });
      return HttpResponse.json(makeApplication({ disburseAccount: recorded }));
    }),
    http.post(url(`${SERVICE}/disburse-account/confirm`), () => {
      useScenario({ state: 'AUTOPAY', application: { disburseAccount: recorded } });
      return HttpResponse.json(makeApplication({ disburseAccount: recorded }));
    }),
    http.put(url(`${SERVICE}/autopay`), async ({ request }) => {
      expect(await request.json()).toEqual({
        payType: 'AUTOPAY',
        autopayAuthorization: AUTHORIZATION,
      });
      const application = {
        disburseAccount: recorded,
        payType: 'AUTOPAY',
        autopayAccount: recorded,
      };
      useScenario({ state: 'IDENTITY_VERIFICATION', application });
      return HttpResponse.json(makeApplication(application as never));
    }),
  );
  await user.type(screen.getByRole('textbox', { name: 'Routing number' }), '121000358');
  await user.type(screen.getByRole('textbox', { name: 'Account number' }), '000123456789');
  await user.type(screen.getByRole('textbox', { name: 'Confirm account number' }), '000123456789');
  await user.click(screen.getByRole('radio', { name: 'Checking' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  // The app opens bank/confirm, and the routing leaves it there (reached from within a step).
  await screen.findByRole('heading', { level: 1, name: 'Confirm your bank account' });
  expect(history.location.pathname).toBe(`${APP}/bank/confirm`);
  expect(await screen.findByText(/ending in 6789/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Confirm account' }));

  await screen.findByRole(
    'heading',
    { level: 1, name: 'Set up automatic payments' },
    { timeout: LONG_WAIT_MS },
  );
  expect(history.location.pathname).toBe(`${APP}/bank/autopay`);
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByRole('checkbox', { name: /^I authorize .* ending in 6789/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(history.location.pathname).toBe(`${APP}/identity`), {
    timeout: LONG_WAIT_MS,
  });
}, 30000);
