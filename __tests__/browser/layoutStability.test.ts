import type { Page } from 'playwright-core';
import { BASE, heading, screenshot, useBrowser, VIEWPORTS } from './support/browser';
import { MIN_OFFER_AMOUNT } from '../../src/contract/offerPricing';
import {
  expectLayoutShiftsWithinGoal,
  layoutShiftsOnceQuiet,
  recordLayoutShifts,
} from './support/layoutShifts';

/**
 * The page does not move while a signed-in step loads. The shell's regions take their
 * final size before their data arrives (the footer starts below the fold, the logo's height is
 * set, the panel keeps its place while the step's code loads), so the Layout Instability API's
 * shifts add up to at most 0.02 (Lighthouse's CLS counts the same entries), at a phone width and a
 * desktop width, with the lender answering at once and answering slowly.
 */
const browser = useBrowser();

/**
 * At offer selection with an offer chosen before (the progress panel then shows its card): the
 * smallest line, within every applicant's approved maximum.
 */
const AT_OFFER_WITH_CARD = {
  state: 'OFFER_SELECTION',
  application: { amount: MIN_OFFER_AMOUNT, term: 120, rate: 8.75 },
};

/**
 * A borrower at offer selection with an offer chosen before, signed in at the `viewport` width,
 * every layout shift of their page recorded from its first paint.
 */
async function atOfferWithCard(viewport: keyof typeof VIEWPORTS) {
  const opened = await browser.signedInPage(AT_OFFER_WITH_CARD, { viewport });
  await recordLayoutShifts(opened.context);
  return opened;
}

/** Holds every answer of the lender's services back by `ms`, as a slow connection would. */
async function slowLender(page: Page, ms: number) {
  await page.route(/\/service-[^/]+\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)(
  'a signed-in step loading at the %s width',
  (viewport) => {
    it.each([
      ['answering at once', 0],
      ['answering slowly', 600],
    ])('does not shift the layout, the lender %s', async (name, delay) => {
      const { app, context, page, errors } = await atOfferWithCard(viewport);
      if (delay > 0) await slowLender(page, delay);
      const step = `${app}/product/select`;
      await page.goto(step);
      await page.waitForURL(step);
      await page.getByRole('heading', { level: 1, name: 'Select your offer' }).waitFor();
      expect(await heading(page)).toBe('Select your offer');
      // The panel's offer and the top bar's menus fill in after the step; the survey prompt
      // appears over the page. Everything has arrived once the network is quiet.
      await page.getByText('Your offer details').waitFor();
      const shifts = await layoutShiftsOnceQuiet(page);
      await screenshot(page, `layout-stability-${viewport}-${delay > 0 ? 'slow' : 'fast'}`);
      expectLayoutShiftsWithinGoal(shifts);
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);

/**
 * Holds back the scripts holding any of `texts` (chunks are named by hash only, so they are
 * found by what they say) until `release` is called.
 */
async function holdScripts(page: Page, texts: string[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (texts.some((text) => body.includes(text))) await released;
    await route.fulfill({ response, body });
  });
  return release;
}

/** Where the progress panel's box and the top bar's parts are: top-left corner and width. */
const boxesOf = (page: Page) =>
  page.evaluate(() => {
    const box = (element: Element) => {
      const { x, y, width } = element.getBoundingClientRect();
      return [x, y, width].map(Math.round).join(' ');
    };
    const panel = document.querySelector('.page-with-panel__panel > *')!;
    return {
      panelLoading: panel.classList.contains('progress-panel--loading'),
      panel: box(panel),
      topBar: [...document.querySelectorAll('.top-bar > *, .top-bar__menus > *')].map(box),
    };
  });

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)(
  'at the %s width, the parts that load after the step',
  (viewport) => {
    it("keep their places: the progress panel's box and the top bar's menu buttons", async () => {
      const { app, context, page, errors } = await atOfferWithCard(viewport);
      // The panel's chunk (its steps' list) and the shell extras' (the app switcher).
      const release = await holdScripts(page, ['Application steps', 'Switch apps']);
      await page.goto(`${app}/product/select`);
      await page.getByRole('heading', { level: 1, name: 'Select your offer' }).waitFor();
      const before = await boxesOf(page);
      expect(before.panelLoading).toBe(true);
      release();
      await page.getByText('Your offer details').waitFor();
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
      const shifts = await layoutShiftsOnceQuiet(page);
      const after = await boxesOf(page);
      // The same top-left corner and width; the panel's cards add to its height below.
      expect(after).toEqual({ ...before, panelLoading: false });
      expect(shifts).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);

it('the footer stays below the fold until the page is scrolled to it', async () => {
  const { app, context, page } = await browser.signedInPage(
    { state: 'OFFER_SELECTION' },
    { viewport: 'desktop' },
  );
  await page.goto(app);
  // While the application loads, and once its step is up.
  const footerTop = () =>
    page.locator('footer.site-footer').evaluate((footer) => footer.getBoundingClientRect().top);
  await page.locator('footer.site-footer').waitFor({ state: 'attached' });
  expect(await footerTop()).toBeGreaterThanOrEqual(VIEWPORTS.desktop.height);
  await page.getByRole('heading', { level: 1, name: 'Select your offer' }).waitFor();
  expect(await footerTop()).toBeGreaterThanOrEqual(VIEWPORTS.desktop.height);
  await context.close();
});

it('at a phone width, a page that fills the window has no empty space above the progress panel', async () => {
  const { context, page } = await browser.newPage({ viewport: 'phone' });
  await page.goto(`${BASE}/register`);
  // The panel shows while the registration's code still loads inside the layout
  // (docs/performance.md, "Nothing moves while the page fills in"): wait for both.
  await page.getByRole('heading', { name: 'Application progress' }).waitFor();
  await page.locator('.screen').waitFor();
  const { screenBottom, panelTop, gap } = await page.evaluate(() => {
    const bottom = (selector: string) =>
      document.querySelector(selector)!.getBoundingClientRect().bottom + window.scrollY;
    const top = (selector: string) =>
      document.querySelector(selector)!.getBoundingClientRect().top + window.scrollY;
    return {
      screenBottom: bottom('.screen'),
      panelTop: top('.page-with-panel__panel'),
      gap: parseFloat(getComputedStyle(document.querySelector('.page-with-panel')!).rowGap),
    };
  });
  // The page reaches the bottom of the window, to keep the panel out of view while a step loads
  // (docs/shell.md), and no further: the panel follows the page, or the fold, by the layout's gap.
  expect(panelTop).toBeLessThanOrEqual(Math.max(screenBottom, VIEWPORTS.phone.height) + gap + 1);
  expect(panelTop).toBeGreaterThanOrEqual(VIEWPORTS.phone.height);
  await screenshot(page, 'layout-stability-phone-register-panel');
  await context.close();
});
