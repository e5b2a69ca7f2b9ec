import type { BrowserContext, Page } from 'playwright-core';
import { ROUTED_STEPS } from '../../src/features/routing/routedSteps';
import { stepsOpeningPage } from '../../src/features/routing/stepPages';
import { IN_PROGRESS_HEADING as IN_PROGRESS_HEADING_MESSAGE } from '../../src/features/application/ApplicationInProgressScreen';
import { i18n } from '../../src/lib/i18n';
import {
  ANONYMOUS_ROUTES,
  SHOW_AN_APPLICATION_IN_PROGRESS,
  APPLICATION_ROUTE_HEADINGS,
  NOT_ACCEPTING_HEADING,
  MOVES_A_SIGNED_IN_PERSON_ON,
  TOP_LEVEL_ROUTE_HEADINGS,
} from '../support/routeExpectations';
import { BASE, heading, SANDBOX_URL, useBrowser, watchPageErrors } from './support/browser';
import { britishSpellingsOnPage } from './support/language';
import { type Applicant, createApplicant } from './support/sandbox';

const IN_PROGRESS_HEADING = i18n._(IN_PROGRESS_HEADING_MESSAGE);

/**
 * The routes (docs/shell.md#routes), in a real browser against the sandbox lender: every route as a borrower, the
 * signer routes as an additional signer, and what an anonymous visitor gets. A borrower at
 * OFFER_SELECTION sees the pages reached from within a step, except those of another step's own,
 * which are closed to them and send them back; that the steps the routing owns send
 * them to their own step is proven for every step with the app's router and routing in
 * __tests__/routes (routes.anotherStep), and routing.test.ts opens each destination as the
 * applicant whose step it is. Each page opened is read for British spellings on the way
 * (docs/accessibility.md#language).
 */
const browser = useBrowser();

/** Landings that move on by themselves once the routing decides (PointservCallbackScreen). */
const MOVES_ON_BY_ITSELF = new Set(['income/pointserv-callback']);

/** The British spellings on the page, each with the path it was read at (docs/accessibility.md#language). */
const spellingsAt = async (page: Page, path: string) =>
  (await britishSpellingsOnPage(page)).map((found) => `${path}: ${found}`);

async function visit(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return heading(page);
}

/**
 * Opens a path as the app's own links do, without loading the page again (the browser's Back and
 * Forward take the same way): the route's screen, its code fetched as it is in production. Much
 * cheaper than a page load, for the loops over every route; the first visit of each loop is a
 * page load (visit).
 */
async function visitInApp(page: Page, url: string) {
  await page.evaluate((href) => {
    const h1 = document.querySelector('h1');
    (window as { __before?: unknown }).__before = { h1, text: h1?.textContent };
    const state = { key: `route-test-${Math.random().toString(36).slice(2)}`, usr: null };
    window.history.pushState(state, '', href);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, url);
  // The page before is gone (or the next has the same heading: a moment is enough to tell).
  await page
    .waitForFunction(
      () => {
        const { h1, text } = (window as { __before?: { h1: Element | null; text?: string } })
          .__before!;
        const now = document.querySelector('h1');
        return now !== h1 || now?.textContent !== text;
      },
      undefined,
      { timeout: 1500 },
    )
    .catch(() => undefined);
  return heading(page);
}

describe('as a borrower', () => {
  let borrower: Applicant;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    borrower = await createApplicant({ role: 'borrower', state: 'OFFER_SELECTION' });
    context = await browser.newContext({ jwt: borrower.jwt });
    page = await context.newPage();
    errors = watchPageErrors(page);
  });
  afterAll(() => context.close());
  afterEach(() => expect(errors).toEqual([]));

  test('every page reached from within a step shows its heading', async () => {
    const app = `${BASE}/${borrower.applicationUuid}`;
    const wrong: string[] = [];
    const ownStep = APPLICATION_ROUTE_HEADINGS.find(([p]) => p === 'product/select')?.[1];
    await visit(page, app);
    // The routing's decision for the application's root settled first: one that arrived later
    // would move the borrower off whichever page the loop had reached (a page within another
    // step is closed to them, docs/routing.md#pages-within-a-step).
    await page.waitForURL(`${app}/product/select`);
    for (const [path, expected] of APPLICATION_ROUTE_HEADINGS.filter(
      ([p]) => !ROUTED_STEPS.has(p),
    )) {
      const shown = await visitInApp(page, `${app}/${path}`);
      wrong.push(...(await spellingsAt(page, path)));
      // A page within another step is closed to a borrower at the offer: opening it asks the
      // routing, which moves them back to their own step (docs/routing.md#pages-within-a-step).
      // Its heading is read by the walks that reach it at its step (journey.test.ts).
      if (stepsOpeningPage(path)) {
        await page.waitForURL(`${app}/product/select`);
        continue;
      }
      // The income callback landing asks the routing at once and moves on when it has decided,
      // before or after its heading is read: it ends on the borrower's own step, and the loop goes
      // on from there only then, so the move never lands on the next page.
      if (MOVES_ON_BY_ITSELF.has(path)) {
        await page.waitForURL(`${app}/product/select`);
        if (shown !== expected && shown !== ownStep) wrong.push(`${path}: "${shown}"`);
        continue;
      }
      const at = page.url();
      if (shown !== expected || at !== `${app}/${path}`) wrong.push(`${path}: "${shown}" at ${at}`);
    }
    expect(wrong).toEqual([]);
  });

  test('top-level routes show their headings', async () => {
    const wrong: string[] = [];
    for (const [path, title] of TOP_LEVEL_ROUTE_HEADINGS.filter(
      ([p]) => !MOVES_A_SIGNED_IN_PERSON_ON.has(p),
    )) {
      // The registration, to a borrower with an application in progress, shows that application.
      const expected = SHOW_AN_APPLICATION_IN_PROGRESS.has(path) ? IN_PROGRESS_HEADING : title;
      const shown = await visit(page, `${BASE}/${path}`);
      if (shown !== expected) wrong.push(`${path}: "${shown}"`);
      wrong.push(...(await spellingsAt(page, path)));
    }
    expect(wrong).toEqual([]);
  });

  test("the root opens the borrower's application at their step", async () => {
    await page.goto(`${BASE}/`);
    await page.waitForURL(`${BASE}/${borrower.applicationUuid}/product/select`);
    expect(await heading(page)).toBe('Select your offer');
  });

  test('plaid-oauth-success returns the borrower to the application last opened', async () => {
    await page.goto(`${BASE}/${borrower.applicationUuid}`);
    await page.waitForURL(`${BASE}/${borrower.applicationUuid}/product/select`);
    await page.goto(`${BASE}/plaid-oauth-success?oauth_state_id=provider-state`);
    await page.waitForURL(`${BASE}/${borrower.applicationUuid}/product/select`);
    expect(await heading(page)).toBe('Select your offer');
  });

  test('legacy paths redirect', async () => {
    expect(await visit(page, `${SANDBOX_URL}/account/heloc-signer/documents`)).toBe(
      'Your documents',
    );
    expect(page.url()).toBe(`${BASE}/heloc-signer/documents`);
    expect(await visit(page, `${SANDBOX_URL}/account/register?utm_source=mail`)).toBe(
      IN_PROGRESS_HEADING,
    );
    expect(page.url()).toBe(`${BASE}/register?utm_source=mail`);
    expect(await visit(page, `${BASE}/account/register?utm_source=x`)).toBe(IN_PROGRESS_HEADING);
    expect(page.url()).toBe(`${BASE}/register?utm_source=x`);
  });

  test.each([
    ['terms', '/terms'],
    ['communications', '/communications'],
    ['privacy', '/privacy'],
    ['licenses', '/licenses'],
    ['account', '/dashboard'],
  ])('%s leaves the app for %s', async (path, destination) => {
    await page.goto(`${BASE}/${path}`);
    await page.waitForURL(`${SANDBOX_URL}${destination}`);
    expect(await heading(page)).not.toBe('');
    expect(await britishSpellingsOnPage(page)).toEqual([]);
  });

  test('/ and /account go to /dashboard', async () => {
    await page.goto(`${SANDBOX_URL}/`);
    expect(page.url()).toBe(`${SANDBOX_URL}/dashboard`);
    await page.goto(`${SANDBOX_URL}/account`);
    expect(page.url()).toBe(`${SANDBOX_URL}/dashboard`);
  });
});

describe('as an additional signer', () => {
  test('every signer route shows its heading', async () => {
    const signer = await createApplicant({ role: 'co-deeder' });
    const context = await browser.newContext({ jwt: signer.jwt });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const wrong: string[] = [];
    for (const [path, expected] of TOP_LEVEL_ROUTE_HEADINGS.filter(
      ([p]) => p.startsWith('heloc-signer') && !MOVES_A_SIGNED_IN_PERSON_ON.has(p),
    )) {
      const shown = await (page.url().startsWith(BASE) ? visitInApp : visit)(
        page,
        `${BASE}/${path}`,
      );
      if (shown !== expected || page.url() !== `${BASE}/${path}`)
        wrong.push(`${path}: "${shown}" at ${page.url()}`);
      wrong.push(...(await spellingsAt(page, path)));
    }
    expect(wrong).toEqual([]);
    // Signed in, the login, the resume page, the index and unknown paths (which go up to the
    // login) all lead on to the signer's page.
    for (const path of ['login', 'resume', '', 'unknown/path']) {
      await page.goto(`${BASE}/heloc-signer${path ? `/${path}` : ''}`);
      await page.waitForURL(`${BASE}/heloc-signer/intro`);
      expect(await heading(page)).toBe('You have been added as a signer');
    }
    expect(await visit(page, `${BASE}/heloc-signer/conditions/unknown`)).toBe('Your tasks');
    expect(page.url()).toBe(`${BASE}/heloc-signer/conditions`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('as an anonymous visitor', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext();
    page = await context.newPage();
  });
  afterAll(() => context.close());

  test.each(ANONYMOUS_ROUTES)('may open %s', async (path) => {
    expect(await visit(page, `${BASE}/${path}`)).toBe(
      TOP_LEVEL_ROUTE_HEADINGS.find(([p]) => p === path)![1],
    );
    expect(page.url()).toBe(`${BASE}/${path}`);
    expect(await britishSpellingsOnPage(page)).toEqual([]);
  });

  test.each(['product/select?pop-webchat=1', 'liens', ''])(
    'an application route (%s) goes to /auth/login with a redirectUrl',
    async (step) => {
      const applicant = await createApplicant();
      const path = `/account/heloc/${applicant.applicationUuid}${step ? `/${step}` : ''}`;
      await page.goto(`${SANDBOX_URL}${path}`);
      await page.waitForURL((url) => url.pathname === '/auth/login');
      expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(path);
    },
  );

  test('the root and plaid-oauth-success go to /auth/login', async () => {
    for (const path of ['/account/heloc/', '/account/heloc/plaid-oauth-success']) {
      await page.goto(`${SANDBOX_URL}${path}`);
      await page.waitForURL((url) => url.pathname === '/auth/login');
      expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(path);
    }
  });

  test('signer routes go to the signer login', async () => {
    expect(await visit(page, `${BASE}/heloc-signer/sign`)).toBe('Additional signer sign in');
    expect(page.url()).toBe(`${BASE}/heloc-signer/login`);
  });

  test('registration is closed without a referrer where the organisation needs one', async () => {
    for (const org of ['wholesale', 'lo-required']) {
      expect(await visit(page, `${BASE}/register?org=${org}`)).toBe(NOT_ACCEPTING_HEADING);
      expect(await visit(page, `${BASE}/register?referrer=7c6d5e4f`)).toBe(
        'Where is the home you want to borrow against?',
      );
    }
    expect(await visit(page, `${BASE}/?org=lo-required`)).toBe(NOT_ACCEPTING_HEADING);
    expect(await britishSpellingsOnPage(page)).toEqual([]);
    expect(await visit(page, `${BASE}/register?org=main`)).toBe(
      'Where is the home you want to borrow against?',
    );
  });
});
