import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../../scripts/chromium';
import { createApplicant } from './sandbox';
import { SEEDED_PASSWORD } from '../../../src/sandbox/seed';
import { FINDING_NEXT_STEP } from '../../support/routeExpectations';
import { britishSpellingsOnPage } from './language';

/** This worker's own sandbox lender (globalSetup.ts), else SANDBOX_URL, else the default port. */
export const SANDBOX_URL =
  process.env[`SANDBOX_URL_${process.env.JEST_WORKER_ID ?? '1'}`] ??
  process.env.SANDBOX_URL ??
  'http://localhost:8080';
export const BASE = `${SANDBOX_URL}/account/heloc`;
/** The two widths every screen is tried at: a phone (375 px) and a desktop (1280 px). */
export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/** One of the VIEWPORTS by its name, or a size of its own. */
export type Viewport = keyof typeof VIEWPORTS | { width: number; height: number };

const sizeOf = (viewport: Viewport) =>
  typeof viewport === 'string' ? VIEWPORTS[viewport] : viewport;

export const SCREENSHOT_DIR = path.resolve(__dirname, '../../../test-results/screenshots');

/**
 * Debian's chromium with the flags these machines need (never a downloaded browser). Tests open
 * it through useBrowser only, so the policy guard is on for every page. One renderer process for
 * all of a test file's pages (docs/testing.md#one-renderer-process): a page in a new context or
 * tab no longer starts a process of its own.
 */
function launchBrowser(): Promise<Browser> {
  return launchChromium(['--disable-quic', '--no-first-run', '--renderer-process-limit=1']);
}

/** What the pages of a context did against their Content-Security-Policy and Permissions-Policy. */
export function watchPolicyViolations(context: BrowserContext, found: string[]): Promise<void> {
  // The console line names the refused thing; the event names the directive. A header the
  // browser cannot read (an unknown Permissions-Policy feature, say) counts too.
  context.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) {
      found.push(`console: ${message.text()}`);
    }
  });
  return Promise.all([
    context.exposeBinding('__reportPolicyViolation', ({ page }, text: string) => {
      found.push(`${new URL(page.url()).pathname}: ${text}`);
    }),
    context.addInitScript(() => {
      window.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as { __reportPolicyViolation?: (text: string) => void })
            .__reportPolicyViolation;
          report?.(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          );
        },
        true,
      );
    }),
  ]).then(() => undefined);
}

/**
 * Opens one browser for a test file and closes it after. Every test in the file fails when a page
 * of its contexts breaks the Content-Security-Policy (a securitypolicyviolation event or a CSP
 * console error), so no screen can quietly need an inline script, eval or a foreign host.
 */
export function useBrowser() {
  let browser: Browser;
  const violations: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(() => {
    const found = violations.splice(0);
    if (found.length > 0) {
      throw new Error(`The page broke its Content-Security-Policy:\n${found.join('\n')}`);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A fresh context; signed in when a jwt is given (stored before any page script runs). */
  async function newContext(options: { jwt?: string; viewport?: Viewport } = {}) {
    const context = await browser.newContext({
      viewport: options.viewport ? sizeOf(options.viewport) : { width: 1280, height: 800 },
    });
    await watchPolicyViolations(context, violations);
    if (options.jwt) {
      // Signed in once per tab, as after a real sign-in: a later sign-out or a cleared session
      // stays cleared.
      await context.addInitScript((token: string) => {
        try {
          if (!window.sessionStorage.getItem('__seeded_jwt')) {
            window.localStorage.setItem('jwt', token);
            window.sessionStorage.setItem('__seeded_jwt', '1');
          }
        } catch {
          // about:blank and other opaque origins have no storage.
        }
      }, options.jwt);
    }
    return context;
  }

  /** A page of a fresh context (as newContext), its uncaught errors gathered in `errors`. */
  async function newPage(options: { jwt?: string; viewport?: Viewport } = {}) {
    const context = await newContext(options);
    const page = await context.newPage();
    return { context, page, errors: watchPageErrors(page) };
  }

  return {
    /**
     * The violations seen since the last test ended, taken out of the guard: for a test that
     * provokes one on purpose.
     */
    takePolicyViolations: () => violations.splice(0),
    /** A DevTools session on the browser itself, for what no page shows (its targets). */
    browserSession: () => browser.newBrowserCDPSession(),
    newContext,
    newPage,
    /**
     * A new applicant (created through the control API with `body`) signed in on a page of their
     * own (as newPage); `app` is their application's address, where the routing takes them.
     */
    async signedInPage(body: object = {}, options: { viewport?: Viewport } = {}) {
      const applicant = await createApplicant(body);
      const opened = await newPage({ jwt: applicant.jwt, viewport: options.viewport });
      return { applicant, app: `${BASE}/${applicant.applicationUuid}`, ...opened };
    },
    /**
     * A page of a fresh context (as newPage) signed in as a person does: the app's root sends
     * them to the sandbox's /auth/login, where the account's e-mail and password are given.
     */
    async signedInAs(email: string, options: { viewport?: Viewport } = {}) {
      const opened = await newPage(options);
      await opened.page.goto(`${BASE}/`);
      await signInOnLoginPage(opened.page, email);
      return opened;
    },
  };
}

/** Fails the test on uncaught page errors. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The name of the progress panel's step marked current (docs/shell.md#the-progress-side-panel). */
export async function currentPanelStep(page: Page): Promise<string> {
  const current = page.locator('[aria-current="step"]').first();
  await current.waitFor();
  return (await current.innerText()).trim();
}

/**
 * The page's heading once it has settled: "Finding your next step" is what a routed page shows
 * while the step's screen loads (a transition), so it is waited past, not read.
 */
export async function heading(page: Page): Promise<string> {
  const h1 = page.locator('h1');
  await h1.first().waitFor({ state: 'visible', timeout: 15000 });
  await page
    .waitForFunction(
      (pending) => document.querySelector('h1')?.textContent?.trim() !== pending,
      FINDING_NEXT_STEP,
      { timeout: 15000 },
    )
    .catch(() => undefined);
  return (await h1.first().innerText()).trim();
}

/** Waits for the page's level-1 heading named `name` (as getByRole matches a name) to show. */
export const waitForHeading = (page: Page, name: string | RegExp, timeout = 20000) =>
  page.getByRole('heading', { level: 1, name }).waitFor({ timeout });

/**
 * Whether the tests save their screenshots: `SCREENSHOTS=1` (docs/testing.md#screenshots). CI
 * looks at none, and the few hundred a run takes cost about 25 CPU-seconds.
 */
export const SCREENSHOTS_WANTED = !['', '0', 'false'].includes(process.env.SCREENSHOTS ?? '');

/**
 * The whole page saved as test-results/screenshots/{name}.jpg, for a person to look at, when
 * SCREENSHOTS_WANTED (or `always`: a page being shown because something is wrong with it). JPEG:
 * a full page encodes in two thirds of the time a PNG takes. Answers the file, or null.
 */
export async function screenshot(
  page: Page,
  name: string,
  { always = false }: { always?: boolean } = {},
): Promise<string | null> {
  if (!SCREENSHOTS_WANTED && !always) return null;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.jpg`);
  await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 85 });
  return file;
}

/**
 * What axe finds on the page as it is now. Legacy mode runs axe.run() in the page itself: the same
 * rules and results, in under half the time of the default, which finishes each run in a blank
 * page of its own (about 1 s more, on every call of a suite that makes a hundred and more). Its
 * one limit, frames from another origin left out, does not apply: against the sandbox every
 * frame is the app's own origin. Only violations are gathered in full (`resultTypes`): every rule
 * still runs, and what it finds is the same, but the passing and inapplicable nodes are not
 * described one by one, a third of each run's time.
 */
export async function axeViolations(page: Page) {
  // The builder would put axe's source (half a megabyte) into every frame twice a run. Put once
  // into each document, it serves every later run there: a run then costs about 40% of one that
  // brings the source along.
  for (const frame of page.frames()) {
    const holdsAxe = await frame
      .evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')
      .catch(() => true);
    if (!holdsAxe) await frame.evaluate(axe.source);
  }
  const results = await new AxeBuilder({ page, axeSource: ';' })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * Axe finds nothing on the page as it is now. With a name, the page is saved as
 * test-results/screenshots/{name}.jpg (screenshot()), and always when axe finds something, to
 * look at what it found.
 */
export async function expectAxeClean(page: Page, screenshotName?: string) {
  const violations = await axeViolations(page);
  if (screenshotName) await screenshot(page, screenshotName, { always: violations.length > 0 });
  expect(violations).toEqual([]);
}

/** Nothing on the page is wider than its window: it never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const { width } = page.viewportSize()!;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

/**
 * Once the page has followed a new window width: a frame drawn at that width, then a task for
 * the app's own work on it (a media query's listeners rendering again) and the frame after.
 */
async function laidOutAt(page: Page, width: number) {
  await page.waitForFunction((expected) => window.innerWidth === expected, width);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => resolve()), 0));
      }),
  );
}

/**
 * Signs `jwt`'s person in on a tab already at the app's origin, as a sign-in would: the storage
 * of whoever used the tab before cleared, the token stored. The next page load opens their session
 * (a tab kept for several people costs a page load each, where a new one costs two).
 *
 * The next document writes the storage itself, before its scripts run, so nothing the page still
 * open does (an answer to a call it made as the person before) can undo the sign-in. The script
 * serves that one document: a marker in its session storage keeps a later document of the tab
 * from running it again before it is removed, so a sign-out on the tab stays signed out.
 */
export async function signInOnThisTab(page: Page, jwt: string) {
  const marker = `__signed_in_${Math.random().toString(36).slice(2)}`;
  const pending = await page.addInitScript(
    ({ token, once }) => {
      try {
        if (window !== window.top || window.sessionStorage.getItem(once)) return;
        window.localStorage.clear();
        window.sessionStorage.clear();
        window.localStorage.setItem('jwt', token);
        window.sessionStorage.setItem(once, '1');
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    },
    { token: jwt, once: marker },
  );
  page.once('domcontentloaded', () => void pending.dispose().catch(() => undefined));
}

/** The page at `viewport`'s size, once it has laid itself out there (laidOutAt). */
export async function showAt(page: Page, viewport: Viewport) {
  const size = sizeOf(viewport);
  await page.setViewportSize(size);
  await laidOutAt(page, size.width);
}

/**
 * The page as it stands, looked at at each of the VIEWPORTS in turn (showAt): it fits its window,
 * and axe finds nothing ({name}-{viewport}, for the screenshot). Left at the width it was at. For
 * a behaviour proven at one width whose states the other width only looks at (docs/testing.md: a
 * browser test's widths and organisations).
 */
export async function expectCleanAtEachWidth(page: Page, name?: string) {
  const was = page.viewportSize()!;
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    await showAt(page, viewport);
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page, name && `${name}-${viewport}`);
  }
  await showAt(page, was);
}

/**
 * For a test that walks through screens: `look(page, name)` reads the page's text for British
 * spellings (britishSpellingsOnPage), then shows the page at each of the VIEWPORTS in turn, reads
 * whether the page is wider than its window (it would scroll sideways), runs axe and saves a
 * screenshot ({prefix}-{name}-{width}.jpg: when SCREENSHOTS_WANTED, and always when either finds
 * something), then leaves it at the desktop width. What it finds gathers
 * in `found`, by screen and width, for the test to expect empty once every screen has been seen.
 * With `tabAtPhone`, it also tabs through the page at the phone width for controls a fixed part
 * covers (focusCoveredStops).
 */
export function looksAtEachWidth(prefix: string, options: { tabAtPhone?: boolean } = {}) {
  const found: Record<string, string[]> = {};
  async function look(page: Page, name: string) {
    const british = await britishSpellingsOnPage(page);
    if (british.length > 0) found[`${name}: British spellings`] = british;
    for (const [label, viewport] of Object.entries(VIEWPORTS)) {
      await showAt(page, viewport);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > viewport.width) found[`${name} (${label}) is ${width}px wide`] = [];
      const violations = await axeViolations(page);
      if (violations.length > 0) found[`${name} (${label})`] = violations;
      await screenshot(page, `${prefix}-${name}-${viewport.width}`, {
        always: width > viewport.width || violations.length > 0,
      });
      if (options.tabAtPhone && label === 'phone') {
        const covered = await focusCoveredStops(page);
        if (covered.length > 0) found[`${name} (${label}): focus covered`] = covered;
      }
    }
    await page.setViewportSize(VIEWPORTS.desktop);
  }
  return { found, look };
}

export async function closeContext(context: BrowserContext) {
  await context.close();
}

/**
 * Signs in on the sandbox's /auth/login page (where the app sends a visitor without a session):
 * waits for the page, fills the e-mail and password, and submits. The seeded accounts share
 * SEEDED_PASSWORD.
 */
export async function signInOnLoginPage(page: Page, email: string, password = SEEDED_PASSWORD) {
  await page.waitForURL((url) => url.pathname === '/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Tabs through the page from its top to its end (at most `maxStops` stops) and returns, for each
 * focused element that a fixed or sticky element entirely covers (at its four corners and its
 * centre, as `elementFromPoint` sees them) or that is nowhere on screen, a line saying which.
 * Focus Not Obscured (WCAG 2.2 SC 2.4.11): the list must be empty.
 */
export async function focusCoveredStops(page: Page, maxStops = 80): Promise<string[]> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const found: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const verdict = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return { done: true, key: '', covered: null };
      const name = (
        focused.getAttribute('aria-label') ??
        focused.textContent ??
        focused.getAttribute('name') ??
        ''
      )
        .trim()
        .slice(0, 40);
      // Each element once: a second visit means Tab has come round again.
      const stops = ((
        window as { __tabStops?: { ids: WeakMap<Element, number>; next: number } }
      ).__tabStops ??= { ids: new WeakMap(), next: 0 });
      if (!stops.ids.has(focused)) stops.ids.set(focused, (stops.next += 1));
      const key = `${focused.tagName.toLowerCase()} "${name}" (${stops.ids.get(focused)})`;
      const box = focused.getBoundingClientRect();
      // Visually hidden controls (a file input behind its button) are seen through their label.
      if (box.width <= 1 || box.height <= 1) return { done: false, key, covered: null };
      const inset = 1;
      const points = [
        [box.left + inset, box.top + inset],
        [box.right - inset, box.top + inset],
        [box.left + inset, box.bottom - inset],
        [box.right - inset, box.bottom - inset],
        [box.left + box.width / 2, box.top + box.height / 2],
      ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight);
      if (points.length === 0) return { done: false, key, covered: 'not on screen' };
      const pinned = (element: Element | null): Element | null => {
        for (let up = element; up; up = up.parentElement) {
          const { position } = getComputedStyle(up);
          if (position === 'fixed' || position === 'sticky') return up;
        }
        return null;
      };
      const covers = points.map(([x, y]) => {
        const hit = document.elementFromPoint(x!, y!);
        if (!hit || hit === focused || focused.contains(hit) || hit.contains(focused)) return null;
        const over = pinned(hit);
        return over && !over.contains(focused) ? over : null;
      });
      if (covers.every(Boolean)) {
        const over = covers[0]!;
        return {
          done: false,
          key,
          covered: `under ${over.tagName.toLowerCase()}.${String(over.className).split(' ')[0]}`,
        };
      }
      return { done: false, key, covered: null };
    });
    if (verdict.done || seen.has(verdict.key)) break;
    seen.add(verdict.key);
    if (verdict.covered) found.push(`${verdict.key}: ${verdict.covered}`);
  }
  return found;
}
