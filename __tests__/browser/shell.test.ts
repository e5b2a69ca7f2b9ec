import type { Page } from 'playwright-core';
import {
  BASE,
  expectAxeClean,
  expectNoSidewaysScroll,
  heading,
  screenshot,
  useBrowser,
} from './support/browser';
import { expectFooterOnStep } from './support/footer';
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

describe.each(['main', 'partner'] as const)('the %s organisation', (org) => {
  describe.each(['phone', 'desktop'] as const)('at a %s width', (viewport) => {
    // One tab for the three pages, in this order: the error page, which refuses the screens'
    // code, comes last.
    let opened: Awaited<ReturnType<typeof openAs>>;
    beforeAll(async () => {
      opened = await openAs(org, viewport);
    });
    afterAll(() => opened.context.close());

    test('the shell on a step, and its footer', async () => {
      const { page, app, errors } = opened;
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
        // A new applicant has none: said in sentence case, as the rest of the app.
        await page.getByText('No notifications', { exact: true }).waitFor();
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
      // The step's footer, on the same page.
      await expectFooterOnStep(page, org, viewport);
      expect(errors).toEqual([]);
    });

    test('the maintenance page', async () => {
      const { page, app } = opened;
      await control('PUT', `/__sandbox/flags/${MAINTENANCE}`, {
        flagEnabled: true,
        variables: { routes: JSON.stringify(['identity']), shouldShowDashboardLink: true },
      });
      try {
        await page.goto(app);
        await page.waitForURL(`${app}/identity`);
        // The step shows while the flag loads, and gives way to the maintenance page once it is
        // read (docs/supporting-areas.md#maintenance-page): the page's own heading is waited for.
        await page.getByRole('heading', { level: 1, name: 'Scheduled Maintenance' }).waitFor();
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
    });

    test('the general error page', async () => {
      const { page, app } = opened;
      // No screen's code can be fetched (chunks are named by their hash alone), and the reloads
      // are used up. The shell extras fail too, quietly.
      await page.route(/\/account\/heloc\/[0-9a-f]{6}\.js$/, (route) => route.abort());
      await page.evaluate(() => sessionStorage.setItem('dynamic_import_failure_retry_count', '5'));
      await page.goto(`${app}/bank/confirm`);
      expect(await heading(page)).toBe('Sorry, looks like we have hit a snag!');
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      await page.getByRole('button', { name: 'Go to dashboard' }).waitFor();
      await expectAxeClean(page, `error-page-${org}-${viewport}`);
    });
  });
});

/** WCAG's contrast ratio of two sRGB colours given as [r, g, b] (0-255). */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, bl] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/**
 * The focus ring of the focused element as it shows: the outline of the element or the nearest
 * ancestor that draws one, its colour faded by the opacity of everything it sits in, and the
 * background behind it.
 */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    let ring: Element | null = document.activeElement;
    for (let i = 0; ring && i < 3; i += 1, ring = ring.parentElement) {
      const style = getComputedStyle(ring);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) break;
    }
    if (!ring) return null;
    let opacity = 1;
    for (let e: Element | null = ring; e; e = e.parentElement) {
      opacity *= Number(getComputedStyle(e).opacity);
    }
    let background = [255, 255, 255];
    for (let e: Element | null = ring.parentElement; e; e = e.parentElement) {
      const colour = rgb(getComputedStyle(e).backgroundColor);
      if (colour.length === 3 || colour[3] === 1) {
        background = colour.slice(0, 3);
        break;
      }
    }
    const outline = rgb(getComputedStyle(ring).outlineColor).slice(0, 3);
    return {
      shown: outline.map((c, i) => opacity * c + (1 - opacity) * background[i]!),
      background,
    };
  });

test("check your answers at a phone width: who applies, one format per figure, the way back from a change, a locked box's focus ring", async () => {
  const { context, page, app, errors } = await browser.signedInPage(
    { state: 'APP_SUBMISSION' },
    { viewport: 'phone' },
  );
  await page.goto(`${app}/start/app-summary`);
  await page.getByRole('button', { name: 'Submit application' }).waitFor({ timeout: 20000 });
  const value = (label: string) =>
    page
      .locator('.check-answers__row')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('.check-answers__value')
      .innerText();

  // Who is applying, as the registration asked.
  await page.getByRole('heading', { level: 2, name: 'About you' }).waitFor();
  expect(await value('Name')).toMatch(/^\S+ .*\S$/);
  expect(await value('Date of birth')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(await value('Email address')).toMatch(/@/);
  expect(await value('Phone number')).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);

  // The line amount in whole dollars wherever it is shown; the payment with cents.
  const amount = await value('Line amount');
  expect(amount).toMatch(/^\$[\d,]+$/);
  const panel = page.getByRole('complementary', { name: 'Application progress' });
  await panel.getByText('Your offer details').waitFor();
  const panelFigure = (term: string) =>
    panel
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]')
      .innerText();
  expect(await panelFigure('Initial draw')).toBe(amount);
  expect(await panelFigure('Monthly payment')).toMatch(/^\$[\d,]+\.\d{2}$/);
  expect(await panelFigure('Monthly payment')).toBe(await value('Monthly payment'));
  const documents = (await page.locator('.document-viewer').allInnerTexts()).join('\n');
  expect(documents).toContain(`You chose a line of ${amount} `);
  // A percentage is one word: its sign never stands apart, to wrap onto a line of its own.
  expect(documents).toMatch(/\d%/);
  expect(documents).not.toMatch(/\d %/);

  // A locked acceptance box (its document not read to the end) shows its focus ring at 3:1.
  const viewer = page.locator('.document-viewer').first();
  const box = page.getByRole('checkbox', { name: /I have read and accept/ }).first();
  expect(await box.getAttribute('aria-disabled')).toBe('true');
  await viewer.focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('checkbox');
  const locked = (await focusRing(page))!;
  expect(contrast(locked.shown, locked.background)).toBeGreaterThanOrEqual(3);
  await screenshot(page, 'summary-phone-locked-box-focused');
  // Read to the end, the box opens; its ring still meets 3:1.
  await viewer.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await page.waitForFunction(
    () =>
      !document
        .querySelector('.disclosure__accept input[type="checkbox"]')
        ?.hasAttribute('aria-disabled'),
  );
  await viewer.focus();
  await page.keyboard.press('Tab');
  const open = (await focusRing(page))!;
  expect(contrast(open.shown, open.background)).toBeGreaterThanOrEqual(3);

  // Change the offer, then think better of it: the way back to the summary is beside the button.
  await page.getByRole('link', { name: 'Change Line amount' }).click();
  await page.waitForURL(`${app}/product/select?change=app-summary`);
  await page.getByRole('button', { name: 'Select offer' }).waitFor({ timeout: 20000 });
  await screenshot(page, 'summary-phone-change-offer');
  await page.getByRole('link', { name: 'Back to check your answers' }).click();
  await page.waitForURL(`${app}/start/app-summary`);
  await page.getByRole('button', { name: 'Submit application' }).waitFor({ timeout: 20000 });
  expect(errors).toEqual([]);
  await context.close();
});
