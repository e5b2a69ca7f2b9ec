import type { Page } from 'playwright-core';
import { expectAxeClean, signInOnLoginPage, useBrowser, waitForHeading } from './support/browser';
import { clearFaults, control, injectFault } from './support/sandbox';
import { choose } from './support/steps';

/**
 * Nothing typed is lost (docs/requests.md#drafts, #offline): a reload, a session that ends on the
 * send, a connection that drops. Secrets never reach the browser's storage.
 */
const browser = useBrowser();

afterEach(() => clearFaults());

const OFFER = 'Select your offer';

/** The offer chosen on product/select: 42,000 over 15 years. */
async function chooseOffer(page: Page) {
  await page.getByLabel(/^Amount/).fill('42000');
  await choose(page, /^Term/, /^15 years$/);
  // Kept as a draft once the drafts' code is in (it loads as the borrower starts typing).
  await page.waitForFunction(() =>
    /"term":"15"/.test(sessionStorage.getItem('heloc_drafts') ?? ''),
  );
}

async function expectOfferKept(page: Page) {
  await page.getByLabel(/^Amount/).waitFor();
  await page.waitForFunction(
    () =>
      (document.querySelector('input[name="amount"]') as HTMLInputElement | null)?.value ===
      '42,000',
    undefined,
    { timeout: 10000 },
  );
  expect(await page.getByLabel(/^Amount/).inputValue()).toBe('42,000');
  expect(
    await page
      .getByRole('group', { name: /^Term/ })
      .getByRole('radio', { name: '15 years' })
      .isChecked(),
  ).toBe(true);
}

/** Everything in the page's storage, as text. */
const allStorage = (page: Page) =>
  page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));

test('a reload keeps the offer chosen and the HMDA answers', async () => {
  const { app, context, page, errors, applicant } = await browser.signedInPage({
    state: 'OFFER_SELECTION',
  });
  await page.goto(`${app}/product/select`);
  await waitForHeading(page, OFFER);
  await chooseOffer(page);
  await page.reload();
  await waitForHeading(page, OFFER);
  await expectOfferKept(page);

  // The same for the HMDA questions, checkboxes and texts.
  await control('PUT', `/__sandbox/applications/${applicant.applicationUuid}/script`, {
    states: ['HMDA'],
  });
  await page.goto(`${app}/start/hmda`);
  await waitForHeading(page, 'Government monitoring information');
  const race = page.getByRole('group', { name: 'Race', exact: true });
  await race.getByRole('checkbox', { name: 'Other Asian', exact: true }).check();
  await page.getByLabel('Asian race (optional)').fill('Hmong');
  await page.waitForFunction(() => /Hmong/.test(sessionStorage.getItem('heloc_drafts') ?? ''));
  await page.reload();
  await waitForHeading(page, 'Government monitoring information');
  await page.getByLabel('Asian race (optional)').waitFor();
  expect(await page.getByLabel('Asian race (optional)').inputValue()).toBe('Hmong');
  expect(await race.getByRole('checkbox', { name: 'Other Asian', exact: true }).isChecked()).toBe(
    true,
  );
  expect(errors).toEqual([]);
  await context.close();
});

test('a session that ends on "Select offer" comes back to the offer, as chosen, after signing in', async () => {
  const { app, context, page, applicant } = await browser.signedInPage({
    state: 'OFFER_SELECTION',
  });
  await page.goto(`${app}/product/select`);
  await waitForHeading(page, OFFER);
  await chooseOffer(page);
  await injectFault({
    method: 'PUT',
    path: `/service-application/api/v1/application/heloc/${applicant.applicationUuid}/offer`,
    kind: '401',
    times: 1,
  });
  await page.getByRole('button', { name: 'Select offer' }).click();
  await signInOnLoginPage(page, applicant.email, applicant.password);
  await page.waitForURL(`${app}/product/select`, { timeout: 20000 });
  await waitForHeading(page, OFFER);
  await expectOfferKept(page);
  await context.close();
});

test('offline, the send says the connection is down and keeps the form; back online one press sends it', async () => {
  const { app, context, page } = await browser.signedInPage({ state: 'OFFER_SELECTION' });
  await page.goto(`${app}/product/select`);
  await waitForHeading(page, OFFER);
  await chooseOffer(page);

  await context.setOffline(true);
  const offline = page.getByText(
    'You are offline, so nothing can be sent. What you entered is kept here: once you are back online, press "Select offer".',
  );
  await offline.waitFor();
  await page.getByRole('button', { name: 'Select offer' }).click();
  await page.getByRole('button', { name: 'Select offer' }).waitFor();
  await offline.waitFor();
  expect(await page.locator('.error-summary').count()).toBe(0);
  await expectOfferKept(page);
  await expectAxeClean(page, 'offline-send');

  await context.setOffline(false);
  await page.getByText('You are back online. Press "Select offer" to send again.').waitFor();
  await page.getByRole('button', { name: 'Select offer' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/product/select'), { timeout: 30000 });
  await context.close();
});

test('after a reload on start/contact with an SSN typed, no storage holds it; the form asks for it again', async () => {
  const { app, context, page } = await browser.signedInPage({ state: 'COLLECT_ADDITIONAL_INFO' });
  await page.goto(`${app}/start/contact`);
  const ssn = page.getByLabel(/Social Security number/i);
  await ssn.waitFor({ timeout: 20000 });
  await choose(page, /How do you own this property/i, /sole/i);
  await ssn.fill('123-45-6789');
  // Kept as a draft once the drafts' code is in: the answers, and that an SSN was typed.
  await page.waitForFunction(() =>
    /"withheld":\["ssn"\]/.test(sessionStorage.getItem('heloc_drafts') ?? ''),
  );
  expect(await allStorage(page)).not.toMatch(/6789/);
  await page.reload();
  await ssn.waitFor({ timeout: 20000 });
  await page
    .getByText(
      'We kept your answers, but for your security not your Social Security number: please enter it again.',
    )
    .waitFor();
  expect(await ssn.inputValue()).toBe('');
  expect(await allStorage(page)).not.toMatch(/6789/);
  await context.close();
});

test('two tabs on the same step: the second send shows its own outcome', async () => {
  const { app, context, page } = await browser.signedInPage({ state: 'OFFER_SELECTION' });
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto(`${app}/product/select`);
    await waitForHeading(tab, OFFER);
  }
  await page.getByRole('button', { name: 'Select offer' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/product/select'), { timeout: 30000 });
  const moved = new URL(page.url()).pathname;
  // The second send is a change of the offer, which the lender takes; its tab moves on to where
  // the routing then sends the borrower, as the first did.
  await other.getByRole('button', { name: 'Select offer' }).click();
  await other.waitForURL((url) => url.pathname === moved, { timeout: 30000 });
  await context.close();
});
