import { expectAxeClean, screenshot, useBrowser, waitForHeading } from './support/browser';
import { AUTOPAY_ACCOUNT_TO_ENTER, control, requestsFromNow } from './support/sandbox';

/**
 * The destinations the routing tables name only as destinations (merchant/review,
 * merchant/lien-attestation, bank/autopay-manual) are real screens: an applicant sent there
 * settles on the page (no loop back through the application route), and the page's call moves
 * them on, in a real browser against the sandbox lender.
 */
const browser = useBrowser();

/**
 * An applicant made with `body`, signed in on a page of their own, opening their application:
 * the routing settles on `step`, titled `title`.
 */
async function routedTo(body: object, step: string, title: string) {
  const opened = await browser.signedInPage(body);
  await opened.page.goto(opened.app);
  await opened.page.waitForURL(`${opened.app}/${step}`, { timeout: 15000 });
  await waitForHeading(opened.page, title);
  return opened;
}

test('condition MERCHANT_REVIEWED settles on the lien attestation, which moves on to signing', async () => {
  const since = await requestsFromNow();
  const { applicant, app, context, page, errors } = await routedTo(
    { state: null, status: { condition: 'MERCHANT_REVIEWED' } },
    'merchant/lien-attestation',
    'Confirm the liens on your property',
  );
  // Settled: no more status reads or moves once the page shows (the loop this replaced read the
  // status 14 times and changed location 28 times before a cap stopped it).
  await page.waitForTimeout(1500);
  const statusReads = (await since.all()).filter((r) => r.path.endsWith('/status'));
  expect(statusReads.length).toBeLessThanOrEqual(3);
  expect(page.url()).toBe(`${app}/merchant/lien-attestation`);
  await expectAxeClean(page, 'merchant-lien-attestation');

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
  const { app, context, page, errors } = await routedTo(
    { state: null, status: { condition: 'MERCHANT_REVIEW' } },
    'merchant/review',
    'Your application is with the merchant for review',
  );
  await expectAxeClean(page, 'merchant-review');

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
  const { applicant, app, context, page, errors } = await routedTo(
    AUTOPAY_ACCOUNT_TO_ENTER,
    'bank/autopay-manual',
    'Enter your autopay account',
  );
  await expectAxeClean(page);

  await page.getByLabel('Routing number').fill('123456789');
  await page.getByLabel('Account number', { exact: true }).fill('000123454321');
  await page.getByLabel('Confirm account number').fill('000123454321');
  await page.getByLabel('Checking').check();
  await page.getByRole('checkbox', { name: /^I authorize .* ending in 4321/ }).check();
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
