import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import PrequalWinbackScreen, {
  ACCEPT_OFFER_LABEL,
  CALL_US_LABEL,
} from '../../src/features/product/screens/PrequalWinbackScreen';
import { CHECK_AGAIN_LABEL as CHECK_AGAIN_LABEL_MESSAGE } from '../../src/ui/CheckAgain';
import { i18n } from '../../src/lib/i18n';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { describeStepForm, stepCall } from '../support/screenTest';
import { url, useMockServer } from '../support/server';

const CHECK_AGAIN_LABEL = i18n._(CHECK_AGAIN_LABEL_MESSAGE);

useMockServer();

const STEP = 'product/prequal-winback';
const WINBACK_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/prequal-winback`,
);

const render = (uwCalculatedDrawAmount: number | null = 42000) =>
  renderStepScreen(STEP, PrequalWinbackScreen, {
    application: makeApplication({ uwCalculatedDrawAmount }),
  });
const acceptButton = () => screen.getByRole('button', { name: i18n._(ACCEPT_OFFER_LABEL) });

it('explains the lower prequalified amount, with a way to reach support instead', () => {
  render();
  expect(screen.getByRole('heading', { level: 1, name: 'Your updated offer' })).toBeInTheDocument();
  expect(screen.getByText("You're prequalified for up to $42,000")).toBeInTheDocument();
  expect(screen.getByText(/for a lower amount/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: i18n._(CALL_US_LABEL) })).toHaveAttribute(
    'href',
    'tel:+18888196388',
  );
  expect(screen.getByRole('link', { name: '888-819-6388' })).toBeInTheDocument();
  expect(acceptButton()).toBeEnabled();
});

describeStepForm({
  render: () => render(),
  call: stepCall('post', WINBACK_URL, () =>
    HttpResponse.json(makeApplication({ uwCalculatedDrawAmount: 42000 })),
  ),
  submit: i18n._(ACCEPT_OFFER_LABEL),
  fill: async () => undefined,
  body: { accept: true },
});

it('without an amount from the lender, says the offer is not ready and offers to check again', () => {
  const { routingRequests } = render(null);
  expect(screen.getByText(/not ready yet/)).toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: i18n._(ACCEPT_OFFER_LABEL) }),
  ).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: CHECK_AGAIN_LABEL }));
  expect(routingRequests()).toEqual([
    { applicationUuid: APPLICATION_UUID, trigger: 'status-change' },
  ]);
});
