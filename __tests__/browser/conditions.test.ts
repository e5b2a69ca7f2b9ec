import type { Page } from 'playwright-core';
import {
  axeViolations,
  BASE,
  screenshot,
  useBrowser,
  VIEWPORTS,
  watchPageErrors,
} from './support/browser';
import { control, createApplicant } from './support/sandbox';

/**
 * The conditions dashboard (contract/journey.md, `conditions`), in the production build against
 * the sandbox lender: the lender puts three tasks on a borrower (two bank statements, a phone
 * number, a bank account to confirm); the borrower finds them from the notice on their page,
 * does each from the dashboard, and each leaves the list. Then an additional signer does their
 * own task from theirs. Every screen is looked at on a phone and a desktop, axe at both widths.
 */
const browser = useBrowser();

/** What axe found, by screen and width. */
const axeFound: Record<string, string[]> = {};

async function look(page: Page, name: string) {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await screenshot(page, `conditions-${name}-${viewport.width}`);
    const violations = await axeViolations(page);
    if (violations.length > 0) axeFound[`${name} (${label})`] = violations;
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 20000 });

const card = (page: Page, name: string) => page.getByRole('article', { name });

const PDF = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
});

/** The full account number the lender holds; the page may show its last 4 digits only. */
const ACCOUNT = '000123456789';

interface Stored {
  conditions: { categoryEnum: string }[];
  profile: { phoneNumbers: { number: string }[] };
  application: { documents: { type: string }[] };
}

test('a borrower does each pending task from the dashboard, and each leaves the list', async () => {
  const applicant = await createApplicant({ state: 'DISBURSEMENT_ACCOUNT' });
  const uuid = applicant.applicationUuid;
  const before = await control<Stored>('GET', `/__sandbox/applications/${uuid}`);
  await control('PATCH', `/__sandbox/applications/${uuid}`, {
    conditions: [
      { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', xtraData: { numDocsRequired: 2 } },
      { categoryEnum: 'MISSING_PHONE_NUMBER' },
      { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', xtraData: { accountNumber: ACCOUNT } },
    ],
  });
  const context = await browser.newContext({ jwt: applicant.jwt });
  const page = await context.newPage();
  const errors = watchPageErrors(page);

  // The borrower's own step, with the notice of what is outstanding.
  await page.goto(`${BASE}/${uuid}`);
  const notice = page.getByRole('link', { name: 'You have 3 outstanding tasks' });
  await notice.waitFor({ timeout: 20000 });
  await notice.click();
  await heading(page, 'Your outstanding tasks');
  await page.getByText('3 tasks to do').waitFor();
  expect(page.url()).toBe(`${BASE}/${uuid}/conditions`);
  // Spec 2 section 9: the bank account by its last 4 digits only.
  await card(page, 'Confirm your bank account').getByText('6789').waitFor();
  expect(await page.content()).not.toContain(ACCOUNT);
  await look(page, 'dashboard');

  // Two bank statements for the document request.
  await card(page, 'Upload a requested document')
    .getByRole('link', { name: 'Upload document' })
    .click();
  await heading(page, 'Upload a requested document');
  await page.getByLabel('Your 2 documents').waitFor();
  await look(page, 'upload-document');
  await page
    .getByLabel('Your 2 documents')
    .setInputFiles([PDF('statement-october.pdf'), PDF('statement-november.pdf')]);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await heading(page, 'Your outstanding tasks');
  await page.getByText('2 tasks to do').waitFor();
  expect(await card(page, 'Upload a requested document').count()).toBe(0);

  // The phone number.
  await card(page, 'Add a phone number').getByRole('link', { name: 'Add phone number' }).click();
  await heading(page, 'How can the lender reach you?');
  await page.getByLabel('Phone number').waitFor();
  await look(page, 'phone-number');
  await page.getByLabel('Phone number').fill('916-555-0177');
  await page.getByRole('button', { name: 'Save phone number' }).click();
  await heading(page, 'Your outstanding tasks');
  await page.getByText('1 task to do').waitFor();

  // The bank account's statement.
  await card(page, 'Confirm your bank account')
    .getByRole('link', { name: 'Upload document' })
    .click();
  await heading(page, 'Upload a requested document');
  await page.getByLabel('Your document').setInputFiles(PDF('statement.pdf'));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await heading(page, 'Your outstanding tasks');
  await page.getByText(/You have no outstanding tasks/).waitFor();
  await look(page, 'done');

  const stored = await control<Stored>('GET', `/__sandbox/applications/${uuid}`);
  expect(stored.conditions).toEqual([]);
  expect(stored.profile.phoneNumbers[0]?.number).toBe('9165550177');
  expect(stored.application.documents.map((d) => d.type)).toEqual([
    ...before.application.documents.map((d) => d.type),
    'BANK_STATEMENT',
    'BANK_STATEMENT',
    'BANK_STATEMENT',
  ]);

  // Back on the application, nothing is outstanding.
  await page.getByRole('link', { name: 'Continue with your application' }).click();
  await heading(page, /./);
  await page.waitForURL((address) => !address.pathname.endsWith('/conditions'));
  expect(await page.getByRole('link', { name: /outstanding task/ }).count()).toBe(0);

  expect(errors).toEqual([]);
  expect(axeFound).toEqual({});
  await context.close();
});

test('an additional signer does their own task from their dashboard', async () => {
  const signer = await createApplicant({ role: 'co-deeder' });
  const before = await control<Stored>('GET', `/__sandbox/applications/${signer.applicationUuid}`);
  await control('PATCH', `/__sandbox/applications/${signer.applicationUuid}`, {
    conditions: [
      // The borrower's: never shown to the signer.
      { categoryEnum: 'MISSING_PHONE_NUMBER' },
      {
        categoryEnum: 'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
        identityUuid: signer.profileUuid,
        xtraData: { numDocsRequired: 1 },
      },
    ],
  });
  const context = await browser.newContext({ jwt: signer.jwt });
  const page = await context.newPage();
  const errors = watchPageErrors(page);

  await page.goto(`${BASE}/heloc-signer/conditions`);
  await heading(page, 'Your tasks');
  await page.getByText('1 task to do').waitFor({ timeout: 20000 });
  expect(await card(page, 'Add a phone number').count()).toBe(0);
  await look(page, 'signer-dashboard');

  await card(page, 'Confirm you own the property')
    .getByRole('link', { name: 'Upload document' })
    .click();
  await heading(page, 'Upload a document');
  await page.getByLabel('Your document').waitFor();
  await look(page, 'signer-upload-document');
  await page.getByLabel('Your document').setInputFiles(PDF('deed.pdf'));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await heading(page, 'Your tasks');
  await page.getByText(/You have no outstanding tasks/).waitFor();

  const stored = await control<Stored>('GET', `/__sandbox/applications/${signer.applicationUuid}`);
  expect(stored.conditions.map((c) => c.categoryEnum)).toEqual(['MISSING_PHONE_NUMBER']);
  // The signer's document is not the borrower's.
  expect(stored.application.documents).toEqual(before.application.documents);

  expect(errors).toEqual([]);
  expect(axeFound).toEqual({});
  await context.close();
});
