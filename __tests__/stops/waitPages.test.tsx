import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import BpoHoldScreen from '../../src/features/bpo/screens/BpoHoldScreen';
import BpoWaitingScreen from '../../src/features/bpo/screens/BpoWaitingScreen';
import FloodCertificateScreen from '../../src/features/errors/screens/FloodCertificateScreen';
import TimeoutScreen, { timeoutSubject } from '../../src/features/errors/screens/TimeoutScreen';
import HoldScreen from '../../src/features/hold/screens/HoldScreen';
import PayoffHoldScreen from '../../src/features/payoff/screens/PayoffHoldScreen';
import DelinquencyReviewScreen from '../../src/features/reviewApp/screens/DelinquencyReviewScreen';
import IncorrectOwnershipScreen from '../../src/features/reviewApp/screens/IncorrectOwnershipScreen';
import NoCreditScreen from '../../src/features/reviewApp/screens/NoCreditScreen';
import PropertyReviewScreen from '../../src/features/reviewApp/screens/PropertyReviewScreen';
import UnderwritingReviewScreen from '../../src/features/reviewApp/screens/UnderwritingReviewScreen';
import { routingPhaseChanged, routingStopped } from '../../src/features/routing/routingSlice';
import {
  CHECK_AGAIN_LABEL as CHECK_AGAIN_LABEL_MESSAGE,
  CHECKING_MESSAGE as CHECKING,
  RECHECK_INTERVAL_MS,
  TAKING_LONGER_MESSAGE as TAKING_LONGER,
} from '../../src/ui/CheckAgain';
import { i18n } from '../../src/lib/i18n';
import { TAKING_LONG_MS } from '../../src/ui/useTakingLong';
import { APPLICATION_UUID } from '../support/fixtures';
import { setPageHidden } from '../support/pageVisibility';
import { renderStepScreen } from '../support/renderStepScreen';
import { useMockServer } from '../support/server';

const CHECK_AGAIN_LABEL = i18n._(CHECK_AGAIN_LABEL_MESSAGE);
const CHECKING_MESSAGE = i18n._(CHECKING);
const TAKING_LONGER_MESSAGE = i18n._(TAKING_LONGER);

useMockServer();

/** Each page where the applicant waits on the lender: its heading and what it must explain. */
const WAIT_PAGES: [string, ComponentType, string, RegExp][] = [
  ['hold', HoldScreen, 'Your appraisal is being scheduled', /appraiser visits/],
  ['payoff/hold', PayoffHoldScreen, 'We are processing your payoff request', /payoff statement/],
  ['bpo/hold', BpoHoldScreen, 'Your property valuation is in progress', /broker price opinion/],
  ['bpo/waiting', BpoWaitingScreen, 'Waiting for your property valuation', /has been ordered/],
  ['review-app/uw', UnderwritingReviewScreen, 'Your application is being reviewed', /underwriters/],
  [
    'review-app/property',
    PropertyReviewScreen,
    'We could not verify your property',
    /public property records/,
  ],
  [
    'review-app/no-credit',
    NoCreditScreen,
    'We could not find your credit file',
    /could not find a credit file/,
  ],
  [
    'review-app/delinquency',
    DelinquencyReviewScreen,
    'We are reviewing your mortgage payments',
    /late or missed payment/,
  ],
  [
    'review-app/incorrect-ownership',
    IncorrectOwnershipScreen,
    'We could not confirm your ownership',
    /do not show you as an owner/,
  ],
  ['error/timeout', TimeoutScreen, 'This is taking longer than expected', /Your answers are saved/],
  [
    'review-app/datatree',
    TimeoutScreen,
    'This is taking longer than expected',
    /property’s records/,
  ],
  [
    'review-app/signdocs',
    TimeoutScreen,
    'This is taking longer than expected',
    /documents to sign/,
  ],
  [
    'error/flood-cert',
    FloodCertificateScreen,
    'We are waiting on your flood certificate',
    /flood zone/,
  ],
];

const recheck = { applicationUuid: APPLICATION_UUID, trigger: 'status-change' };
const pathOf = (step: string) => `/account/heloc/${APPLICATION_UUID}/${step}`;

describe.each(WAIT_PAGES)('%s', (step, Screen, title, explanation) => {
  it('says what happened, what happens next, how it checks again, and how to reach support', () => {
    renderStepScreen(step, Screen);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByText(explanation).length).toBeGreaterThan(0);
    const next = screen.getByRole('heading', { level: 2, name: 'What happens next' });
    expect(next.nextElementSibling?.tagName).toBe('OL');
    expect(within(next.nextElementSibling as HTMLElement).getAllByRole('listitem').length).toBe(3);
    expect(screen.getByText(/checks for an update every 30 seconds/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '888-819-6388' })).toHaveAttribute(
      'href',
      'tel:+18888196388',
    );
  });

  it('"Check again" asks the routing to decide', () => {
    const { routingRequests } = renderStepScreen(step, Screen);
    fireEvent.click(screen.getByRole('button', { name: CHECK_AGAIN_LABEL }));
    expect(routingRequests()).toEqual([recheck]);
  });
});

it('the timeout page names what the lender is working on, by route', () => {
  expect(timeoutSubject(pathOf('review-app/signdocs'))).toMatch(/documents to sign/);
  expect(timeoutSubject(pathOf('review-app/datatree/'))).toMatch(/property’s records/);
  expect(timeoutSubject(pathOf('error/timeout'))).toMatch(/next step of your application/);
});

describe('checking again on a wait page (fake timers)', () => {
  const step = 'payoff/hold';
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date(2025, 2, 27, 15, 4, 0));
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const startCheck = (store: ReturnType<typeof renderStepScreen>['store']) =>
    act(() => {
      store.dispatch(
        routingPhaseChanged({
          phase: 'resolving',
          applicationUuid: APPLICATION_UUID,
          pathname: pathOf(step),
          tries: 0,
          serverState: null,
        }),
      );
    });
  /** The check ends with the applicant still here (the lender is still working). */
  const stayHere = (store: ReturnType<typeof renderStepScreen>['store']) =>
    act(() => {
      store.dispatch(routingStopped());
    });

  it('asks the routing again every 30000 ms exactly, skips a tick while a check runs, and stops when the page closes', () => {
    expect(RECHECK_INTERVAL_MS).toBe(30000);
    const { store, routingRequests, unmount } = renderStepScreen(step, PayoffHoldScreen);
    act(() => {
      jest.advanceTimersByTime(29999);
    });
    expect(routingRequests()).toEqual([]);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(routingRequests()).toEqual([recheck]);
    // The automatic check is not read out.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    startCheck(store);
    act(() => {
      jest.advanceTimersByTime(30000);
    });
    expect(routingRequests()).toEqual([recheck]);

    stayHere(store);
    expect(screen.getByText(/Last checked at 3:05 PM/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
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

  it('pauses while the page is hidden, and checks at once when it shows again, every 30000 ms from there', () => {
    const { routingRequests } = renderStepScreen(step, PayoffHoldScreen);
    act(() => {
      jest.advanceTimersByTime(10000);
      setPageHidden(true);
      jest.advanceTimersByTime(8 * 60 * 60 * 1000);
    });
    expect(routingRequests()).toEqual([]);
    act(() => setPageHidden(false));
    expect(routingRequests()).toEqual([recheck]);
    act(() => {
      jest.advanceTimersByTime(29999);
    });
    expect(routingRequests()).toHaveLength(1);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(routingRequests()).toEqual([recheck, recheck]);
  });

  it('"Check again" says it is checking, sends nothing more meanwhile, then says nothing has changed', () => {
    const { store, routingRequests } = renderStepScreen(step, PayoffHoldScreen);
    const button = screen.getByRole('button', { name: CHECK_AGAIN_LABEL });
    fireEvent.click(button);
    expect(routingRequests()).toEqual([recheck]);
    startCheck(store);
    expect(screen.getByRole('status')).toHaveTextContent(CHECKING_MESSAGE);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(routingRequests()).toEqual([recheck]);

    act(() => {
      jest.advanceTimersByTime(1200);
    });
    stayHere(store);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Checked at 3:04 PM. Nothing has changed yet.',
    );
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('a check that takes longer than a few seconds says so, offers support, and can be started over', () => {
    const { store, routingRequests } = renderStepScreen(step, PayoffHoldScreen);
    startCheck(store);
    const status = screen.getByRole('status');
    act(() => {
      jest.advanceTimersByTime(TAKING_LONG_MS - 1);
    });
    expect(status).not.toHaveTextContent(TAKING_LONGER_MESSAGE);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(status).toHaveTextContent(TAKING_LONGER_MESSAGE);
    expect(within(status).getByRole('link', { name: '888-819-6388' })).toBeInTheDocument();

    const button = screen.getByRole('button', { name: CHECK_AGAIN_LABEL });
    expect(button).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button);
    expect(routingRequests()).toEqual([recheck]);

    stayHere(store);
    expect(status).not.toHaveTextContent(TAKING_LONGER_MESSAGE);
  });
});
