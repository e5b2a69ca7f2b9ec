import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  RETRY_SENT_MESSAGE as RETRY_SENT,
  RETRY_TAKING_LONG_MESSAGE as RETRY_TAKING_LONG,
  TRY_AGAIN_LABEL as TRY_AGAIN_LABEL_MESSAGE,
  TRYING_AGAIN_LABEL as TRYING_AGAIN_LABEL_MESSAGE,
} from '../../src/features/credit/CreditRetry';
import CreditErrorScreen from '../../src/features/credit/screens/CreditErrorScreen';
import IncorrectPinScreen from '../../src/features/reviewApp/screens/IncorrectPinScreen';
import { NEW_TAB_NOTE as NEW_TAB_NOTE_MESSAGE } from '../../src/ui/ExternalLink';
import { i18n } from '../../src/lib/i18n';
import { TAKING_LONG_MS } from '../../src/ui/useTakingLong';
import { APPLICATION_UUID, makeApplication } from '../support/fixtures';
import { renderStepScreen } from '../support/renderStepScreen';
import { server, url, useMockServer } from '../support/server';

const RETRY_SENT_MESSAGE = i18n._(RETRY_SENT);
const RETRY_TAKING_LONG_MESSAGE = i18n._(RETRY_TAKING_LONG);
const TRY_AGAIN_LABEL = i18n._(TRY_AGAIN_LABEL_MESSAGE);
const TRYING_AGAIN_LABEL = i18n._(TRYING_AGAIN_LABEL_MESSAGE);
const NEW_TAB_NOTE = i18n._(NEW_TAB_NOTE_MESSAGE);

useMockServer();

const RETRY_URL = url(
  `/service-application/api/v1/application/heloc/${APPLICATION_UUID}/credit/retry`,
);
const STILL_FROZEN = 'Your credit is still frozen. Unfreeze it and try again.';

/** Answers the retry call with each of `answers` in turn (the last one repeats). */
function answerRetry(...answers: (() => Response | Promise<Response>)[]) {
  const bodies: unknown[] = [];
  server.use(
    http.post(RETRY_URL, async ({ request }) => {
      bodies.push(await request.json());
      const respond = answers[Math.min(bodies.length - 1, answers.length - 1)];
      if (!respond) throw new Error('answerRetry needs at least one answer');
      return respond();
    }),
  );
  return bodies;
}

const ok = () => HttpResponse.json(makeApplication());
const stillFrozen = () =>
  HttpResponse.json(
    { errors: [{ code: 'CREDIT_FROZEN', message: STILL_FROZEN, field: null }] },
    { status: 400 },
  );
const tryAgain = () => screen.getByRole('button', { name: TRY_AGAIN_LABEL });
const submission = { applicationUuid: APPLICATION_UUID, trigger: 'submission' };

describe.each([
  ['credit/error', CreditErrorScreen, 'We could not access your credit report', /frozen or locked/],
  ['review-app/incorrect-pin', IncorrectPinScreen, 'Your credit freeze PIN did not work', /PIN/],
])('%s', (step, Screen, title, explanation) => {
  it('explains the stop, links to the three bureaus in a new tab, and shows support', () => {
    renderStepScreen(step, Screen);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByText(explanation).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'What to do' })).toBeInTheDocument();
    const bureaus = [
      ['Equifax', 'https://www.equifax.com/personal/credit-report-services/credit-freeze/'],
      ['Experian', 'https://www.experian.com/freeze/center.html'],
      ['TransUnion', 'https://www.transunion.com/credit-freeze'],
    ];
    for (const [name, href] of bureaus) {
      const link = screen.getByRole('link', { name: `${name} ${NEW_TAB_NOTE}` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: '888-819-6388' })).toBeInTheDocument();
  });

  it('"Try again" sends {}, is busy while in flight, then asks the routing to decide', async () => {
    const user = userEvent.setup({ delay: null });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies = answerRetry(async () => {
      await gate;
      return ok();
    });
    const { routingRequests } = renderStepScreen(step, Screen);
    await user.click(tryAgain());

    const pending = await screen.findByRole('button', { name: TRYING_AGAIN_LABEL });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toHaveAttribute('aria-busy', 'true');
    await user.click(pending);
    expect(routingRequests()).toEqual([]);

    release();
    await waitFor(() => expect(routingRequests()).toEqual([submission]));
    expect(bodies).toEqual([{}]);
    // Said once the routing has been asked: waited for, not read at that moment.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(RETRY_SENT_MESSAGE));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a failure's message and lets the applicant try again", async () => {
    const user = userEvent.setup({ delay: null });
    const bodies = answerRetry(stillFrozen, () => HttpResponse.json({}, { status: 500 }), ok);
    const { routingRequests } = renderStepScreen(step, Screen);

    await user.click(tryAgain());
    expect(await screen.findByRole('alert')).toHaveTextContent(STILL_FROZEN);
    expect(tryAgain()).toBeEnabled();
    expect(routingRequests()).toEqual([]);

    await user.click(tryAgain());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Something unexpected happened'),
    );
    expect(routingRequests()).toEqual([]);

    await user.click(tryAgain());
    await waitFor(() => expect(routingRequests()).toEqual([submission]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(bodies).toEqual([{}, {}, {}]);
  });
});

it('says so when the retry takes longer than a few seconds, with the support contact', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    answerRetry(() => new Promise<Response>(() => undefined));
    renderStepScreen('credit/error', CreditErrorScreen);
    await user.click(tryAgain());
    await screen.findByRole('button', { name: TRYING_AGAIN_LABEL });
    const status = screen.getByRole('status');
    expect(status).not.toHaveTextContent(RETRY_TAKING_LONG_MESSAGE);
    act(() => {
      jest.advanceTimersByTime(TAKING_LONG_MS);
    });
    expect(status).toHaveTextContent(RETRY_TAKING_LONG_MESSAGE);
    expect(within(status).getByRole('link', { name: '888-819-6388' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
