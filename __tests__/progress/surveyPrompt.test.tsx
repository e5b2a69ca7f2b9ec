import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { shellHasRendered } from '../../src/loading/lateParts';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { push } from '../../src/features/navigation';
import { SURVEY_CLOSE_DELAY_MS, SurveyPrompt } from '../../src/features/progress/SurveyPrompt';
import {
  routingArrived,
  routingPhaseChanged,
  routingStopped,
} from '../../src/features/routing/routingSlice';
import { readSurveyDone } from '../../src/features/shell/shellSlice';
import { makeStore } from '../../src/app/store';
import { SURVEY_DONE_STORAGE_KEY } from '../../src/lib/browserStorage';
import { APPLICATION_UUID, makeProfile } from '../support/fixtures';
import { server, url, useMockServer } from '../support/server';
import { APP, loadedApplication, renderWithStore } from './helpers';

useMockServer();

const prompt = () => screen.queryByRole('complementary', { name: 'Leave a quick survey' });

type Store = ReturnType<typeof renderWithStore>['store'];

/** The routing has settled on `path`: the page shows its step's own screen. */
const settle = (store: Store, path: string) =>
  act(() => void store.dispatch(routingArrived(path.split('?')[0]!)));

/** Rendered on a page whose step's screen shows. */
function renderSettled(...args: Parameters<typeof renderWithStore>) {
  const view = renderWithStore(...args);
  settle(view.store, args[1]);
  return view;
}

/** Moved to `path`, where the routing settles. */
function arrive(store: Store, path: string) {
  act(() => void store.dispatch(push(path)));
  settle(store, path);
}
const rating = (name: RegExp) => screen.getByRole('button', { name });

/** Every survey event sent (page views and the session are telemetry's own tests' business). */
let events: { pathname: string; body: Record<string, unknown> }[] = [];
beforeEach(() => {
  // As when the shell has rendered: telemetry starts.
  shellHasRendered();
  events = [];
  server.events.on('request:start', async ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname !== '/ft/heloc/event') return;
    const body = (await request.clone().json()) as Record<string, unknown>;
    if (body.eventType === 'SURVEY') events.push({ pathname, body });
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  jest.useRealTimers();
});

test('the close delay is 750 ms', () => {
  expect(SURVEY_CLOSE_DELAY_MS).toBe(750);
});

describe('where it shows', () => {
  test.each(['liens', 'product/select', 'identity', 'signing/sign'])(
    'on /{uuid}/%s, inviting a rating of the step',
    (step) => {
      renderSettled(<SurveyPrompt />, `${APP}/${step}`);
      expect(prompt()).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'How easy was this step?' })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /^\d – / }).map((b) => b.textContent)).toEqual([
        '1 – Very difficult',
        '2 – Difficult',
        '3 – Neither easy nor difficult',
        '4 – Easy',
        '5 – Very easy',
      ]);
      expect(screen.getByRole('button', { name: 'Close survey' })).toBeInTheDocument();
    },
  );

  test('only beside the step\'s own screen: not under "Finding your next step", nor while the lender works', () => {
    const { store } = renderWithStore(<SurveyPrompt />, `${APP}/liens`);
    expect(prompt()).toBeNull();
    act(
      () =>
        void store.dispatch(
          routingPhaseChanged({
            phase: 'waiting',
            applicationUuid: APPLICATION_UUID,
            pathname: `${APP}/liens`,
            tries: 1,
            serverState: 'OFFER_GENERATION',
          }),
        ),
    );
    settle(store, `${APP}/liens`);
    expect(prompt()).toBeNull();
    act(() => void store.dispatch(routingStopped()));
    expect(prompt()).toBeInTheDocument();
  });

  test('on no other page', () => {
    const { store } = renderSettled(<SurveyPrompt />, `${APP}/liens`);
    expect(prompt()).toBeInTheDocument();
    for (const path of [
      APP,
      `${APP}/product/assets`,
      `${APP}/product`,
      `${APP}/signing/intro`,
      `${APP}/signing/additional`,
      `${APP}/identity/extra`,
      `${APP}/start/profile`,
      `${APP}/conditions`,
      `${APP}/income/review`,
      '/account/heloc/heloc-signer/identity',
      '/account/heloc/heloc-signer/sign',
      '/account/heloc/register',
      '/account/heloc/',
      '/account/heloc/liens',
    ]) {
      arrive(store, path);
      expect([path, prompt()]).toEqual([path, null]);
    }
    arrive(store, `${APP}/signing/sign`);
    expect(prompt()).toBeInTheDocument();
  });
});

describe('choosing a rating', () => {
  test('sends the telemetry event (POST /ft/heloc/event) and thanks the borrower', async () => {
    const { store } = renderSettled(<SurveyPrompt />, `${APP}/product/select?pop-webchat=true`, {
      ...loadedApplication(),
      profile: { profile: makeProfile(), loadStatus: 'loaded', error: null },
      telemetry: {
        session: { uuid: 'session-1', epoch: 1767225600000, trackerUuid: 'tracker-1' },
        status: 'established',
        failedAttempts: 0,
        sentKeys: [],
      },
    });
    await userEvent.click(rating(/^4 – Easy$/));

    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback!');
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toEqual({
      pathname: '/ft/heloc/event',
      body: {
        domain: 'localhost',
        queryParams: { 'pop-webchat': 'true' },
        pagePath: `${APP}/product/select`,
        event: 'leave survey',
        sessionKey: { uuid: 'session-1', epoch: 1767225600000, trackerUuid: 'tracker-1' },
        identityId: makeProfile().uuid,
        applicationUuid: APPLICATION_UUID,
        eventType: 'SURVEY',
        productType: 'HELOC',
        eventProperties: {
          step: 'product/select',
          question: 'How easy was this step?',
          rating: 4,
          ratingLabel: 'Easy',
        },
        dontDedupe: true,
        dedupeProperty: null,
      },
    });
    expect(store.getState().shell.surveyDone).toEqual([APPLICATION_UUID]);
    // Fire-and-forget: nothing about the request is kept in the store.
    expect(store.getState().api.mutations).toEqual({});
  });

  test('closes exactly 750 ms after the choice', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderSettled(<SurveyPrompt />, `${APP}/liens`);
    fireEvent.click(rating(/^5 – /));
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback!');
    expect(
      screen.queryByRole('group', { name: 'How easy was this step?' }),
    ).not.toBeInTheDocument();

    await act(async () => void (await jest.advanceTimersByTimeAsync(SURVEY_CLOSE_DELAY_MS - 1)));
    expect(prompt()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback!');
    expect(screen.getByText('Thank you for your feedback!')).toBeVisible();
    await act(async () => void (await jest.advanceTimersByTimeAsync(1)));
    expect(prompt()).not.toBeInTheDocument();
    expect(screen.queryByText('Thank you for your feedback!')).not.toBeInTheDocument();
  });

  test('the thanks is said in the status region that was there, empty, before the rating', () => {
    renderSettled(<SurveyPrompt />, `${APP}/identity`);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    expect(prompt()).toContainElement(status);
    fireEvent.click(rating(/^1 – /));
    // The same element: a live region added with its text is often not announced.
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(/^Thank you for your feedback!$/);
    expect(screen.getByRole('heading', { name: 'Leave a quick survey' })).toBeVisible();
  });

  test('once answered it is no longer enabled for the application, on any survey page, after a reload', async () => {
    const { store } = renderSettled(<SurveyPrompt />, `${APP}/liens`);
    await userEvent.click(rating(/^2 – /));
    await waitFor(() => expect(prompt()).not.toBeInTheDocument());
    for (const step of ['product/select', 'identity', 'signing/sign', 'liens']) {
      arrive(store, `${APP}/${step}`);
      expect(prompt()).not.toBeInTheDocument();
    }
    expect(events).toHaveLength(1);
    // This browser remembers it: a new store (a reload) starts with it done.
    expect(JSON.parse(localStorage.getItem(SURVEY_DONE_STORAGE_KEY)!)).toEqual([APPLICATION_UUID]);
    expect(makeStore(undefined, { sideEffects: false }).getState().shell.surveyDone).toEqual([
      APPLICATION_UUID,
    ]);
  });

  test('an application whose survey is done never shows it; another application still does', () => {
    const other = '0f9e8d7c-6b5a-4948-8372-615049382716';
    renderSettled(<SurveyPrompt />, `${APP}/identity`, {
      shell: { surveyDone: [APPLICATION_UUID], queryDevtoolsOpen: false },
    });
    expect(prompt()).not.toBeInTheDocument();
    cleanup();
    renderSettled(<SurveyPrompt />, `/account/heloc/${other}/identity`, {
      shell: { surveyDone: [APPLICATION_UUID], queryDevtoolsOpen: false },
    });
    expect(prompt()).toBeInTheDocument();
  });

  test('a malformed stored list counts as none', () => {
    localStorage.setItem(SURVEY_DONE_STORAGE_KEY, '{"not":"a list"');
    expect(readSurveyDone()).toEqual([]);
    localStorage.setItem(SURVEY_DONE_STORAGE_KEY, JSON.stringify([APPLICATION_UUID, 7, 'x']));
    expect(readSurveyDone()).toEqual([APPLICATION_UUID]);
  });

  test.each([
    ['a server error', 500],
    ['an unauthorised answer', 401],
  ])('%s from telemetry shows nothing and ends nothing', async (_name, status) => {
    server.use(
      http.post(url('/ft/:context/event'), () =>
        HttpResponse.json({ errors: [{ message: 'telemetry down' }] }, { status }),
      ),
    );
    const { store } = renderSettled(<SurveyPrompt />, `${APP}/liens`, loadedApplication());
    await userEvent.click(rating(/^3 – /));
    await waitFor(() => expect(events).toHaveLength(1));
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 50))));
    expect(screen.queryByText(/telemetry down|something/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // No session end: the loaded application is still there.
    expect(store.getState().application.current?.uuid).toBe(APPLICATION_UUID);
    expect(store.getState().navigation.location.pathname).toBe(`${APP}/liens`);
  });
});

describe('the close button', () => {
  test('closes it for the application, sending nothing: no survey page asks again', async () => {
    const { store } = renderSettled(<SurveyPrompt />, `${APP}/liens`);
    await userEvent.click(screen.getByRole('button', { name: 'Close survey' }));
    expect(prompt()).not.toBeInTheDocument();
    expect(store.getState().shell.surveyDone).toEqual([APPLICATION_UUID]);

    arrive(store, `${APP}/product/select`);
    expect(prompt()).not.toBeInTheDocument();
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 20))));
    expect(events).toHaveLength(0);
  });
});

describe('focus', () => {
  /** The prompt below a step, as ApplicationRoute renders it (the heading as src/ui/Screen does). */
  const Step = () => (
    <>
      <h1 id="screen-heading" tabIndex={-1}>
        Select your offer
      </h1>
      <button type="button">Continue</button>
      <SurveyPrompt />
    </>
  );

  test("moves to the prompt's heading when the rating buttons go, then to the step's heading", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderSettled(<Step />, `${APP}/product/select`);
    const button = rating(/^3 – /);
    act(() => button.focus());
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.click(button);
    expect(screen.getByRole('heading', { name: 'Leave a quick survey' })).toHaveFocus();

    await act(async () => void (await jest.advanceTimersByTimeAsync(SURVEY_CLOSE_DELAY_MS)));
    expect(prompt()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Select your offer' })).toHaveFocus();
  });

  test('a rating made while focus is elsewhere (a browser that does not focus clicked buttons) leaves it there', () => {
    renderSettled(<Step />, `${APP}/product/select`);
    const other = screen.getByRole('button', { name: 'Continue' });
    act(() => other.focus());
    fireEvent.click(rating(/^3 – /));
    expect(other).toHaveFocus();
  });

  test("closing it with its button gives focus to the step's heading", async () => {
    renderSettled(<Step />, `${APP}/liens`);
    await userEvent.click(screen.getByRole('button', { name: 'Close survey' }));
    expect(prompt()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(document.body).not.toHaveFocus();
  });

  test('the thanks can be closed at once, and the survey stays done', async () => {
    const { store } = renderSettled(<Step />, `${APP}/liens`);
    await userEvent.click(rating(/^5 – /));
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback!');
    await userEvent.click(screen.getByRole('button', { name: 'Close survey' }));
    expect(prompt()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(store.getState().shell.surveyDone).toEqual([APPLICATION_UUID]);
    arrive(store, `${APP}/identity`);
    expect(prompt()).not.toBeInTheDocument();
  });
});
