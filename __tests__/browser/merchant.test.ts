import type { Page } from 'playwright-core';
import { axeViolations, BASE, screenshot, useBrowser, watchPageErrors } from './support/browser';
import { control, lastSeq, requestsSince } from './support/sandbox';

/**
 * The destinations spec 1 names only in its routing tables (merchant/review,
 * merchant/lien-attestation, bank/autopay-manual) are real screens: an applicant sent there
 * settles on the page (no loop back through the application route), and the page's call moves
 * them on, in a real browser against the sandbox lender.
 */
const browser = useBrowser();

const h1 = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15000 });

test('condition MERCHANT_REVIEWED settles on the lien attestation, which moves on to signing', async () => {
  const { applicant, context, page } = await browser.signedInPage({
    state: null,
    status: { condition: 'MERCHANT_REVIEWED' },
  });
  const errors = watchPageErrors(page);
  const app = `${BASE}/${applicant.applicationUuid}`;
  const since = await lastSeq();

  await page.goto(app);
  await page.waitForURL(`${app}/merchant/lien-attestation`, { timeout: 15000 });
  await h1(page, 'Confirm the liens on your property');
  // Settled: no more status reads or moves once the page shows (the loop this replaced read the
  // status 14 times and changed location 28 times before a cap stopped it).
  await page.waitForTimeout(1500);
  const statusReads = (await requestsSince(since)).filter((r) => r.path.endsWith('/status'));
  expect(statusReads.length).toBeLessThanOrEqual(3);
  expect(page.url()).toBe(`${app}/merchant/lien-attestation`);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'merchant-lien-attestation');

  // Submitting without the confirmation shows the message; with it, the routing moves on.
  await page.getByRole('button', { name: 'Confirm liens' }).click();
  await page.getByText('Confirm the liens on your property to continue').first().waitFor();
  await page.getByLabel('I confirm the liens listed are complete and correct').check();
  await page.getByRole('button', { name: 'Confirm liens' }).click();
  await page.waitForURL(`${app}/signing/intro`, { timeout: 15000 });
  const stored = await control<{ status: { condition?: string } }>(
    'GET',
    `/__sandbox/applications/${applicant.applicationUuid}`,
  );
  expect(stored.status.condition).toBe('LIEN_ATTESTED');
  expect(errors).toEqual([]);
  await context.close();
});

test('the merchant review page waits, then the merchant finishes and the applicant moves on', async () => {
  const { applicant, context, page } = await browser.signedInPage({
    state: null,
    status: { condition: 'MERCHANT_REVIEW' },
  });
  const errors = watchPageErrors(page);
  const app = `${BASE}/${applicant.applicationUuid}`;

  await page.goto(app);
  await page.waitForURL(`${app}/merchant/review`, { timeout: 15000 });
  await h1(page, 'Your application is with the merchant for review');
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'merchant-review');

  // The sandbox's merchant finishes after two status reads; "Check again" asks the routing.
  for (let i = 0; i < 3 && page.url().endsWith('/merchant/review'); i += 1) {
    await page.getByRole('button', { name: 'Check again' }).click();
    await page.waitForTimeout(1000);
  }
  await page.waitForURL(`${app}/merchant/lien-attestation`, { timeout: 15000 });
  expect(errors).toEqual([]);
  await context.close();
});

test('an applicant whose disbursement account failed verification enters an autopay account', async () => {
  const { applicant, context, page } = await browser.signedInPage({
    state: null,
    status: { giactAccountStatus: 'FAILED_VERIFICATION' },
    application: {
      payType: 'AUTOPAY',
      autopayAccount: null,
      disburseAccount: { uuid: 'acct-1', routingNumber: '121000358', mask: '6789' },
    },
  });
  const errors = watchPageErrors(page);
  const app = `${BASE}/${applicant.applicationUuid}`;

  await page.goto(app);
  await page.waitForURL(`${app}/bank/autopay-manual`, { timeout: 15000 });
  await h1(page, 'Enter your autopay account');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Routing number').fill('123456789');
  await page.getByLabel('Account number', { exact: true }).fill('000123454321');
  await page.getByLabel('Confirm account number').fill('000123454321');
  await page.getByLabel('Checking').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // A bad routing number is caught before sending, and everything typed stays.
  await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
  expect(await page.getByLabel('Account number', { exact: true }).inputValue()).toBe(
    '000123454321',
  );
  await screenshot(page, 'bank-autopay-manual-error');

  await page.getByLabel('Routing number').fill('121000358');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${app}/identity`, { timeout: 15000 });
  const stored = await control<{ application: { autopayAccount?: { mask?: string } } }>(
    'GET',
    `/__sandbox/applications/${applicant.applicationUuid}`,
  );
  expect(stored.application.autopayAccount?.mask).toBe('4321');
  expect(JSON.stringify(stored)).not.toContain('000123454321');
  expect(errors).toEqual([]);
  await context.close();
});
