import type { Page } from 'playwright-core';
import { BASE, looksAtEachWidth, useBrowser, waitForHeading } from './support/browser';
import { pdfFile } from './support/files';
import { control } from './support/sandbox';

/**
 * The conditions dashboard (docs/journey.md, `conditions`), in the production build against
 * the sandbox lender: the lender puts three tasks on a borrower (two bank statements, a phone
 * number, a bank account to confirm); the borrower finds them from the notice on their page,
 * does each from the dashboard, and each leaves the list. Then an additional signer does their
 * own task from theirs. Every screen is looked at on a phone and a desktop, axe at both widths.
 */
const browser = useBrowser();

/** Each screen at both widths; what axe found (or a page too wide), by screen and width. */
const { look, found } = looksAtEachWidth('conditions');

const card = (page: Page, name: string) => page.getByRole('article', { name });

/** The full account number the lender holds; the page may show its last 4 digits only. */
const ACCOUNT = '000123456789';

interface Stored {
  conditions: { categoryEnum: string }[];
  profile: { phoneNumbers: { number: string }[] };
  application: { documents: { type: string }[] };
}

test('a borrower does each pending task from the dashboard, and each leaves the list', async () => {
  const { applicant, app, context, page, errors } = await browser.signedInPage({
    state: 'DISBURSEMENT_ACCOUNT',
  });
  const uuid = applicant.applicationUuid;
  const before = await control<Stored>('GET', `/__sandbox/applications/${uuid}`);
  await control('PATCH', `/__sandbox/applications/${uuid}`, {
    conditions: [
      { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', xtraData: { numDocsRequired: 2 } },
      { categoryEnum: 'MISSING_PHONE_NUMBER' },
      { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', xtraData: { accountNumber: ACCOUNT } },
    ],
  });
  // The borrower's own step, with the notice of what is outstanding.
  await page.goto(app);
  const notice = page.getByRole('link', { name: 'You have 3 outstanding tasks' });
  await notice.waitFor({ timeout: 20000 });
  await notice.click();
  await waitForHeading(page, 'Your outstanding tasks');
  await page.getByText('3 tasks to do').waitFor();
  expect(page.url()).toBe(`${app}/conditions`);
  // The bank account by its last 4 digits only.
  await card(page, 'Confirm your bank account').getByText('6789').waitFor();
  expect(await page.content()).not.toContain(ACCOUNT);
  await look(page, 'dashboard');

  // Two bank statements for the document request.
  await card(page, 'Upload a requested document')
    .getByRole('link', { name: 'Upload document' })
    .click();
  await waitForHeading(page, 'Upload a requested document');
  await page.getByLabel('Your 2 documents').waitFor();
  await look(page, 'upload-document');
  await page
    .getByLabel('Your 2 documents')
    .setInputFiles([pdfFile('statement-october.pdf'), pdfFile('statement-november.pdf')]);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await waitForHeading(page, 'Your outstanding tasks');
  await page.getByText('2 tasks to do').waitFor();
  expect(await card(page, 'Upload a requested document').count()).toBe(0);

  // The phone number.
  await card(page, 'Add a phone number').getByRole('link', { name: 'Add phone number' }).click();
  await waitForHeading(page, 'How can the lender reach you?');
  await page.getByLabel('Phone number').waitFor();
  await look(page, 'phone-number');
  await page.getByLabel('Phone number').fill('916-555-0177');
  await page.getByRole('button', { name: 'Save phone number' }).click();
  await waitForHeading(page, 'Your outstanding tasks');
  await page.getByText('1 task to do').waitFor();

  // The bank account's statement.
  await card(page, 'Confirm your bank account')
    .getByRole('link', { name: 'Upload document' })
    .click();
  await waitForHeading(page, 'Upload a requested document');
  await page.getByLabel('Your document').setInputFiles(pdfFile('statement.pdf'));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await waitForHeading(page, 'Your outstanding tasks');
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
  await waitForHeading(page, /./);
  await page.waitForURL((address) => !address.pathname.endsWith('/conditions'));
  expect(await page.getByRole('link', { name: /outstanding task/ }).count()).toBe(0);

  expect(errors).toEqual([]);
  expect(found).toEqual({});
  await context.close();
});

test('an additional signer does their own task from their dashboard', async () => {
  const {
    applicant: signer,
    context,
    page,
    errors,
  } = await browser.signedInPage({ role: 'co-deeder' });
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
  await page.goto(`${BASE}/heloc-signer/conditions`);
  await waitForHeading(page, 'Your tasks');
  await page.getByText('1 task to do').waitFor({ timeout: 20000 });
  expect(await card(page, 'Add a phone number').count()).toBe(0);
  await look(page, 'signer-dashboard');

  await card(page, 'Confirm you own the property')
    .getByRole('link', { name: 'Upload document' })
    .click();
  await waitForHeading(page, 'Upload a document');
  await page.getByLabel('Your document').waitFor();
  await look(page, 'signer-upload-document');
  await page.getByLabel('Your document').setInputFiles(pdfFile('deed.pdf'));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await waitForHeading(page, 'Your tasks');
  await page.getByText(/You have no outstanding tasks/).waitFor();

  const stored = await control<Stored>('GET', `/__sandbox/applications/${signer.applicationUuid}`);
  expect(stored.conditions.map((c) => c.categoryEnum)).toEqual(['MISSING_PHONE_NUMBER']);
  // The signer's document is not the borrower's.
  expect(stored.application.documents).toEqual(before.application.documents);

  expect(errors).toEqual([]);
  expect(found).toEqual({});
  await context.close();
});
