import {
  BASE,
  expectAxeClean,
  expectNoSidewaysScroll,
  heading,
  useBrowser,
} from './support/browser';
import { control } from './support/sandbox';

/**
 * The shell for every partner brand: a step, the general error page
 * and the maintenance page, at a phone width and a desktop width, for the main and a partner
 * organisation. Screenshots land in test-results/screenshots; axe must find nothing.
 */
const browser = useBrowser();

const MAINTENANCE = 'fe-heloc-maintenance';

async function openAs(org: string, viewport: 'phone' | 'desktop', state = 'IDENTITY_VERIFICATION') {
  const opened = await browser.signedInPage({ org, state }, { viewport });
  // The organisation of a page load is chosen once and sticks for the browser.
  await opened.page.goto(`${BASE}/register?org=${org}`);
  await heading(opened.page);
  return opened;
}

describe.each(['main', 'partner'])('the %s organisation', (org) => {
  describe.each(['phone', 'desktop'] as const)('at a %s width', (viewport) => {
    test('the shell on a step', async () => {
      const { context, page, app, errors } = await openAs(org, viewport);
      await page.goto(app);
      await page.waitForURL(`${app}/identity`);
      expect(await heading(page)).toBe('Verify your identity');
      await page.getByRole('heading', { name: 'Application progress' }).waitFor();
      expect(await page.locator('[aria-current="step"]').innerText()).toContain('Verify Identity');
      await expectNoSidewaysScroll(page);
      await expectAxeClean(page, `shell-${org}-${viewport}`);

      if (viewport === 'desktop') {
        await page.getByRole('button', { name: /^Notifications/ }).click();
        await page.getByRole('heading', { name: 'Notifications' }).waitFor();
        await expectAxeClean(page);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('button', { name: 'Go to dashboard' }).waitFor();
        await expectAxeClean(page, `shell-${org}-${viewport}-account-menu`);
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        await expectAxeClean(page, `shell-${org}-${viewport}-menu`);
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
      await expectAxeClean(page, `error-page-${org}-${viewport}`);
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
        await expectAxeClean(page, `maintenance-${org}-${viewport}`);
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
