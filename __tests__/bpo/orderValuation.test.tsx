import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { mergedPricing, parseOrganisation } from '../../src/features/organisation/organisation';
import {
  feeText,
  ORDER_VALUATION_LABEL,
  WHAT_IS_A_VALUATION_HEADING,
} from '../../src/features/bpo/OrderValuation';
import BpoConditionScreen, {
  TEXAS_VALUATION_TEXT,
} from '../../src/features/bpo/screens/BpoConditionScreen';
import OrderBpoScreen, {
  ORDER_VALUATION_TEXT,
} from '../../src/features/bpo/screens/OrderBpoScreen';
import { DEFAULT_VALUATION_FEE, valuationFeeOf } from '../../src/features/bpo/valuationFee';
import { APPLICATION_UUID, makeApplication, makeOrgInfo } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { describeStepForm, stepCall } from '../support/screenTest';
import { url, useMockServer } from '../support/server';
import { i18n } from '../../src/lib/i18n';

useMockServer();

const BPO_URL = url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/bpo`);

const orderButton = () => screen.getByRole('button', { name: i18n._(ORDER_VALUATION_LABEL) });

describe('the fee', () => {
  it("is the organisation's valuationFee, else the default $180", () => {
    expect(valuationFeeOf({ valuationFee: 225 })).toBe(225);
    expect(valuationFeeOf({})).toBe(DEFAULT_VALUATION_FEE);
    expect(DEFAULT_VALUATION_FEE).toBe(180);
    const read = (valuationFee: unknown) =>
      valuationFeeOf(mergedPricing(parseOrganisation({ orgPricingData: [{ valuationFee }] })));
    expect(read('free')).toBe(180);
    expect(read(-5)).toBe(180);
    expect(read(0)).toBe(0);
  });

  it("shows the organisation's fee from its pricing data", () => {
    const org = makeOrgInfo();
    org.orgPricingData = [{ minApr: 7.6 }, { valuationFee: 199.5 }];
    renderStepScreen('bpo/order-bpo', OrderBpoScreen, {
      preloaded: { organisation: parseOrganisation(org) },
    });
    expect(screen.getByText(i18n._(feeText('$199.50')))).toBeInTheDocument();
  });
});

describe.each([
  [
    'bpo/condition',
    BpoConditionScreen,
    'A property valuation is required',
    i18n._(TEXAS_VALUATION_TEXT),
  ],
  ['bpo/order-bpo', OrderBpoScreen, 'Order a property valuation', i18n._(ORDER_VALUATION_TEXT)],
])('%s', (step, Screen, title, why) => {
  const texas = makeApplication({
    property: {
      uuid: 'addr-1',
      state: 'TX',
      address: { street1: '1 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
    },
  });

  it('says why a valuation is needed, what it is and its fee', () => {
    renderStepScreen(step, Screen, { application: texas });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(why)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: i18n._(WHAT_IS_A_VALUATION_HEADING) }),
    ).toBeInTheDocument();
    expect(screen.getByText(/broker price opinion/)).toBeInTheDocument();
    expect(screen.getByText(i18n._(feeText('$180')))).toBeInTheDocument();
    expect(orderButton()).toBeEnabled();
  });

  describeStepForm({
    render: () => renderStepScreen(step, Screen, { application: texas }),
    call: stepCall('post', BPO_URL, () => HttpResponse.json(makeApplication())),
    submit: i18n._(ORDER_VALUATION_LABEL),
    fill: async () => undefined,
    body: {},
  });
});
