import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeApplication, makeOrgInfo } from '../support/fixtures';
import {
  ANONYMOUS_ROUTES,
  INDEX_REDIRECTS,
  NOT_ACCEPTING_HEADING,
  NOT_FOUND_HEADING,
  ROUTED_PAGE_SCENARIOS,
} from '../support/routeExpectations';
import { IN_PROGRESS_HEADING as IN_PROGRESS_HEADING_MESSAGE } from '../../src/features/application/ApplicationInProgressScreen';
import { i18n } from '../../src/lib/i18n';
import { server, url, useScenario } from '../support/server';
import { stepsOpeningPage } from '../../src/features/routing/stepPages';
import {
  app,
  base,
  expectHeading,
  OFFER,
  reachedFromAStep,
  renderRoute,
  useRouteServer,
} from './routeTesting';

const IN_PROGRESS_HEADING = i18n._(IN_PROGRESS_HEADING_MESSAGE);

useRouteServer();

describe('application routes, signed in', () => {
  // The pages within a step, at that step: the browser's walk of the routes opens the other pages
  // reached from within a step, as a borrower at the offer, for whom these are closed
  // (__tests__/browser/routes.test.ts).
  test.each(reachedFromAStep.filter(([path]) => stepsOpeningPage(path)))(
    '%s, reached from within its step, shows "%s"',
    async (path, heading) => {
      // A page within a step is open while its step is the applicant's (docs/routing.md#pages-within-a-step).
      useScenario(ROUTED_PAGE_SCENARIOS[stepsOpeningPage(path)![0]!]!);
      const { history } = renderRoute(`${app}/${path}`);
      await expectHeading(heading);
      expect(history.location.pathname).toBe(`${app}/${path}`);
    },
  );

  test("the application route itself goes on to the applicant's step", async () => {
    const { history } = renderRoute(app);
    await expectHeading(OFFER);
    expect(history.location.pathname).toBe(`${app}/product/select`);
  });

  test.each(INDEX_REDIRECTS)(
    '%s index redirects to the application, keeping only pop-webchat',
    async (area) => {
      const { history } = renderRoute(`${app}/${area}?pop-webchat=true&utm_source=mail`);
      await expectHeading(OFFER);
      expect(history.entries.map((e) => e.pathname)).toEqual([`${app}/product/select`]);
      expect(history.location.search).toBe('?pop-webchat=true');
    },
  );

  test('income/link/{type} redirects to income/review', async () => {
    useScenario(ROUTED_PAGE_SCENARIOS['income/review']!);
    const { history } = renderRoute(`${app}/income/link/PLAID`);
    await expectHeading('Review your income');
    expect(history.location.pathname).toBe(`${app}/income/review`);
  });

  test('an unknown step goes to the application route, then to the step', async () => {
    const { history } = renderRoute(`${app}/bank/nowhere`);
    await expectHeading(OFFER);
    expect(history.location.pathname).toBe(`${app}/product/select`);
  });

  test('a path that is not an application id is not found', async () => {
    renderRoute(`${base}/not-a-uuid`);
    await expectHeading(NOT_FOUND_HEADING);
  });
});

describe('top-level routes, signed in', () => {
  // Each top-level route's heading is read in the browser's walk of the routes
  // (__tests__/browser/routes.test.ts); the signer login and resume pages in __tests__/signer.
  test('heloc-signer index redirects to the signer login', async () => {
    const { history } = renderRoute(`${base}/heloc-signer`, { signedIn: false });
    await expectHeading('Additional signer sign in');
    expect(history.location.pathname).toBe(`${base}/heloc-signer/login`);
  });

  test('any other path under heloc-signer redirects up', async () => {
    const { history } = renderRoute(`${base}/heloc-signer/nowhere/deeper`, { signedIn: false });
    await expectHeading('Additional signer sign in');
    expect(history.location.pathname).toBe(`${base}/heloc-signer/login`);
  });

  test('an unknown path under signer conditions goes up to the conditions', async () => {
    const { history } = renderRoute(`${base}/heloc-signer/conditions/nowhere`);
    await expectHeading('Your tasks');
    expect(history.location.pathname).toBe(`${base}/heloc-signer/conditions`);
  });
});

describe('redirects', () => {
  test('/account/heloc-signer/* goes to /heloc-signer/*', async () => {
    const { history } = renderRoute(`${base}/account/heloc-signer/documents?x=1`);
    await expectHeading('Your documents');
    expect(history.location.pathname).toBe(`${base}/heloc-signer/documents`);
    expect(history.location.search).toBe('?x=1');
  });

  test('/account/register goes to /register keeping the query string', async () => {
    const { history } = renderRoute(`${base}/account/register?referrer=abc&utm_source=mail`);
    await expectHeading(IN_PROGRESS_HEADING);
    expect(history.location.pathname).toBe(`${base}/register`);
    expect(history.location.search).toBe('?referrer=abc&utm_source=mail');
  });

  test.each([
    ['account', '/dashboard'],
    ['terms', '/terms'],
    ['communications', '/communications'],
    ['privacy', '/privacy'],
    ['licenses', '/licenses'],
    ['coming-soon', '/coming-soon'],
  ])('%s is a full-page redirect to %s', async (path, href) => {
    const { history } = renderRoute(`${base}/${path}`, { signedIn: false });
    await waitFor(() => expect(history.pagesOpened).toEqual([href]));
  });

  test('the root goes to the first active application, then its step', async () => {
    const { history } = renderRoute(`${base}/?pop-webchat=1&other=2`);
    await expectHeading(OFFER);
    expect(history.location.pathname).toBe(`${app}/product/select`);
    expect(history.location.search).toBe('?pop-webchat=1');
  });
});

describe('not accepting applications', () => {
  const wholesale = makeOrgInfo({ channel: 'WHOLESALE' });
  const loRequired = makeOrgInfo({ requireReferringLoanOriginator: true });

  test.each([
    ['wholesale', wholesale],
    ['referring originator required', loRequired],
  ])('/register without a referrer, %s', async (_name, org) => {
    renderRoute(`${base}/register`, { signedIn: false, org });
    await expectHeading(NOT_ACCEPTING_HEADING);
  });

  test.each([
    ['wholesale', wholesale],
    ['referring originator required', loRequired],
  ])('/register with a referrer, %s', async (_name, org) => {
    renderRoute(`${base}/register?referrer=7c6d5e4f`, { signedIn: false, org });
    await expectHeading('Where is the home you want to borrow against?');
  });

  test('a retail organisation registers without a referrer', async () => {
    renderRoute(`${base}/register`, { signedIn: false });
    await expectHeading('Where is the home you want to borrow against?');
  });

  test('the root shows the page to a visitor when a referring originator is required', async () => {
    const { history } = renderRoute(`${base}/`, { org: loRequired, signedIn: false });
    await expectHeading(NOT_ACCEPTING_HEADING);
    expect(
      screen.getByRole('link', { name: 'Sign in to continue your application' }),
    ).toHaveAttribute('href', `/auth/login?redirectUrl=${encodeURIComponent(`${base}/`)}`);
    expect(history.pagesOpened).toEqual([]);
  });

  test('a signed-in borrower with an active application goes to it there', async () => {
    const { history } = renderRoute(`${base}/`, { org: loRequired });
    await expectHeading(OFFER);
    expect(history.location.pathname).toBe(`${app}/product/select`);
  });

  test('a signed-in person with no active application sees the page there', async () => {
    server.use(
      http.get(url('/service-application/api/v1/application/heloc/all'), () =>
        HttpResponse.json([makeApplication({ state: 'COMPLETE' })]),
      ),
    );
    const { history } = renderRoute(`${base}/`, { org: loRequired });
    await expectHeading(NOT_ACCEPTING_HEADING);
    expect(screen.queryByRole('link', { name: /Sign in/ })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(history.pagesOpened).toEqual([]);
  });

  test('the root of a wholesale organisation does not', async () => {
    renderRoute(`${base}/`, { org: wholesale });
    await expectHeading(OFFER);
  });
});

describe('anonymous visitors', () => {
  test.each(ANONYMOUS_ROUTES)('may open %s', async (path) => {
    const { history } = renderRoute(`${base}/${path}`, { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(history.pagesOpened).toEqual([]);
    expect(history.location.pathname).toBe(`${base}/${path}`);
  });

  test.each([
    [`${app}/product/select?pop-webchat=1`],
    [`${base}/`],
    [`${base}/plaid-oauth-success`],
  ])('%s sends them to /auth/login with a redirectUrl', async (path) => {
    const { history } = renderRoute(path, { signedIn: false });
    await waitFor(() =>
      expect(history.pagesOpened).toEqual([`/auth/login?redirectUrl=${encodeURIComponent(path)}`]),
    );
  });

  test.each(['heloc-signer/sign', 'heloc-signer/conditions/identity'])(
    'a signer path %s sends them to the signer login',
    async (path) => {
      const { history } = renderRoute(`${base}/${path}`, { signedIn: false });
      await expectHeading('Additional signer sign in');
      expect(history.location.pathname).toBe(`${base}/heloc-signer/login`);
      expect(history.pagesOpened).toEqual([]);
    },
  );
});
