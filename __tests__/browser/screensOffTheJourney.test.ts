import type { Page } from 'playwright-core';
import { BASE, looksAtEachWidth, SANDBOX_URL, useBrowser, waitForHeading } from './support/browser';
import { pdfFile } from './support/files';
import { control, createApplicant } from './support/sandbox';
import { expectErrorSummaryFocused } from './support/steps';

/**
 * The screens the journey test does not walk through (docs/journey.md): the manual notary
 * (notary/schedule-manual, notary/reserve-manual), the Texas valuation (bpo/estimate-value,
 * bpo/condition) and a valuation elsewhere (bpo/order-bpo), insurance with flood
 * (insurance/requirements, insurance/upload) and income/employer-verification. Each applicant is
 * made at the right server state by the control API, then the screen is opened, looked at on a
 * phone and a desktop (screenshots, axe, no sideways scrolling) and acted through, in the
 * production build against the sandbox lender.
 */
const browser = useBrowser();

interface StoredApplication {
  state: string;
  status: Record<string, unknown>;
  profile: { addresses: { uuid: string; ownership?: string }[] };
  application: {
    documents: { type: string }[];
    requestedManualNotaryTime?: string | null;
    estimatedHomeValue?: number;
    employment?: { employerName: string; employerPhone: string };
    insurance?: { complete: boolean };
    loanNumber: string;
    amount: number;
    rescission: { timeZone: string } | null;
    funding?: { fundedAt: string; amount: number; accountLast4: string | null } | null;
  };
}

const stored = (uuid: string) =>
  control<StoredApplication>('GET', `/__sandbox/applications/${uuid}`);

/** A home in `state` (two-letter code), for the application's property. */
const homeIn = (state: string, city: string, zip: string) => ({
  property: { state, address: { street1: '418 Pecan Hollow Drive', city, state, zip } },
});

/**
 * A generated borrower made at `state` (with `extra` over what the walk there leaves), signed in
 * on a desktop-sized page of their own, with `look` and `found` (looksAtEachWidth) for its screens.
 */
async function borrowerAt(
  state: string,
  extra: { status?: Record<string, unknown>; application?: Record<string, unknown> } = {},
) {
  const opened = await browser.signedInPage({ state, ...extra }, { viewport: 'desktop' });
  return { ...opened, ...looksAtEachWidth('off-walk') };
}

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

test('a manual notary: a date and a time in the property’s zone, reserved and confirmed', async () => {
  const { applicant, app, page, errors, context, look, found } = await borrowerAt(
    'NOTARY_DISCLOSURE',
    {
      application: homeIn('CO', 'Denver', '80205'),
    },
  );

  await page.goto(`${app}/notary/intro`);
  const notary = page.getByRole('group', { name: /notary/i });
  await notary.waitFor({ timeout: 20000 });
  await notary.getByRole('radio', { name: /manual notary \(\$300\)/i }).check();
  await button(page, /^Continue$/i).click();

  await page.waitForURL(`${app}/notary/schedule-manual`, { timeout: 30000 });
  await waitForHeading(page, 'Schedule your notary appointment');
  const dates = page.getByRole('group', { name: /Choose a date/i });
  await dates.waitFor({ timeout: 20000 });
  await page
    .getByText(/Mountain Time/i)
    .first()
    .waitFor();
  // Nothing chosen: the date is asked for.
  await button(page, /^Reserve time$/i).click();
  await expectErrorSummaryFocused(page, [/Choose a date/i]);
  await dates.getByRole('radio').nth(1).check();
  const times = page.getByRole('group', { name: /Choose a time on/i });
  await times.waitFor();
  await look(page, 'notary-schedule-manual');
  const time = times.getByRole('radio').nth(2);
  const timeLabel = (
    await time.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '')
  ).trim();
  const dateLabel = (
    await dates
      .getByRole('radio')
      .nth(1)
      .evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '')
  ).trim();
  await time.check();
  await button(page, /^Reserve time$/i).click();

  await page.waitForURL(`${app}/notary/reserve-manual`, { timeout: 30000 });
  await waitForHeading(page, 'Your notary appointment is reserved');
  const appointment = page.locator('.notary-appointment');
  await appointment.waitFor({ timeout: 20000 });
  // The confirmation names the day and the time chosen, in the property's zone.
  const shown = (await appointment.innerText()).trim();
  expect(shown.startsWith(`${dateLabel}, `)).toBe(true);
  expect(shown.endsWith(` at ${timeLabel}`)).toBe(true);
  await page
    .getByText(/Mountain Time/i)
    .first()
    .waitFor();
  await look(page, 'notary-reserve-manual');

  const record = await stored(applicant.applicationUuid);
  expect(record.state).toBe('MANUAL_DEED_SIGNING');
  expect(record.application.requestedManualNotaryTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  expect(found).toEqual({});
  expect(errors).toEqual([]);
  await context.close();
});

test('Texas: an estimate of the home value, then the valuation Texas asks for, ordered', async () => {
  const { applicant, app, page, errors, context, look, found } = await borrowerAt('NO_AVM', {
    application: homeIn('TX', 'Austin', '78704'),
  });

  await page.goto(`${app}/bpo/estimate-value`);
  await waitForHeading(page, 'Estimate your home value');
  const estimate = page.getByLabel(/Estimated home value/i);
  await estimate.waitFor();
  await estimate.fill('12.50');
  await button(page, /^Continue$/i).click();
  await expectErrorSummaryFocused(page, [/./]);
  await look(page, 'bpo-estimate-value');
  await estimate.fill('640,000');
  await button(page, /^Continue$/i).click();

  await page.waitForURL(`${app}/bpo/condition`, { timeout: 30000 });
  await waitForHeading(page, 'A property valuation is required');
  await page.getByText(/Texas Constitution/i).waitFor();
  await page.getByText(/The valuation fee is \$/i).waitFor();
  await look(page, 'bpo-condition');
  await button(page, /^Order valuation$/i).click();

  await page.waitForURL(`${app}/bpo/hold`, { timeout: 30000 });
  await waitForHeading(page, 'Your property valuation is in progress');

  const record = await stored(applicant.applicationUuid);
  expect(record.state).toBe('BPO_PROCESSING');
  expect(record.status.bpo).toBe('ORDERED');
  expect(record.application.estimatedHomeValue).toBe(640000);
  expect(found).toEqual({});
  expect(errors).toEqual([]);
  await context.close();
});

test('a valuation outside Texas: order-bpo orders it', async () => {
  const { applicant, app, page, errors, context, look, found } = await borrowerAt('BPO_ORDER', {
    application: homeIn('CA', 'Sacramento', '95814'),
  });

  await page.goto(`${app}/bpo/order-bpo`);
  await waitForHeading(page, 'Order a property valuation');
  await page.getByText(/could not confirm the value of your home/i).waitFor();
  await look(page, 'bpo-order-bpo');
  await button(page, /^Order valuation$/i).click();
  await page.waitForURL(`${app}/bpo/hold`, { timeout: 30000 });
  expect((await stored(applicant.applicationUuid)).state).toBe('BPO_PROCESSING');
  expect(found).toEqual({});
  expect(errors).toEqual([]);
  await context.close();
});

test('insurance with flood: the requirements, then both proofs uploaded, to the funding timeline, and the line cancelled within the right to cancel', async () => {
  const { applicant, app, page, errors, context, look, found } = await borrowerAt(
    'INSURANCE_REQUIRED',
    {
      status: { floodInsuranceRequired: true },
      application: homeIn('CO', 'Denver', '80205'),
    },
  );

  await page.goto(`${app}/insurance/requirements`);
  await waitForHeading(page, 'Homeowners insurance requirements');
  await page.getByRole('heading', { level: 2, name: /^Flood insurance$/i }).waitFor();
  await look(page, 'insurance-requirements');
  await page.getByRole('link', { name: /Upload your proof of insurance/i }).click();

  await page.waitForURL(`${app}/insurance/upload`, { timeout: 30000 });
  await waitForHeading(page, 'Upload proof of insurance');
  const hazard = page.getByLabel(/Proof of hazard insurance/i);
  const flood = page.getByLabel(/Proof of flood insurance/i);
  await hazard.waitFor({ state: 'attached' });
  await flood.waitFor({ state: 'attached' });
  // Nothing chosen: each proof is asked for.
  await button(page, /^Upload$/i).click();
  await expectErrorSummaryFocused(page, [/hazard insurance/i, /flood insurance/i]);
  await hazard.setInputFiles(pdfFile('hazard-declarations.pdf'));
  await flood.setInputFiles(pdfFile('flood-declarations.pdf'));
  await look(page, 'insurance-upload');
  await button(page, /^Upload$/i).click();

  await page.waitForURL(`${app}/complete`, { timeout: 30000 });
  await page
    .getByText(/Rescission/i)
    .first()
    .waitFor({ timeout: 20000 });

  const record = await stored(applicant.applicationUuid);
  expect(record.state).toBe('RESCISSION');
  expect(record.application.insurance?.complete).toBe(true);
  expect(record.application.documents.map((d) => d.type)).toEqual(
    expect.arrayContaining(['HAZARD_INSURANCE', 'FLOOD_INSURANCE']),
  );

  // The right to cancel (docs/journey.md#the-right-to-cancel): its deadline in the home's zone,
  // a confirmation, and the line cancelled at once.
  await page
    .getByText(
      /^You can cancel your line of credit, at no cost, until midnight, Mountain Time, at the end of \w+day, \w+ \d{1,2}, \d{4}\.$/,
    )
    .waitFor();
  await button(page, /^Cancel my line of credit$/).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your line of credit?' });
  await confirm.waitFor();
  await look(page, 'complete-cancel');
  await confirm.getByRole('button', { name: /^Yes, cancel my line$/ }).click();
  await waitForHeading(page, 'Your line of credit is canceled');
  expect((await stored(applicant.applicationUuid)).state).toBe('CANCELLED');
  // The dashboard lists it as cancelled by the borrower.
  await page.getByRole('link', { name: /^Go to your dashboard$/ }).click();
  await page.getByText('Canceled: you used your right to cancel this line of credit').waitFor();
  expect(found).toEqual({});
  expect(errors).toEqual([]);
  await context.close();
});

test('employer verification: the employer and its number, then back to the income', async () => {
  const { applicant, app, page, errors, context, look, found } =
    await borrowerAt('EMPLOYMENT_VERIFICATION');

  await page.goto(`${app}/income/employer-verification`);
  await waitForHeading(page, 'Verify your employer');
  const name = page.getByLabel(/^Employer name/i);
  const phone = page.getByLabel(/^Employer phone number/i);
  await name.waitFor();
  await name.fill('Harbor Freight Lines');
  await phone.fill('555');
  await button(page, /^Continue$/i).click();
  await expectErrorSummaryFocused(page, [/10-digit phone number/i]);
  expect(await name.inputValue()).toBe('Harbor Freight Lines');
  await look(page, 'income-employer-verification');
  await phone.fill('(415) 555-0199');
  await button(page, /^Continue$/i).click();

  await page.waitForURL(`${app}/income/review`, { timeout: 30000 });
  await waitForHeading(page, 'Review your income');
  const record = await stored(applicant.applicationUuid);
  expect(record.state).toBe('INCOME_VERIFICATION');
  expect(record.status.employmentVerificationNeeded).toBe(false);
  expect(record.application.employment).toMatchObject({
    employerName: 'Harbor Freight Lines',
    employerPhone: '4155550199',
  });
  expect(found).toEqual({});
  expect(errors).toEqual([]);
  await context.close();
});

test('a funded borrower: the root leaves for the dashboard, whose entry says the line is open with its amount, day, account, documents and support; a canceled one says so', async () => {
  const { applicant, app, page, errors, context, look, found } = await borrowerAt('COMPLETE');
  const { application } = await stored(applicant.applicationUuid);
  const funding = application.funding!;
  expect(funding).toMatchObject({ accountLast4: expect.stringMatching(/^\d{4}$/) });

  // The spec's routing: the root, which leaves for the dashboard.
  await page.goto(`${BASE}/`);
  await page.waitForURL(`${SANDBOX_URL}/dashboard`, { timeout: 20000 });
  const title = `Application ${application.loanNumber}`;
  const entry = page.getByRole('listitem').filter({ hasText: title });
  await entry.getByText('Your line of credit is open').waitFor();
  // Named, not linked: the application's root would lead back here.
  await entry.getByRole('heading', { name: title }).waitFor();
  expect(await entry.getByRole('link', { name: title, exact: true }).count()).toBe(0);
  const dollars = (amount: number, cents: boolean) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    }).format(amount);
  const day = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: application.rescission!.timeZone,
  }).format(new Date(funding.fundedAt));
  const facts = entry.locator('dl');
  expect(await facts.innerText()).toMatch(
    new RegExp(
      [
        `Line amount\\s+${dollars(application.amount, false).replace('$', '\\$')}`,
        `Funded on\\s+${day}`,
        `Paid to\\s+${dollars(funding.amount, true).replace('$', '\\$')} to the account ending ${funding.accountLast4}`,
      ].join('\\s+'),
    ),
  );
  await entry.getByText(/^Questions about your line\? Call .+\.$/).waitFor();
  expect(
    await entry
      .getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$|^\d{3}-\d{3}-\d{4}$/ })
      .getAttribute('href'),
  ).toMatch(/^tel:\+1\d{10}$/);
  await look(page, 'dashboard-funded');

  // Its documents open in the app, and one of them.
  await entry.getByRole('link', { name: `Your documents for ${title.toLowerCase()}` }).click();
  await page.waitForURL(`${app}/document/copies`, { timeout: 20000 });
  await waitForHeading(page, 'Your documents');
  const copy = page.locator(`a[href*="/document/copies/"]`).first();
  const copyTitle = (await copy.innerText()).trim();
  await copy.click();
  await page.waitForURL(new RegExp(`${app}/document/copies/[0-9a-f-]+$`), { timeout: 20000 });
  await page.getByRole('heading', { name: copyTitle }).first().waitFor();

  // A canceled application, on the same tab: signed in as its borrower.
  const canceled = await createApplicant({ state: 'CANCELLED' });
  const canceledNumber = (await stored(canceled.applicationUuid)).application.loanNumber;
  await page.goto(`${SANDBOX_URL}/dashboard`);
  await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), canceled.jwt);
  await page.reload();
  const canceledEntry = page
    .getByRole('listitem')
    .filter({ hasText: `Application ${canceledNumber}` });
  await canceledEntry.getByText('Canceled: this application was canceled').waitFor();
  expect(
    await canceledEntry
      .getByRole('link', { name: `Application ${canceledNumber}`, exact: true })
      .count(),
  ).toBe(0);
  await canceledEntry.getByText(/^Questions about your line\? Call /).waitFor();
  await look(page, 'dashboard-canceled');
  expect(found).toEqual({});
  expect(errors).toEqual([]);
  await context.close();
});

test('the eNotary session is said to take one length of time on every page that mentions it', async () => {
  const { app, page, errors, context } = await borrowerAt('NOTARY_DISCLOSURE');
  const minutes = async () =>
    (await page.locator('main').innerText()).match(/about \d+ minutes/g) ?? [];
  await page.goto(`${app}/notary/intro`);
  const notary = page.getByRole('group', { name: /notary/i });
  await notary.waitFor({ timeout: 20000 });
  const said = await minutes();
  expect(said).toHaveLength(1);
  await notary.getByRole('radio', { name: /Remote eNotary now/i }).check();
  await button(page, /^Continue$/i).click();
  await page.waitForURL(`${app}/notary/session`, { timeout: 30000 });
  await button(page, /^Join session$/i).waitFor({ timeout: 20000 });
  expect(await minutes()).toEqual(said);
  await button(page, /^Join session$/i).click();
  await button(page, /^Finish session$/i).waitFor();
  expect(await minutes()).toEqual(said);
  expect(errors).toEqual([]);
  await context.close();
});
