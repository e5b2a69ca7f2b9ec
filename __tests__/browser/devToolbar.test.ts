import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BASE, expectAxeClean, heading, useBrowser } from './support/browser';
import { useDevelopmentServer } from './support/developmentServer';

/**
 * The developer login toolbar (docs/supporting-areas.md): in the development
 * build, a region "Developer login" on every app page, collapsed by default, that signs in with
 * Email and Password (or a JWT) and opens /{uuid} of the first active HELOC; a production build
 * holds none of it, not even its words. The development build is served as `npm start` serves it
 * (as devServer.test.ts does: its own process, port and data folder).
 */
const browser = useBrowser();
const server = useDevelopmentServer('heloc-dev-toolbar');
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

describe.each(['phone', 'desktop'] as const)('the development build at a %s width', (viewport) => {
  test('shows the toolbar collapsed on an app page, and logs in to the first active HELOC', async () => {
    const applicant = await server.createApplicant({ state: 'LIEN_VERIFICATION' });
    const { context, page, errors } = await browser.newPage({ viewport });
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
    await expectAxeClean(page, `dev-toolbar-failed-${viewport}`);

    // The right one: the page loads afresh at the applicant's (first active) HELOC.
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
    await expectAxeClean(page, `dev-toolbar-signed-in-${viewport}`);
    expect(errors).toEqual([]);
    await context.close();
  });
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

  test('shows no toolbar on an app page', async () => {
    const { context, page } = await browser.newPage({ viewport: 'desktop' });
    await page.goto(`${BASE}/heloc-signer/login`);
    await heading(page);
    // The page has settled (its footer is in): still no toolbar.
    await page.getByRole('contentinfo').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await toolbarOf(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: TITLE }).count()).toBe(0);
    await context.close();
  });
});
