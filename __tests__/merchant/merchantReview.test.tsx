import { act, fireEvent, screen } from '@testing-library/react';
import MerchantReviewScreen, {
  CHECK_AGAIN_LABEL as CHECK_AGAIN,
  MERCHANT_RECHECK_INTERVAL_MS,
} from '../../src/features/merchant/screens/MerchantReviewScreen';
import { i18n } from '../../src/lib/i18n';
import { routingPhaseChanged } from '../../src/features/routing/routingSlice';
import { APPLICATION_UUID } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { useMockServer } from '../support/server';

useMockServer();

const CHECK_AGAIN_LABEL = i18n._(CHECK_AGAIN);

const STEP = 'merchant/review';
const recheck = { applicationUuid: APPLICATION_UUID, trigger: 'status-change' };

it('says the merchant is reviewing, what happens next, and how to reach support', () => {
  renderStepScreen(STEP, MerchantReviewScreen);
  expect(
    screen.getByRole('heading', {
      level: 1,
      name: 'Your application is with the merchant for review',
    }),
  ).toBeInTheDocument();
  expect(screen.getByText(/home-improvement company/)).toBeInTheDocument();
  expect(screen.getByText(/as soon as they finish/)).toBeInTheDocument();
  expect(screen.getByText(/every 30 seconds/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '888-819-6388' })).toHaveAttribute(
    'href',
    'tel:+18888196388',
  );
});

it('"Check again" asks the routing to decide', () => {
  const { routingRequests } = renderStepScreen(STEP, MerchantReviewScreen);
  fireEvent.click(screen.getByRole('button', { name: CHECK_AGAIN_LABEL }));
  expect(routingRequests()).toEqual([recheck]);
});

it('"Check again" sends nothing more while a check is running, and says it is checking', () => {
  const { store, routingRequests } = renderStepScreen(STEP, MerchantReviewScreen);
  act(() => {
    store.dispatch(
      routingPhaseChanged({
        phase: 'resolving',
        applicationUuid: APPLICATION_UUID,
        pathname: `/account/heloc/${APPLICATION_UUID}/${STEP}`,
        tries: 0,
        serverState: null,
      }),
    );
  });
  const button = screen.getByRole('button', { name: CHECK_AGAIN_LABEL });
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status')).toHaveTextContent(/Checking/);
  fireEvent.click(button);
  expect(routingRequests()).toEqual([]);
});

describe('the re-check while the page is open', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks the routing again every 30000 ms exactly, and stops when the page closes', () => {
    expect(MERCHANT_RECHECK_INTERVAL_MS).toBe(30000);
    const { routingRequests, unmount } = renderStepScreen(STEP, MerchantReviewScreen);
    act(() => {
      jest.advanceTimersByTime(29999);
    });
    expect(routingRequests()).toEqual([]);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(routingRequests()).toEqual([recheck]);
    act(() => {
      jest.advanceTimersByTime(30000);
    });
    expect(routingRequests()).toEqual([recheck, recheck]);

    unmount();
    act(() => {
      jest.advanceTimersByTime(90000);
    });
    expect(routingRequests()).toHaveLength(2);
  });
});
