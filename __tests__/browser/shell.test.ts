import type { BrowserContext, Page } from 'playwright-core';
import {
  axeViolations,
  BASE,
  heading,
  screenshot,
  useBrowser,
  VIEWPORTS,
  watchPageErrors,
} from './support/browser';
import { control, createApplicant } from './support/sandbox';

/**
 * The shell for every partner brand (spec 1 sections 2.4-2.6, 8): a step, the general error page
 * and the maintenance page, at a phone width and a desktop width, for the main and a partner
 * organisation. Screenshots land in test-results/screenshots; axe must find nothing.
 */
const browser = useBrowser();

const MAINTENANCE = 'fe-heloc-maintenance';

async function openAs(
  org: string,
  viewport: keyof typeof VIEWPORTS,
  state = 'IDENTITY_VERIFICATION',
) {
  const applicant = await createApplicant({ org, state });
  const context: BrowserContext = await browser.newContext({
    jwt: applicant.jwt,
    viewport: VIEWPORTS[viewport],
  });
  const page: Page = await context.newPage();
  // The organisation of a page load is chosen once and sticks for the browser.
  await page.goto(`${BASE}/register?org=${org}`);
  await heading(page);
  return { applicant, context, page, app: `${BASE}/${applicant.applicationUuid}` };
}

describe.each(['main', 'partner'])('the %s organisation', (org) => {
  describe.each(['phone', 'desktop'] as const)('at a %s width', (viewport) => {
    test('the shell on a step', async () => {
      const { context, page, app } = await openAs(org, viewport);
      const errors = watchPageErrors(page);
      await page.goto(app);
      await page.waitForURL(`${app}/identity`);
      expect(await heading(page)).toBe('Verify your identity');
      await page.getByRole('heading', { name: 'Application progress' }).waitFor();
      expect(await page.locator('[aria-current="step"]').innerText()).toContain('Verify Identity');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS[viewport].width,
      );
      await screenshot(page, `shell-${org}-${viewport}`);
      expect(await axeViolations(page)).toEqual([]);

      if (viewport === 'desktop') {
        await page.getByRole('button', { name: /^Notifications/ }).click();
        await page.getByRole('heading', { name: 'Notifications' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('button', { name: 'Go to dashboard' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `shell-${org}-${viewport}-account-menu`);
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `shell-${org}-${viewport}-menu`);
        await page.keyboard.press('Escape');
      }
      expect(errors).toEqual([]);
      await context.close();
    });

    test('the general error page', async () => {
      const { context, page, app } = await openAs(org, viewport);
      // No screen's code can be fetched (chunks are named by their hash alone), and the reloads
      // are used up. The shell extras fail too, quietly.
      await page.route(/\/account\/heloc\/[0-9a-f]{8}\.js$/, (route) => route.abort());
      await page.evaluate(() => sessionStorage.setItem('dynamic_import_failure_retry_count', '5'));
      await page.goto(`${app}/bank/confirm`);
      expect(await heading(page)).toBe('Sorry, looks like we have hit a snag!');
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      await page.getByRole('button', { name: 'Go to dashboard' }).waitFor();
      await screenshot(page, `error-page-${org}-${viewport}`);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });

    test('the maintenance page', async () => {
      const { context, page, app } = await openAs(org, viewport);
      await control('PUT', `/__sandbox/flags/${MAINTENANCE}`, {
        flagEnabled: true,
        variables: { routes: JSON.stringify(['identity']), shouldShowDashboardLink: true },
      });
      try {
        await page.goto(app);
        await page.waitForURL(`${app}/identity`);
        expect(await heading(page)).toBe('Scheduled Maintenance');
        await page
          .getByText(
            'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
          )
          .waitFor();
        await page
          .getByRole('link', { name: /dashboard/i })
          .first()
          .waitFor();
        await screenshot(page, `maintenance-${org}-${viewport}`);
        expect(await axeViolations(page)).toEqual([]);
        // Only on the listed routes.
        await page.goto(`${app}/bank/confirm`);
        expect(await heading(page)).toBe('Confirm your bank account');
      } finally {
        await control('PUT', `/__sandbox/flags/${MAINTENANCE}`, {
          flagEnabled: false,
          variables: {},
        });
      }
      await context.close();
    });
  });
});
