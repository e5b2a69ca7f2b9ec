import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expectAxeClean, heading, showAt, useBrowser, watchPageErrors } from './support/browser';
import { useDevelopmentServer } from './support/developmentServer';
import { devtoolsExtensionScript } from './support/devtoolsExtension';
import { selectOfferAndGiveSsn } from './support/steps';
import { replayLog } from '../../scripts/replay';
import { expectNoInlineCode, expectSecurePageHeaders } from './support/security';

/**
 * The development build, as `npm start` serves it: the same headers, and the app running under
 * the same policy (no eval-based source maps, no inline code); and what only that build has
 *: Redux DevTools time travel that moves the screen, and the ?replay page. Started
 * here as its own process on a free port with its own data folder; the first page waits for
 * webpack's first compile.
 */
const browser = useBrowser();
const server = useDevelopmentServer('heloc-dev');

test('the development app page goes out with the security headers and no inline code', async () => {
  const response = await fetch(`${server.origin}/account/heloc/register`, {
    headers: { Accept: 'text/html' },
  });
  expect(response.status).toBe(200);
  expectSecurePageHeaders(response.headers, server.origin);
  const html = await response.text();
  expectNoInlineCode(html);
  expect(html).toContain('<script defer src="/account/heloc/main.js" fetchpriority="high">');

  // Its scripts carry no eval-based source maps.
  const main = await (await fetch(`${server.origin}/account/heloc/main.js`)).text();
  expect({ evalInMainJs: /\beval\(/.test(main) }).toEqual({ evalInMainJs: false });
  expect(main).toContain('//# sourceMappingURL=main.js.map');
});

interface DevtoolsInPage {
  list(): { current: number; actions: { id: number; type: string }[] };
  jumpToAction(id: number): void;
  jumpToLatest(): void;
  monitorText(): string;
  exportFile(): string;
}

type WithDevtools = { __devtools: DevtoolsInPage };

/** The stand-in DevTools of the page (support/devtoolsExtensionPage.ts). */
const devtools = {
  list: (page: Page) => page.evaluate(() => (window as unknown as WithDevtools).__devtools.list()),
  jumpToAction: (page: Page, id: number) =>
    page.evaluate((to) => (window as unknown as WithDevtools).__devtools.jumpToAction(to), id),
  jumpToLatest: (page: Page) =>
    page.evaluate(() => (window as unknown as WithDevtools).__devtools.jumpToLatest()),
  monitorText: (page: Page) =>
    page.evaluate(() => (window as unknown as WithDevtools).__devtools.monitorText()),
  /** What DevTools' Export writes, and the app's own log, taken at the same moment. */
  exportFileAndLog: (page: Page) =>
    page.evaluate(async () => {
      // DevTools' file of this moment; the app's log loads its redaction first, which changes
      // no state.
      const file = (window as unknown as WithDevtools).__devtools.exportFile();
      const log = await (
        window as unknown as { exportActionLog: () => Promise<unknown> }
      ).exportActionLog();
      return { file, log: JSON.stringify(log) };
    }),
};

const SSN = '123-45-6789';

/** The step's h1, the progress panel's current step and the address, as the borrower sees them. */
async function shown(page: Page) {
  return {
    heading: (await page.locator('h1').first().innerText()).trim(),
    progress: (await page.locator('[aria-current="step"]').first().innerText()).trim(),
    path: new URL(page.url()).pathname.replace(/^\/account\/heloc\/[0-9a-f-]{36}/, ''),
  };
}

test('Redux DevTools time travel moves the screen, the progress panel and the address, and shows nothing sensitive', async () => {
  const applicant = await server.createApplicant({ state: 'OFFER_SELECTION' });
  const context = await browser.newContext({ jwt: applicant.jwt });
  await context.addInitScript({ content: await devtoolsExtensionScript() });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));

  await page.goto(`${server.origin}/account/heloc/`);
  const offerHeading = page.getByRole('heading', { level: 1, name: 'Select your offer' });
  await offerHeading.waitFor({ timeout: 60000 });
  await page.getByLabel(/^Amount/i).waitFor();
  const onOffer = await shown(page);
  expect(onOffer).toEqual({
    heading: 'Select your offer',
    progress: expect.stringContaining('Select Offer'),
    path: '/product/select',
  });
  // The DevTools' list: the action shown now is the last one.
  const before = await devtools.list(page);
  expect(before.current).toBe(before.actions.length - 1);
  const offerAction = before.actions[before.current]!.id;

  // On to the next step, where the borrower gives their SSN.
  await selectOfferAndGiveSsn(page, SSN);
  const onHmda = await shown(page);
  expect(onHmda.path).toBe('/start/hmda');
  expect(onHmda.progress).toContain('Provide More Info');

  // Back in time: the offer screen, its progress and its address again.
  await devtools.jumpToAction(page, offerAction);
  await offerHeading.waitFor({ timeout: 10000 });
  await page.waitForURL(/\/product\/select$/);
  expect(await shown(page)).toEqual(onOffer);
  const jumped = await devtools.list(page);
  expect(jumped.actions[jumped.current]!.id).toBe(offerAction);

  // And forward again to the latest action.
  await devtools.jumpToLatest(page);
  await page.getByRole('group', { name: /Ethnicity/i }).waitFor({ timeout: 10000 });
  await page.waitForURL(/\/start\/hmda$/);
  expect(await shown(page)).toEqual(onHmda);

  // What the DevTools would show support, and the console: no token, SSN or e-mail address.
  const monitor = await devtools.monitorText(page);
  for (const text of [monitor, consoleLines.join('\n')]) {
    expect(text).not.toContain(applicant.jwt);
    expect(text).not.toContain(SSN);
    expect(text).not.toContain(SSN.replace(/-/g, ''));
    expect(text).not.toContain(applicant.email);
  }
  expect(monitor).toContain(`[text, ${applicant.email.length} chars]`);

  // Support exports the session from DevTools: it replays as the app's own log of it does.
  const { file, log } = await devtools.exportFileAndLog(page);
  const fromDevtools = replayLog(file, 'devtools.json');
  const fromLog = replayLog(log, 'log.json');
  expect(fromDevtools.finalPathname).toMatch(/\/start\/hmda$/);
  expect(fromDevtools.finalPathname).toBe(fromLog.finalPathname);
  expect(fromDevtools.state).toEqual(fromLog.state);
  expect(file).not.toContain(applicant.jwt);
  expect(file).not.toContain(SSN);
  expect(errors).toEqual([]);
  await context.close();
});

test('the ?replay page steps through a log exported from the app, with the screen following and no request sent', async () => {
  const applicant = await server.createApplicant({ state: 'OFFER_SELECTION' });
  const { context, page, errors } = await browser.newPage({ jwt: applicant.jwt });
  await page.goto(`${server.origin}/account/heloc/`);
  await page
    .getByRole('heading', { level: 1, name: 'Select your offer' })
    .waitFor({ timeout: 60000 });
  await page.getByLabel(/^Amount/i).waitFor();
  const log = (await page.evaluate(() =>
    (window as unknown as { exportActionLog: () => unknown }).exportActionLog(),
  )) as { actions: { type: string }[] };
  const n = log.actions.length;

  // The query devtools link to the page.
  await page.evaluate(() =>
    (window as unknown as { toggleQueryDevtools: () => void }).toggleQueryDevtools(),
  );
  const link = page.getByRole('link', { name: 'Load action log' });
  expect(await link.getAttribute('href')).toBe('/account/heloc/?replay');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  // Its second download: the session's log as a Redux DevTools file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export for Redux DevTools' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^heloc-redux-devtools-[\dT-]+Z\.json$/);
  const devtoolsFile = readFileSync(await download.path(), 'utf8');

  const viewer = await context.newPage();
  const viewerErrors = watchPageErrors(viewer);
  await viewer.goto(`${server.origin}/account/heloc/?replay`);
  await viewer.getByRole('heading', { level: 1, name: 'Replay an action log' }).waitFor();
  await expectAxeClean(viewer);
  const sent: string[] = [];
  viewer.on('request', (request) => {
    if (!['script', 'stylesheet', 'image', 'font'].includes(request.resourceType())) {
      sent.push(`${request.method()} ${request.url()}`);
    }
  });
  await viewer.getByLabel('Load action log').setInputFiles({
    name: 'session.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(log)),
  });
  const bar = viewer.getByRole('region', { name: 'Action log replay' });
  await bar.getByText(`session.json: ${n} actions`).waitFor();
  await bar.getByText("Before the first action (the log's base state)").waitFor();

  // Step by step through the first actions, index and type shown at each, then to the last: the
  // routed step. (Each step re-renders the development build's screens; stepping through all
  // seventy-odd actions of a signed-in page's log proved nothing the first few and the last do
  // not.)
  const stepped = Math.min(n, 5);
  for (let index = 1; index <= stepped; index += 1) {
    await bar.getByRole('button', { name: 'Next action' }).click();
    await bar.getByText(`Action ${index} of ${n}: ${log.actions[index - 1]!.type}`).waitFor();
  }
  await bar.getByRole('button', { name: 'Last' }).click();
  await bar.getByText(`Action ${n} of ${n}: ${log.actions[n - 1]!.type}`).waitFor();
  await viewer
    .getByRole('heading', { level: 1, name: 'Select your offer' })
    .waitFor({ timeout: 10000 });
  await bar.getByText(/Path: \/account\/heloc\/[0-9a-f-]{36}\/product\/select/).waitFor();
  expect(await bar.getByRole('button', { name: 'Next action' }).isDisabled()).toBe(true);
  await expectAxeClean(viewer, 'replay-page-last-action');

  // And back: the step's screen goes as the replay goes before the routing.
  await bar.getByRole('button', { name: 'First' }).click();
  await viewer
    .getByRole('heading', { level: 1, name: 'Select your offer' })
    .waitFor({ state: 'detached', timeout: 10000 });
  await viewer.waitForTimeout(500);

  // The Redux DevTools file replays here too, to the same step and the same routing.
  await viewer.getByLabel('Load action log').setInputFiles({
    name: 'devtools.json',
    mimeType: 'application/json',
    buffer: Buffer.from(devtoolsFile),
  });
  await bar.getByText(/^devtools\.json \(a Redux DevTools export\): \d+ actions$/).waitFor();
  await bar.getByRole('button', { name: 'Last' }).click();
  await viewer
    .getByRole('heading', { level: 1, name: 'Select your offer' })
    .waitFor({ timeout: 10000 });
  await bar.getByText(/Routing: .+ to \/account\/heloc\/[0-9a-f-]{36}\/product\/select/).waitFor();
  expect(sent).toEqual([]);
  expect(new URL(viewer.url()).search).toBe('?replay');
  expect(errors).toEqual([]);
  expect(viewerErrors).toEqual([]);
  await context.close();
});

// --- The developer login toolbar -------------------------------------------------------------

/**
 * The developer login toolbar (docs/supporting-areas.md): in the development
 * build, a region "Developer login" on every app page, collapsed by default, that signs in with
 * Email and Password (or a JWT) and opens /{uuid} of the first active HELOC; a production build
 * holds none of it, not even its words. The development build is served as `npm start` serves it
 * (the server above).
 */
const DIST = path.resolve(__dirname, '../../dist');
const TITLE = 'Developer login';
const FAILED = 'Something unexpected happened logging you in';

const toolbarOf = (page: Page) => page.getByRole('region', { name: TITLE });

/** Every text file the production build wrote (dist/, recursively): scripts, styles, maps, page. */
function productionFiles(): string[] {
  return readdirSync(DIST, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(js|css|map|html)$/.test(file))
    .map((file) => path.join(DIST, file));
}

test('the development build shows the toolbar collapsed on an app page and a refused log in at a phone width, then at a desktop width logs in to the first active HELOC', async () => {
  const applicant = await server.createApplicant({ state: 'LIEN_VERIFICATION' });
  const { context, page, errors } = await browser.newPage({ viewport: 'phone' });
  await page.goto(`${server.origin}/account/heloc/heloc-signer/login`);
  await heading(page);

  const toolbar = toolbarOf(page);
  await toolbar.waitFor({ timeout: 30000 });
  const toggle = toolbar.getByRole('button', { name: TITLE });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await toolbar.getByLabel('Email').count()).toBe(0);
  await expectAxeClean(page);

  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await toolbar.getByRole('button', { name: 'Use token' }).waitFor();
  await expect(toolbar.getByLabel('JWT').count()).resolves.toBe(1);

  // A wrong password: the documented message, in the form's error summary.
  await toolbar.getByLabel('Email').fill(applicant.email);
  await toolbar.getByLabel('Password').fill('not-the-password');
  await toolbar.getByRole('button', { name: 'Log in' }).click();
  await toolbar.getByText(FAILED).waitFor();
  expect(new URL(page.url()).pathname).toBe('/account/heloc/heloc-signer/login');
  await toolbar.scrollIntoViewIfNeeded();
  await expectAxeClean(page, 'dev-toolbar-failed-phone');

  // The same page at a desktop width; the right password there: the page loads afresh at the
  // applicant's (first active) HELOC. Logging in is the same at every width, so proven at one
  // (docs/testing.md: a browser test's widths and organisations).
  await showAt(page, 'desktop');
  await expectAxeClean(page, 'dev-toolbar-failed-desktop');
  await toolbar.getByLabel('Password').fill(applicant.password);
  await toolbar.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(
    (url) => url.pathname === `/account/heloc/${applicant.applicationUuid}/liens`,
    { timeout: 30000 },
  );
  expect(await heading(page)).toBe('Review the liens on your property');
  // The toolbar is on this page too, collapsed again.
  await toolbarOf(page).waitFor();
  expect(
    await toolbarOf(page).getByRole('button', { name: TITLE }).getAttribute('aria-expanded'),
  ).toBe('false');
  await expectAxeClean(page, 'dev-toolbar-signed-in-desktop');
  expect(errors).toEqual([]);
  await context.close();
});

describe('the production build', () => {
  test('holds none of the toolbar: no code, no words, no styles', () => {
    const files = productionFiles();
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(5);
    // Case-insensitive, in the scripts, the stylesheets, the page and the source maps.
    const words = [TITLE, FAILED, 'Use token', 'dev-login'].map((word) => word.toLowerCase());
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8').toLowerCase();
      return words
        .filter((word) => text.includes(word))
        .map((word) => `${path.relative(DIST, file)}: ${word}`);
    });
    expect(found).toEqual([]);
  });
});
