import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { HelocApplication } from '../../src/features/application';
import { parseOrganisation } from '../../src/features/organisation/organisation';
import { OFFER_MESSAGES, offerSchema } from '../../src/features/product/offerForm';
import { offerLimits, orgOfferPricing } from '../../src/features/product/offerCalculator';
import OfferSelectScreen, {
  AMOUNT_LABEL,
  ANNOUNCE_DELAY_MS,
  OFFER_NOT_READY_TEXT,
  SELECT_OFFER_LABEL,
  TERM_LEGEND,
} from '../../src/features/product/screens/OfferSelectScreen';
import { routingSlice, type RecordedDecision } from '../../src/features/routing/routingSlice';
import { CHECK_AGAIN_LABEL as CHECK_AGAIN_LABEL_MESSAGE } from '../../src/ui/CheckAgain';
import { i18n } from '../../src/lib/i18n';
import { APPLICATION_UUID, makeApplication, makeOrgInfo } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import {
  describeStepForm,
  expectErrorSummary,
  refusedTyping,
  stepCall,
} from '../support/screenTest';
import { url, useMockServer } from '../support/server';

const CHECK_AGAIN_LABEL = i18n._(CHECK_AGAIN_LABEL_MESSAGE);

useMockServer();

const STEP = 'product/select';
const OFFER_URL = url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/offer`);

/** An application whose offer is waiting: approved up to $85,000 at 8.45 %, nothing chosen. */
const offerApplication = (overrides: Partial<HelocApplication> = {}) =>
  makeApplication({
    approvedApr: 8.45,
    uwCalculatedDrawAmount: 85000,
    amount: 0,
    term: 0,
    rate: 0,
    ...overrides,
  });

/** The routing's last decision sent the borrower here with `decision` and `from`. */
function routedHere(decision: string | null, from?: string) {
  return {
    ...routingSlice.getInitialState(),
    decisions: [
      {
        applicationUuid: APPLICATION_UUID,
        step: STEP,
        path: `/account/heloc/${APPLICATION_UUID}/${STEP}`,
        decision,
        ...(from ? { from } : {}),
      } as unknown as RecordedDecision,
    ],
  };
}

function render({
  application = offerApplication(),
  pricing = [] as Record<string, unknown>[],
  routing = routedHere('APPROVED'),
} = {}) {
  return renderStepScreen(STEP, OfferSelectScreen, {
    application,
    preloaded: {
      organisation: parseOrganisation({ ...makeOrgInfo(), orgPricingData: pricing }),
      routing,
    },
  });
}

const OFFER = stepCall('put', OFFER_URL, () =>
  HttpResponse.json(offerApplication({ amount: 50000, term: 180, rate: 8.7 })),
);

const amountField = () => screen.getByRole('textbox', { name: i18n._(AMOUNT_LABEL) });
const term = (years: number) =>
  within(screen.getByRole('group', { name: i18n._(TERM_LEGEND) })).getByRole('radio', {
    name: `${years} years`,
  });
const selectButton = () => screen.getByRole('button', { name: i18n._(SELECT_OFFER_LABEL) });
const apr = () => screen.getByTestId('offer-apr');
const payment = () => screen.getByTestId('offer-payment');
const liveRegion = () => document.querySelector('[aria-live="polite"][aria-atomic="true"]')!;

async function typeAmount(user: UserEvent, text: string) {
  await user.clear(amountField());
  await user.type(amountField(), text);
}

it('opens at the approved maximum over 10 years, with its APR and monthly payment', () => {
  render();
  expect(screen.getByRole('heading', { level: 1, name: 'Select your offer' })).toBeInTheDocument();
  expect(screen.getByText("You're approved for up to $85,000")).toBeInTheDocument();
  expect(amountField()).toHaveValue('85,000');
  expect(amountField()).toHaveAccessibleDescription(
    expect.stringContaining('From $15,000 to $85,000'),
  );
  expect(
    within(screen.getByRole('group', { name: i18n._(TERM_LEGEND) }))
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['5', '10', '15', '20', '30']);
  expect(term(10)).toBeChecked();
  // Above 80 % of the maximum: the approved 8.45 % plus a quarter point.
  expect(apr()).toHaveTextContent('8.70%');
  expect(payment()).toHaveTextContent('$1,062.99');
  expect(liveRegion()).toHaveTextContent('');
});

it("starts at the application's amount and term when it already has them", () => {
  render({ application: offerApplication({ amount: 50000, term: 180, rate: 8.7 }) });
  expect(amountField()).toHaveValue('50,000');
  expect(term(15)).toBeChecked();
  expect(apr()).toHaveTextContent('8.70%');
  expect(payment()).toHaveTextContent('$498.25');
});

it('updates the APR and payment as the amount and term change, announcing settled values only', async () => {
  const user = userEvent.setup({ delay: null });
  render();
  await typeAmount(user, '50000');
  expect(apr()).toHaveTextContent('8.45%');
  expect(payment()).toHaveTextContent('$618.59');
  // Nothing read out mid-typing: the region waits for the figures to settle.
  expect(liveRegion()).toHaveTextContent('');
  await waitFor(
    () =>
      expect(liveRegion()).toHaveTextContent(
        '$50,000 over 10 years: APR 8.45%, monthly payment $618.59',
      ),
    { timeout: ANNOUNCE_DELAY_MS + 1000 },
  );

  await user.click(term(15));
  expect(apr()).toHaveTextContent('8.70%');
  expect(payment()).toHaveTextContent('$498.25');
  await user.click(term(5));
  expect(apr()).toHaveTextContent('7.95%');
  expect(payment()).toHaveTextContent('$1,012.62');

  // Just above 80 % of the maximum: a quarter point more.
  await typeAmount(user, '68001');
  expect(apr()).toHaveTextContent('8.20%');
  expect(payment()).toHaveTextContent('$1,385.33');
  await waitFor(
    () =>
      expect(liveRegion()).toHaveTextContent(
        '$68,001 over 5 years: APR 8.20%, monthly payment $1,385.33',
      ),
    { timeout: ANNOUNCE_DELAY_MS + 1000 },
  );
});

it('asks for an amount within the range while it is not one', async () => {
  const user = userEvent.setup({ delay: null });
  render();
  await typeAmount(user, '9000');
  expect(screen.queryByTestId('offer-apr')).not.toBeInTheDocument();
  expect(
    screen.getByText(
      'Enter an amount from $15,000 to $85,000 and choose a term to see your APR and monthly payment.',
    ),
  ).toBeInTheDocument();
});

const refusedAmount = refusedTyping(amountField, '#field-amount');

describeStepForm({
  render: () => render(),
  call: OFFER,
  submit: i18n._(SELECT_OFFER_LABEL),
  refused: [
    refusedAmount('', i18n._(OFFER_MESSAGES.amountRequired)),
    refusedAmount('10000', i18n._(OFFER_MESSAGES.amountBetween(15000, 85000))),
    refusedAmount('90000', i18n._(OFFER_MESSAGES.amountBetween(15000, 85000))),
    refusedAmount('50000.50', i18n._(OFFER_MESSAGES.amountWholeDollars)),
    refusedAmount('fifty thousand', i18n._(OFFER_MESSAGES.amountWholeDollars)),
  ],
  // Whole dollars and months.
  fill: async (user) => {
    await typeAmount(user, '$50,000');
    await user.click(term(15));
  },
  body: { amount: 50000, term: 180 },
  serverError: {
    field: 'amount',
    message: i18n._(OFFER_MESSAGES.amountBetween(15000, 80000)),
    control: amountField,
  },
});

describe('the schema', () => {
  it("uses the organisation's minimum amount", async () => {
    const user = userEvent.setup({ delay: null });
    render({ pricing: [{ minLoanAmount: 25000, maxLoanAmount: 250000 }] });
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('From $25,000 to $85,000'),
    );
    await typeAmount(user, '20000');
    await user.click(selectButton());
    await expectErrorSummary([i18n._(OFFER_MESSAGES.amountBetween(25000, 85000))]);
  });

  it('asks for a term', () => {
    const limits = offerLimits(
      { approvedApr: 8.45, uwCalculatedDrawAmount: 85000 },
      orgOfferPricing({}),
    )!;
    const schema = offerSchema(limits);
    expect(() => schema.validateSync({ amount: '50000', term: '' })).toThrow(
      i18n._(OFFER_MESSAGES.termRequired),
    );
    expect(() => schema.validateSync({ amount: '50000', term: '7' })).toThrow(
      i18n._(OFFER_MESSAGES.termRequired),
    );
  });
});

describe('what the routing carried', () => {
  it('says prequalified without an approval', () => {
    render({ routing: routedHere(null) });
    expect(screen.getByText("You're prequalified for up to $85,000")).toBeInTheDocument();
  });

  it('says the offer was updated when the borrower comes from signing (a verified offer)', () => {
    render({ routing: routedHere('APPROVED', 'signing/intro') });
    expect(
      screen.getByText("Your updated offer: you're approved for up to $85,000"),
    ).toBeInTheDocument();
  });
});

describe('a malformed answer from the lender', () => {
  it.each([
    ['no approved APR', { approvedApr: null }],
    ['no maximum', { uwCalculatedDrawAmount: null }],
    ['a zero maximum', { uwCalculatedDrawAmount: 0 }],
  ])('with %s, says the offer is not ready and offers to check again', (_, overrides) => {
    const { routingRequests } = render({ application: offerApplication(overrides) });
    expect(screen.getByText(new RegExp(i18n._(OFFER_NOT_READY_TEXT)))).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: i18n._(SELECT_OFFER_LABEL) }),
    ).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: CHECK_AGAIN_LABEL }));
    expect(routingRequests()).toEqual([
      { applicationUuid: APPLICATION_UUID, trigger: 'status-change' },
    ]);
  });

  it('does not crash on a fixture without approvedApr', () => {
    render({ application: makeApplication() });
    expect(screen.getByText(new RegExp(i18n._(OFFER_NOT_READY_TEXT)))).toBeInTheDocument();
  });
});
