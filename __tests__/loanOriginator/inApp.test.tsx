import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  APPLICATION_UUID,
  LOAN_ORIGINATOR_UUID,
  makeApplication,
  makeLoanOriginator,
} from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { server, url, useMockServer } from '../support/server';
import { restoreWindowWidth, setWindowWidth } from './helpers';

useMockServer();
afterEach(restoreWindowWidth);

const STEP = `/account/heloc/${APPLICATION_UUID}/bank/confirm`;

function referredApplication(referrerUuid: string | null) {
  server.use(
    http.get(url(`/service-application/api/v1/application/heloc/${APPLICATION_UUID}`), () =>
      HttpResponse.json(makeApplication({ referrer: referrerUuid ? { referrerUuid } : null })),
    ),
  );
}

it("puts the referring loan officer's card under the progress panel from 1024 px", async () => {
  setWindowWidth(1280);
  referredApplication(LOAN_ORIGINATOR_UUID);
  const { container } = renderApp(STEP);
  await screen.findByRole('heading', { level: 1 });
  const aside = await screen.findByRole('complementary', { name: 'Your loan officer' });
  expect(container.querySelector('.page-with-panel__panel')).toContainElement(aside);
  expect(within(aside).getByRole('link', { name: 'Email' })).toHaveAttribute(
    'href',
    'mailto:morgan.lee@example.com',
  );
  expect(screen.queryByRole('button', { name: 'Your loan officer' })).toBeNull();
});

it('puts a bar at the top of the page below 1024 px', async () => {
  setWindowWidth(375);
  referredApplication(LOAN_ORIGINATOR_UUID);
  const { container } = renderApp(STEP);
  await screen.findByRole('heading', { level: 1 });
  const button = await screen.findByRole('button', { name: 'Your loan officer' });
  const content = container.querySelector('.page-with-panel__content')!;
  expect(content.firstElementChild).toContainElement(button);
  expect(screen.queryByRole('complementary', { name: 'Your loan officer' })).toBeNull();
});

it("keeps the lender's brand, or shows the originator's, in the top bar", async () => {
  setWindowWidth(1280);
  server.use(
    http.get(url('/service-lead-portal/api/lo/:uuid'), () =>
      HttpResponse.json({
        ...makeLoanOriginator(),
        logoUri: '/lee-logo.svg',
        link: 'https://lee.example',
      }),
    ),
  );
  referredApplication(LOAN_ORIGINATOR_UUID);
  const { container } = renderApp(STEP);
  const logo = await screen.findByRole('img', { name: 'Lee Home Finance' });
  expect(container.querySelector('.top-bar')).toContainElement(logo);
  expect(logo.closest('a')).toHaveAttribute('href', 'https://lee.example');
  expect(logo.closest('a')).toHaveAttribute('rel', 'noopener noreferrer');
});

it('shows no card, keeps no place and fetches no originator without a referrer', async () => {
  setWindowWidth(1280);
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/service-lead-portal/')) asked.push(request.url);
  });
  referredApplication(null);
  const { container } = renderApp(STEP);
  await screen.findByRole('heading', { level: 1 });
  await screen.findByRole('complementary', { name: 'Application progress' });
  await waitFor(() => expect(container.querySelector('.loan-officer-place')).toBeNull());
  expect(screen.queryByRole('complementary', { name: /Your (loan officer|broker)/ })).toBeNull();
  expect(asked).toEqual([]);
  server.events.removeAllListeners();
});
