import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '../../src/app/rootReducer';
import PointservCallbackScreen, {
  CALLBACK_TEXT,
  CHECKING_LABEL,
  CONTINUE_LABEL,
  ROUTING_FAILED_TEXT,
  TRY_AGAIN_LABEL,
} from '../../src/features/income/screens/PointservCallbackScreen';
import { routingSlice } from '../../src/features/routing/routingSlice';
import { TAKING_LONG_NOTICE as TAKING_LONG_NOTICE_MESSAGE } from '../../src/ui/TakingLongNotice';
import { TAKING_LONG_MS } from '../../src/ui/useTakingLong';
import { APPLICATION_UUID } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { i18n } from '../../src/lib/i18n';

const TAKING_LONG_NOTICE = i18n._(TAKING_LONG_NOTICE_MESSAGE);

const STEP = 'income/pointserv-callback';
const PATH = `/account/heloc/${APPLICATION_UUID}/${STEP}`;
const ASK = { applicationUuid: APPLICATION_UUID, trigger: 'status-change' };

/** The routing deciding for this page, as the routing saga reports it. */
const resolving = (): Partial<RootState> => ({
  routing: {
    ...routingSlice.getInitialState(),
    phase: 'resolving',
    applicationUuid: APPLICATION_UUID,
    pathname: PATH,
    phaseStartedAt: 0,
  },
});

afterEach(() => jest.useRealTimers());

it('asks the routing to decide as soon as it opens, with a loader', () => {
  const { routingRequests } = renderStepScreen(STEP, PointservCallbackScreen);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Connecting your income source' }),
  ).toBeInTheDocument();
  expect(screen.getByText(i18n._(CALLBACK_TEXT))).toBeInTheDocument();
  expect(screen.getByText(i18n._(CHECKING_LABEL))).toBeInTheDocument();
  expect(routingRequests()).toEqual([ASK]);
});

it('says it is taking longer than usual when the routing takes a few seconds', () => {
  jest.useFakeTimers();
  renderStepScreen(STEP, PointservCallbackScreen, { preloaded: resolving() });
  expect(screen.queryByText(TAKING_LONG_NOTICE)).toBeNull();
  act(() => jest.advanceTimersByTime(TAKING_LONG_MS));
  expect(screen.getByText(TAKING_LONG_NOTICE)).toBeInTheDocument();
  expect(screen.getByText(i18n._(CHECKING_LABEL))).toBeInTheDocument();
});

it('a routing that could not decide says so, and Try again asks again', async () => {
  const user = userEvent.setup({ delay: null });
  const { store, routingRequests } = renderStepScreen(STEP, PointservCallbackScreen, {
    preloaded: resolving(),
  });
  act(() => {
    store.dispatch(
      routingSlice.actions.routingFailed({ pathname: PATH, message: 'Status not available' }),
    );
  });
  expect(screen.getByText(i18n._(ROUTING_FAILED_TEXT))).toBeInTheDocument();
  expect(screen.getByText('Status not available')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: i18n._(TRY_AGAIN_LABEL) }));
  expect(routingRequests()).toEqual([ASK, ASK]);
});

it('a page still open after the routing decided offers Continue', async () => {
  const user = userEvent.setup({ delay: null });
  const { store, routingRequests } = renderStepScreen(STEP, PointservCallbackScreen, {
    preloaded: resolving(),
  });
  act(() => {
    store.dispatch(routingSlice.actions.routingStopped());
  });
  await user.click(screen.getByRole('button', { name: i18n._(CONTINUE_LABEL) }));
  expect(routingRequests()).toEqual([ASK, ASK]);
});
