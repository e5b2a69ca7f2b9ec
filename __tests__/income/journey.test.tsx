import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { server, url, useMockServer, useScenario } from '../support/server';
import { LONG_WAIT_MS } from '../support/waits';

useMockServer();

const APP = `/account/heloc/${APPLICATION_UUID}`;
const SERVICE = `/service-application/api/v1/application/heloc/${APPLICATION_UUID}`;

it('income review, the paystub upload, then the routing opens the disbursement account', async () => {
  const user = userEvent.setup({ delay: null });
  useScenario({ state: 'INCOME_VERIFICATION' });
  const { history } = renderApp(`${APP}/income/review`);
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Review your income' },
    { timeout: LONG_WAIT_MS },
  );
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  // Opened by the app; the routing leaves the upload page open (reached from within a step).
  await screen.findByRole('heading', { level: 1, name: 'Upload your income documents' });
  expect(history.location.pathname).toBe(`${APP}/income/upload/PAYSTUB`);

  const types: unknown[] = [];
  server.use(
    http.post(url(`${SERVICE}/documents`), async ({ request }) => {
      types.push((await request.formData()).get('type'));
      useScenario({
        state: 'DISBURSEMENT_ACCOUNT',
        status: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' },
      });
      return HttpResponse.json(
        { document: { uuid: 'doc-1', type: 'PAYSTUB' }, application: makeApplication() },
        { status: 201 },
      );
    }),
  );
  const paystub = new NodeFile(['%PDF-1.7 paystub'], 'paystub.pdf', {
    type: 'application/pdf',
  }) as unknown as File;
  await user.upload(screen.getByLabelText('Your most recent paystub'), paystub);
  await user.click(screen.getByRole('button', { name: 'Upload' }));

  await waitFor(() => expect(history.location.pathname).toBe(`${APP}/bank/disburse`), {
    timeout: LONG_WAIT_MS,
  });
  expect(types).toEqual(['PAYSTUB']);
}, 30000);
