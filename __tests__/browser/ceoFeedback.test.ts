import type { Locator, Page } from 'playwright-core';
import { expectAxeClean, expectCleanAtEachWidth, heading, useBrowser } from './support/browser';
import { clearFaults, injectFault, requestsFromNow } from './support/sandbox';

/**
 * "Share your thoughts with our CEO" (docs/supporting-areas.md): opened from the profile menu on
 * an application step at a phone width, each state of it looked at at the desktop's too, then
 * from the footer's button. The documented messages show in the dialog; a send the lender fails
 * (a fault injected through the control API) keeps every value and says what happened; sending
 * again reaches the lender with the feedback entity, closes the dialog and says so. Production
 * build against the sandbox.
 */
const browser = useBrowser();

const FEEDBACK_PATH = '/service-profile/api/v1/feedback/ceo';
const TITLE = 'Share your thoughts with our CEO';
const MESSAGE = 'Uploading my paystub took two tries; the rest was easy.';

/** The error summary's field links, in order. */
const summaryLinks = (page: Page) =>
  page.locator('[role="dialog"] .error-summary a').allInnerTexts();

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

afterEach(() => clearFaults());

test('from the profile menu: messages, a failed send, then a sent one; from the footer button, the same dialog and focus back to the button', async () => {
  const { applicant, app, context, page, errors } = await browser.signedInPage(
    { state: 'IDENTITY_VERIFICATION' },
    { viewport: 'phone' },
  );
  await page.goto(app);
  await page.waitForURL(`${app}/identity`);
  expect(await heading(page)).toBe('Verify your identity');

  const menuButton = page.getByRole('button', { name: 'Account menu' });
  await menuButton.click();
  // The menu's own entry (the footer has a button of the same name).
  await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: TITLE }).click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await dialog.waitFor();
  expect(await isFocused(dialog.getByRole('heading', { name: TITLE }))).toBe(true);
  // The menu closed behind it.
  expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
  await expectCleanAtEachWidth(page);

  // Nothing chosen: each question says what it needs.
  await dialog.getByRole('button', { name: 'Send' }).click();
  await dialog.getByRole('heading', { name: 'There is a problem' }).waitFor();
  expect(await summaryLinks(page)).toEqual([
    'Choose what your feedback is about',
    'Enter your feedback',
    'Tell us whether we may contact you',
  ]);
  await page.waitForFunction(() => document.activeElement?.classList.contains('error-summary'));
  await expectCleanAtEachWidth(page, 'ceo-feedback-required');

  // Too short, then too long (pasted in: the box itself does not cut it off).
  await dialog.getByRole('radio', { name: 'Improve our product' }).check();
  await dialog.getByRole('radio', { name: 'No' }).check();
  const box = dialog.getByRole('textbox', { name: 'Message' });
  await box.fill('Too short');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expectSummary(page, ['Must be at least 10 characters']);
  await box.fill('x'.repeat(1001));
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expectSummary(page, ['Must be at most 1000 characters']);
  expect(await box.getAttribute('aria-invalid')).toBe('true');

  // The lender fails the send: the error shows in the dialog and every value stays.
  await box.fill(MESSAGE);
  const lender = await requestsFromNow();
  await injectFault({ method: 'POST', path: FEEDBACK_PATH, kind: '500', times: 1 });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await dialog.getByText('Internal server error.').waitFor();
  expect(await summaryLinks(page)).toEqual([]);
  expect(await dialog.getByRole('radio', { name: 'Improve our product' }).isChecked()).toBe(true);
  expect(await box.inputValue()).toBe(MESSAGE);
  expect(await dialog.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
  await expectCleanAtEachWidth(page, 'ceo-feedback-failed');

  // Sent again: the lender has it, the dialog closes, a status message says so.
  await dialog.getByRole('button', { name: 'Send' }).click();
  await dialog.waitFor({ state: 'detached' });
  const status = page.getByRole('status').filter({ hasText: 'Your feedback was sent' });
  await status.waitFor();
  await expectCleanAtEachWidth(page, 'ceo-feedback-sent');
  expect(await isFocused(menuButton)).toBe(true);

  const posts = await lender.to('POST', FEEDBACK_PATH);
  expect(posts.map((post) => post.status)).toEqual([500, 200]);
  expect(posts[1]!.body).toEqual({
    applicationUuid: applicant.applicationUuid,
    message: MESSAGE,
    topic: 'IMPROVE_OUR_PRODUCT',
    marketingConsent: false,
    pathname: `/account/heloc/${applicant.applicationUuid}/identity`,
    productType: 'HELOC',
  });

  // From the footer button: the same dialog, and Escape gives focus back to the button.
  const button = page.getByRole('contentinfo').getByRole('button', { name: TITLE });
  await button.click();
  await dialog.getByRole('textbox', { name: 'Message' }).waitFor();
  await expectAxeClean(page);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await isFocused(button)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

async function expectSummary(page: Page, links: string[]) {
  await page.waitForFunction(
    (expected) =>
      JSON.stringify(
        [...document.querySelectorAll('[role="dialog"] .error-summary a')].map((a) =>
          a.textContent?.trim(),
        ),
      ) === JSON.stringify(expected),
    links,
  );
  expect(await summaryLinks(page)).toEqual(links);
}
