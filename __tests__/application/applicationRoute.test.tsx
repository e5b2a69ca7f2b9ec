import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { APPLICATION_UUID, makeProfile } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { server, url, useMockServer } from '../support/server';

useMockServer();

const PROFILE_URL = url('/service-profile/api/v1/profile');
const STEP = `/account/heloc/${APPLICATION_UUID}/product/select`;

test('a 401 on the profile fetch clears the token and lands on /auth/login', async () => {
  server.use(
    http.get(PROFILE_URL, () => HttpResponse.json({ message: 'unauthenticated' }, { status: 401 })),
  );
  const { history } = renderApp(STEP);
  await waitFor(() =>
    expect(history.pagesOpened).toEqual([`/auth/login?redirectUrl=${encodeURIComponent(STEP)}`]),
  );
  expect(localStorage.getItem('jwt')).toBeNull();
});

test("a malformed profile answer shows the specs' message and a way to try again", async () => {
  let calls = 0;
  server.use(
    http.get(PROFILE_URL, () => {
      calls += 1;
      return calls === 1
        ? new HttpResponse('{"uuid": ', { headers: { 'Content-Type': 'application/json' } })
        : HttpResponse.json(makeProfile());
    }),
  );
  renderApp(STEP);
  const main = within(screen.getByRole('main'));
  expect(
    await main.findByRole('heading', { name: 'Failed to fetch profile details' }),
  ).toBeInTheDocument();
  expect(main.getByRole('alert')).toHaveTextContent(
    `Response was not convertible to json for ${PROFILE_URL}`,
  );
  await userEvent.click(main.getByRole('button', { name: 'Try again' }));
  expect(await main.findByRole('heading', { name: 'Select your offer' })).toBeInTheDocument();
});

test('a profile failure without a message shows the default detail', async () => {
  server.use(http.get(PROFILE_URL, () => HttpResponse.json({}, { status: 500 })));
  renderApp(STEP);
  expect(
    await screen.findByRole('heading', { name: 'Failed to fetch profile details' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Something unexpected happened');
});

test('a missing application sends the user to /dashboard', async () => {
  const missing = '0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b';
  const { history, store } = renderApp(`/account/heloc/${missing}/liens`);
  await waitFor(() => expect(history.pagesOpened).toEqual(['/dashboard']));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(history.pagesOpened).toEqual(['/dashboard']);
  expect(store.getState().routing.decisions[0]).toMatchObject({
    rule: expect.stringMatching(/^missing application/),
    logged: true,
  });
});

test('a failed application fetch says so and keeps a retry', async () => {
  server.use(
    http.get(url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}`), () =>
      HttpResponse.json({ errors: [{ message: 'Service unavailable' }] }, { status: 503 }),
    ),
  );
  renderApp(STEP);
  expect(
    await screen.findByRole('heading', { name: 'Failed to fetch your application' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Service unavailable.');
});

test('opening an application remembers it as heloc_uuid', async () => {
  renderApp(STEP);
  await screen.findByRole('heading', { name: 'Select your offer' });
  expect(localStorage.getItem('heloc_uuid')).toBe(APPLICATION_UUID);
});

test('the document title is the company short name plus the page title', async () => {
  renderApp(STEP);
  await screen.findByRole('heading', { name: 'Select your offer' });
  expect(document.title).toBe('Test Lending | Select your offer');
  expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
});

test('the loader stays 300 ms after the records arrive', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    const { store } = renderApp(`/account/heloc/${APPLICATION_UUID}/bank/confirm`);
    const ready = () =>
      Boolean(store.getState().profile.profile && store.getState().application.current);
    for (let i = 0; i < 50 && !ready(); i += 1) {
      await act(async () => void (await jest.advanceTimersByTimeAsync(0)));
    }
    expect(ready()).toBe(true);
    // React Query answers are batched to the next frame; then the 300 ms start.
    await act(async () => void (await jest.advanceTimersByTimeAsync(20)));
    expect(
      screen.queryByRole('heading', { name: 'Confirm your bank account' }),
    ).not.toBeInTheDocument();
    await act(async () => void (await jest.advanceTimersByTimeAsync(250)));
    expect(
      screen.queryByRole('heading', { name: 'Confirm your bank account' }),
    ).not.toBeInTheDocument();
    await act(async () => void (await jest.advanceTimersByTimeAsync(60)));
    expect(
      await screen.findByRole('heading', { name: 'Confirm your bank account' }),
    ).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
