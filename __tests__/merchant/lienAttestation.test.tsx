import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { readApplication } from '../../src/contract/application';
import LienAttestationScreen, {
  ATTEST_LABEL as ATTEST,
  ATTEST_REQUIRED_MESSAGE,
  CONFIRM_LIENS_LABEL as CONFIRM_LIENS,
} from '../../src/features/merchant/screens/LienAttestationScreen';
import { i18n } from '../../src/lib/i18n';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { describeStepForm, stepCall } from '../support/screenTest';
import { url, useMockServer } from '../support/server';

useMockServer();

const ATTEST_LABEL = i18n._(ATTEST);
const CONFIRM_LIENS_LABEL = i18n._(CONFIRM_LIENS);

const STEP = 'merchant/lien-attestation';
const ATTEST_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/lien-attestation`,
);
const LIENS = [
  { uuid: 'lien-1', lender: 'Sierra Mortgage Co.', balance: 212400 },
  { uuid: 'lien-2', lender: 'Golden State Solar', balance: 18250.5 },
];

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

describeStepForm({
  render: () => renderStepScreen(STEP, LienAttestationScreen),
  call: stepCall('post', ATTEST_URL, () =>
    HttpResponse.json(makeApplication({ lienAttestation: { attested: true, at: 'now' } })),
  ),
  submit: CONFIRM_LIENS_LABEL,
  missing: [[i18n._(ATTEST_REQUIRED_MESSAGE), '#field-attested']],
  fill: (user) => user.click(checkbox()),
  body: { attested: true },
  serverError: { field: 'attested', message: 'The merchant has not finished', control: checkbox },
});
