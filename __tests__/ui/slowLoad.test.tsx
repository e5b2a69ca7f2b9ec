import { act, render, screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { TAKING_LONG_NOTICE as TAKING_LONG_NOTICE_MESSAGE } from '../../src/ui/TakingLongNotice';
import { i18n } from '../../src/lib/i18n';
import { Loader } from '../../src/ui/Loader';
import { TAKING_LONG_MS } from '../../src/ui/useTakingLong';
import { APPLICATION_UUID } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { server, url, useMockServer } from '../support/server';

const TAKING_LONG_NOTICE = i18n._(TAKING_LONG_NOTICE_MESSAGE);

/**
 * No screen waits in silence: a loader that has waited TAKING_LONG_MS says it
 * is taking longer than usual, with a way to try again and the support contact.
 */
useMockServer();

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => {
  jest.useRealTimers();
});

const notice = () => screen.queryByText(TAKING_LONG_NOTICE);

async function waitFor(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

test(`a loader says it is taking longer after exactly ${TAKING_LONG_MS} ms, with try again and support`, async () => {
  render(<Loader label="Loading your documents" />);
  await waitFor(TAKING_LONG_MS - 1);
  expect(notice()).toBeNull();
  await waitFor(1);
  // The notice's code is fetched then.
  expect(await screen.findByText(TAKING_LONG_NOTICE)).toBeVisible();
  const retry = screen.getByRole('link', { name: 'Try again' });
  // The page itself: following the link loads it again.
  expect(retry).toHaveAttribute('href', window.location.href);
  expect(screen.getByText(/Call us at/)).toBeVisible();
  // Inside the loader's polite status, so it is announced.
  expect(screen.getByRole('status')).toContainElement(retry);
});

test('a routing whose status call does not answer says so within a few seconds, not minutes', async () => {
  server.use(
    http.get(url('/service-krang-heloc/borrower/secure/api/v1/:uuid/status'), async () => {
      await delay('infinite');
      return new Response(null);
    }),
  );
  renderApp(`/account/heloc/${APPLICATION_UUID}/liens`);
  await waitFor(500);
  expect(notice()).toBeNull();
  await waitFor(TAKING_LONG_MS);
  expect(await screen.findByText(TAKING_LONG_NOTICE)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Try again' })).toBeVisible();
});
