import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import AutopayScreen, {
  AUTOPAY_LEGEND,
  AUTOPAY_MESSAGE,
  CONTINUE_LABEL,
} from '../../src/features/bank/screens/AutopayScreen';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();

const STEP = 'bank/autopay';
const AUTOPAY_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/autopay`,
);
const DISBURSE_ACCOUNT = {
  uuid: 'acct-1',
  routingNumber: '121000358',
  mask: '6789',
  accountType: 'SAVINGS' as const,
};
const APPLICATION = makeApplication({ disburseAccount: DISBURSE_ACCOUNT });

function answerAutopay(
  respond: () => Response | Promise<Response> = () =>
    HttpResponse.json({ ...APPLICATION, payType: 'AUTOPAY', autopayAccount: DISBURSE_ACCOUNT }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.put(AUTOPAY_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

const question = () => screen.getByRole('group', { name: AUTOPAY_LEGEND });
const answer = (name: 'Yes' | 'No') => within(question()).getByRole('radio', { name });
const continueButton = () => screen.getByRole('button', { name: CONTINUE_LABEL });

it('asks "Pay automatically from this account?" about the account by its last 4 digits', () => {
  renderStepScreen(STEP, AutopayScreen, { application: APPLICATION });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Set up automatic payments' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/your savings account ending in 6789/)).toBeInTheDocument();
  expect(answer('Yes')).not.toBeChecked();
  expect(answer('No')).not.toBeChecked();
});

it('asks for an answer before sending anything', async () => {
  const user = userEvent.setup({ delay: null });
  const bodies = answerAutopay();
  renderStepScreen(STEP, AutopayScreen, { application: APPLICATION });
  await user.click(continueButton());
  const summary = await screen.findByRole('alert');
  expect(within(summary).getByRole('link', { name: AUTOPAY_MESSAGE })).toHaveAttribute(
    'href',
    '#field-payType',
  );
  expect(answer('Yes')).toHaveAttribute('aria-invalid', 'true');
  expect(bodies).toEqual([]);
});

it.each([
  ['Yes', 'AUTOPAY'],
  ['No', 'MANUAL'],
] as const)(
  '%s sends { payType: %s }, busy while in flight, then asks the routing',
  async (label, payType) => {
    const user = userEvent.setup({ delay: null });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies = answerAutopay(async () => {
      await gate;
      return HttpResponse.json({ ...APPLICATION, payType });
    });
    const { routingRequests } = renderStepScreen(STEP, AutopayScreen, { application: APPLICATION });
    await user.click(answer(label));
    await user.click(continueButton());
    const pending = await screen.findByRole('button', { name: PENDING_LABEL });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() =>
      expect(routingRequests()).toEqual([
        { applicationUuid: APPLICATION_UUID, trigger: 'submission' },
      ]),
    );
    expect(bodies).toEqual([{ payType }]);
  },
);

it('shows the answer the lender has on a second visit', () => {
  renderStepScreen(STEP, AutopayScreen, {
    application: makeApplication({ disburseAccount: DISBURSE_ACCOUNT, payType: 'MANUAL' }),
  });
  expect(answer('No')).toBeChecked();
});

it('puts a 400 about payType on the question and keeps the answer', async () => {
  const user = userEvent.setup({ delay: null });
  answerAutopay(() =>
    HttpResponse.json(
      { errors: [{ code: 'PAY_TYPE', message: 'Choose how to pay', field: 'payType' }] },
      { status: 400 },
    ),
  );
  const { routingRequests } = renderStepScreen(STEP, AutopayScreen, { application: APPLICATION });
  await user.click(answer('Yes'));
  await user.click(continueButton());
  const summary = await screen.findByRole('alert');
  expect(within(summary).getByRole('link', { name: 'Choose how to pay' })).toBeInTheDocument();
  expect(question()).toHaveAccessibleDescription(
    expect.stringContaining('Error: Choose how to pay'),
  );
  expect(answer('Yes')).toBeChecked();
  expect(routingRequests()).toEqual([]);
});

it("shows a 500 with the spec's message and keeps the answer", async () => {
  const user = userEvent.setup({ delay: null });
  answerAutopay(() => HttpResponse.json({}, { status: 500 }));
  const { routingRequests } = renderStepScreen(STEP, AutopayScreen, { application: APPLICATION });
  await user.click(answer('No'));
  await user.click(continueButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Something unexpected happened');
  expect(answer('No')).toBeChecked();
  expect(continueButton()).toBeEnabled();
  expect(routingRequests()).toEqual([]);
});
