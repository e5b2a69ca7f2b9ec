import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { parseOrganisation } from '../../src/features/organisation/organisation';
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
import { PENDING_LABEL } from '../../src/forms/StepForm';
import { APPLICATION_UUID, makeApplication, makeOrgInfo } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

useMockServer();

const BPO_URL = url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}/bpo`);

function answerBpo(
  respond: () => Response | Promise<Response> = () => HttpResponse.json(makeApplication()),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(BPO_URL, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

const orderButton = () => screen.getByRole('button', { name: ORDER_VALUATION_LABEL });

describe('the fee', () => {
  it("is the organisation's valuationFee, else spec 2's default $180", () => {
    expect(valuationFeeOf({ valuationFee: 225 })).toBe(225);
    expect(valuationFeeOf({})).toBe(DEFAULT_VALUATION_FEE);
    expect(DEFAULT_VALUATION_FEE).toBe(180);
    expect(valuationFeeOf({ valuationFee: 'free' })).toBe(180);
    expect(valuationFeeOf({ valuationFee: -5 })).toBe(180);
  });

  it("shows the organisation's fee from its pricing data", () => {
    const org = makeOrgInfo();
    org.orgPricingData = [{ minApr: 7.6 }, { valuationFee: 199.5 }];
    renderStepScreen('bpo/order-bpo', OrderBpoScreen, {
      preloaded: { organisation: parseOrganisation(org) },
    });
    expect(screen.getByText(feeText('$199.50'))).toBeInTheDocument();
  });
});

describe.each([
  ['bpo/condition', BpoConditionScreen, 'A property valuation is required', TEXAS_VALUATION_TEXT],
  ['bpo/order-bpo', OrderBpoScreen, 'Order a property valuation', ORDER_VALUATION_TEXT],
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
      screen.getByRole('heading', { level: 2, name: WHAT_IS_A_VALUATION_HEADING }),
    ).toBeInTheDocument();
    expect(screen.getByText(/broker price opinion/)).toBeInTheDocument();
    expect(screen.getByText(feeText('$180'))).toBeInTheDocument();
    expect(orderButton()).toBeEnabled();
  });

  it('orders it with POST .../bpo {}, busy while in flight, then lets the routing decide', async () => {
    const user = userEvent.setup({ delay: null });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies = answerBpo(async () => {
      await gate;
      return HttpResponse.json(makeApplication());
    });
    const { routingRequests } = renderStepScreen(step, Screen, { application: texas });
    await user.click(orderButton());
    const pending = await screen.findByRole('button', { name: PENDING_LABEL });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');
    await user.click(pending);
    release();
    await waitFor(() =>
      expect(routingRequests()).toEqual([
        { applicationUuid: APPLICATION_UUID, trigger: 'submission' },
      ]),
    );
    expect(bodies).toEqual([{}]);
  });

  it("shows the lender's refusal, then the spec's message for a failure, and orders again", async () => {
    const user = userEvent.setup({ delay: null });
    let answer: 'refused' | 'failed' | 'ok' = 'refused';
    const bodies = answerBpo(() => {
      if (answer === 'refused') {
        return HttpResponse.json(
          { errors: [{ code: 'WRONG_STEP', message: 'This step is not open yet' }] },
          { status: 409 },
        );
      }
      return answer === 'failed'
        ? HttpResponse.json({}, { status: 500 })
        : HttpResponse.json(makeApplication());
    });
    const { routingRequests } = renderStepScreen(step, Screen, { application: texas });
    await user.click(orderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This step is not open yet.');
    answer = 'failed';
    await user.click(orderButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Something unexpected happened'),
    );
    expect(routingRequests()).toEqual([]);
    answer = 'ok';
    await user.click(orderButton());
    await waitFor(() => expect(routingRequests()).toHaveLength(1));
    expect(bodies).toEqual([{}, {}, {}]);
  });
});
