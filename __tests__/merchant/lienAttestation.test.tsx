import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { readApplication } from '../../src/contract/application';
import LienAttestationScreen, {
  ATTEST_LABEL,
  ATTEST_REQUIRED_MESSAGE,
  CONFIRM_LIENS_LABEL,
} from '../../src/features/merchant/screens/LienAttestationScreen';
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();

const STEP = 'merchant/lien-attestation';
const ATTEST_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/lien-attestation`,
);
const LIENS = [
  { uuid: 'lien-1', lender: 'Sierra Mortgage Co.', balance: 212400 },
  { uuid: 'lien-2', lender: 'Golden State Solar', balance: 18250.5 },
];

/** Answers the attestation; the bodies received are collected. */
function answerAttestation(
  respond: () => Response | Promise<Response> = () =>
    HttpResponse.json(makeApplication({ lienAttestation: { attested: true, at: 'now' } })),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(ATTEST_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

const confirmButton = () => screen.getByRole('button', { name: CONFIRM_LIENS_LABEL });
const checkbox = () => screen.getByRole('checkbox', { name: ATTEST_LABEL });

it("shows the route's title and the application's liens", () => {
  renderStepScreen(STEP, LienAttestationScreen, {
    application: makeApplication({ liens: LIENS }),
  });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Confirm the liens on your property' }),
  ).toBeInTheDocument();
  const rows = within(screen.getByRole('table')).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'LenderBalance',
    'Sierra Mortgage Co.$212,400.00',
    'Golden State Solar$18,250.50',
  ]);
  expect(checkbox()).not.toBeChecked();
});

it('says so when the application has no liens, and still asks for the confirmation', () => {
  renderStepScreen(STEP, LienAttestationScreen);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByText('The lender found no liens on your property.')).toBeInTheDocument();
  expect(checkbox()).toBeInTheDocument();
});

it('degrades gracefully on malformed liens from the lender', () => {
  const application = readApplication({
    ...makeApplication(),
    liens: [
      { uuid: 'lien-1', lender: 'Sierra Mortgage Co.', balance: 'a lot' },
      42,
      null,
      { uuid: 'lien-3', lender: { name: 'x' }, balance: 1000 },
    ],
  });
  renderStepScreen(STEP, LienAttestationScreen, { application });
  const rows = within(screen.getByRole('table')).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'LenderBalance',
    'Sierra Mortgage Co.Not known',
    'Lender not named$1,000.00',
  ]);
  expect(readApplication({ ...makeApplication(), liens: 'none' }).liens).toBeUndefined();
});

it('asks for the confirmation before sending anything', async () => {
  const user = userEvent.setup({ delay: null });
  const bodies = answerAttestation();
  renderStepScreen(STEP, LienAttestationScreen);
  await user.click(confirmButton());
  const summary = await screen.findByRole('alert');
  expect(within(summary).getByRole('link', { name: ATTEST_REQUIRED_MESSAGE })).toHaveAttribute(
    'href',
    '#field-attested',
  );
  expect(checkbox()).toHaveAttribute('aria-invalid', 'true');
  expect(checkbox()).toHaveAccessibleDescription(`Error: ${ATTEST_REQUIRED_MESSAGE}`);
  expect(bodies).toEqual([]);
});

it('sends { attested: true }, disabled while in flight, then asks the routing to decide', async () => {
  const user = userEvent.setup({ delay: null });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies = answerAttestation(async () => {
    await gate;
    return HttpResponse.json(makeApplication({ lienAttestation: { attested: true, at: 'now' } }));
  });
  const { routingRequests } = renderStepScreen(STEP, LienAttestationScreen);
  await user.click(checkbox());
  await user.click(confirmButton());

  const pending = await screen.findByRole('button', { name: PENDING_LABEL });
  expect(pending).toBeDisabled();
  expect(pending).toHaveAttribute('aria-busy', 'true');
  await user.click(pending);
  expect(routingRequests()).toEqual([]);

  release();
  await waitFor(() =>
    expect(routingRequests()).toEqual([
      { applicationUuid: APPLICATION_UUID, trigger: 'submission' },
    ]),
  );
  expect(bodies).toEqual([{ attested: true }]);
});

it('puts a 400 about the attestation on the checkbox', async () => {
  const user = userEvent.setup({ delay: null });
  answerAttestation(() =>
    HttpResponse.json(
      {
        errors: [
          { code: 'BAD_REQUEST', message: 'The merchant has not finished', field: 'attested' },
        ],
      },
      { status: 400 },
    ),
  );
  const { routingRequests } = renderStepScreen(STEP, LienAttestationScreen);
  await user.click(checkbox());
  await user.click(confirmButton());
  await waitFor(() =>
    expect(checkbox()).toHaveAccessibleDescription('Error: The merchant has not finished'),
  );
  expect(checkbox()).toBeChecked();
  expect(routingRequests()).toEqual([]);
});

it("shows a 500 with the spec's message and keeps the confirmation", async () => {
  const user = userEvent.setup({ delay: null });
  answerAttestation(() => HttpResponse.json({}, { status: 500 }));
  const { routingRequests } = renderStepScreen(STEP, LienAttestationScreen);
  await user.click(checkbox());
  await user.click(confirmButton());
  const summary = await screen.findByRole('alert');
  expect(summary).toHaveTextContent('Something unexpected happened');
  await waitFor(() => expect(summary.parentElement).toHaveFocus());
  expect(checkbox()).toBeChecked();
  expect(confirmButton()).toBeEnabled();
  expect(routingRequests()).toEqual([]);
});
