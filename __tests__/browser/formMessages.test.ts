import type { Locator, Page } from 'playwright-core';
import { BASE, expectAxeClean, heading, screenshot, useBrowser } from './support/browser';
import { fileOnDisk, pdfFile } from './support/files';
import { clearFaults, injectFault, requestsFromNow } from './support/sandbox';
import { agreeToApplicationConsents } from './support/steps';

/**
 * Upload errors in words, at a phone's width (docs/forms.md, "Uploads"): the error summary gives
 * the real reason a file is refused and links to its input; a refused file among several is named
 * and nothing is sent until it is removed; the registration's messages say what is accepted and
 * keep the way to change an answer with the error it answers. (The CEO dialog's and the chat form's messages are
 * proven in ceoFeedback.test.ts and chat.test.ts.) Production build against the sandbox lender.
 */
const browser = useBrowser();
afterEach(() => clearFaults());

const MB = 1000 * 1000;
const LICENCES = '/service-application/external/api/v1/heloc/state-licenses';
const TEXT = (name: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from('notes') });

/** The error summary's entries, once it shows and has taken focus. */
async function summaryOf(page: Page): Promise<string[]> {
  await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains('error-summary'));
  return page.locator('.error-summary a').allInnerTexts();
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

/** What a screen reader is told a file input holds (its accessible value). */
async function announcedValue(page: Page, input: Locator): Promise<string | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const id = await input.evaluate((element) => element.id);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: `#${id}`,
  });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
    nodeId,
    fetchRelatives: false,
  });
  await cdp.detach();
  return nodes[0]?.value?.value as string | undefined;
}

/** A borrower at `state`, signed in at a phone's width on the upload screen `step`, titled `title`. */
async function atUploadScreen(state: string, step: string, title: string) {
  const opened = await browser.signedInPage({ state }, { viewport: 'phone' });
  await opened.page.goto(`${opened.app}/${step}`);
  expect(await heading(opened.page)).toBe(title);
  return {
    ...opened,
    documents: `/service-application/api/v1/application/heloc/${opened.applicant.applicationUuid}/documents`,
  };
}

test('identity: a file too large and one of another kind are refused in the summary, which links to each input', async () => {
  const { context, page, errors, documents } = await atUploadScreen(
    'IDENTITY_VERIFICATION',
    'identity',
    'Verify your identity',
  );
  await page.getByRole('radio', { name: "US Driver's License" }).check();
  const front = page.getByLabel(/^Front image/);
  const back = page.getByLabel(/^Back image/);
  // A JPEG by its first bytes, 11 MB, chosen from disk: the browser reads it there, where a file
  // given as bytes would cross to the page and be decoded there.
  await front.setInputFiles(
    fileOnDisk(
      'front.jpg',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(11 * MB)]),
    ),
  );
  await back.setInputFiles(TEXT('back.txt'));
  const lender = await requestsFromNow();
  await page.getByRole('button', { name: 'Upload' }).click();

  expect(await summaryOf(page)).toEqual([
    'The selected file must be smaller than 10 MB',
    'The selected file must be a PDF, JPG or PNG',
  ]);
  await page.getByRole('link', { name: 'The selected file must be smaller than 10 MB' }).click();
  expect(await focusedId(page)).toBe(await front.getAttribute('id'));
  await page.getByRole('link', { name: 'The selected file must be a PDF, JPG or PNG' }).click();
  expect(await focusedId(page)).toBe(await back.getAttribute('id'));
  // The input is drawn as its button, holding the file listed: nothing says "No file chosen".
  expect(await back.evaluate((input) => getComputedStyle(input).opacity)).toBe('0');
  expect(await announcedValue(page, back)).toBe('back.txt');
  expect(await lender.to('POST', documents)).toEqual([]);
  await expectAxeClean(page, 'form-messages-identity-375');
  expect(errors).toEqual([]);
  await context.close();
});

test('insurance: a refused file among several is named, nothing is sent until it is removed, then the rest is', async () => {
  const { app, context, page, errors, documents } = await atUploadScreen(
    'INSURANCE_REQUIRED',
    'insurance/upload',
    'Upload proof of insurance',
  );
  const hazard = page.getByLabel(/^Proof of hazard insurance/);
  await hazard.setInputFiles([pdfFile('hazard-declarations.pdf'), TEXT('notes.txt')]);
  const lender = await requestsFromNow();
  await page.getByRole('button', { name: 'Upload' }).click();

  expect(await summaryOf(page)).toEqual(['notes.txt must be a PDF, JPG or PNG']);
  await page.getByRole('link', { name: 'notes.txt must be a PDF, JPG or PNG' }).click();
  expect(await focusedId(page)).toBe(await hazard.getAttribute('id'));
  expect(await announcedValue(page, hazard)).toBe('2 files');
  await expectAxeClean(page, 'form-messages-insurance-375');
  expect(await lender.to('POST', documents)).toEqual([]);

  await page.getByRole('button', { name: 'Remove notes.txt' }).click();
  // The button went with its file: the file input has the focus, not the page's body.
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe(
    'file',
  );
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.waitForURL(`${app}/complete`, { timeout: 30000 });
  const sent = await lender.to('POST', documents);
  expect(sent).toHaveLength(1);
  expect(JSON.stringify(sent[0]!.body)).toContain('hazard-declarations.pdf');
  expect(JSON.stringify(sent[0]!.body)).not.toContain('notes.txt');
  expect(errors).toEqual([]);
  await context.close();
});

test('income: a PDF named .png is judged by its content, and the field and the summary say so; nothing is sent', async () => {
  const { context, page, errors, documents } = await atUploadScreen(
    'INCOME_VERIFICATION',
    'income/upload/PAYSTUB',
    'Upload your income documents',
  );
  // The browser calls it a PNG by its name; its content is a PDF.
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ ...pdfFile('paystub.png'), mimeType: 'image/png' });
  const said = /is a PDF but its name ends in \.png\. Rename it to \.pdf, or choose another file$/;
  await page.locator('.form-file__item').getByText(said).waitFor();
  const lender = await requestsFromNow();
  await page.getByRole('button', { name: 'Upload' }).click();
  const summary = await summaryOf(page);
  expect(summary).toHaveLength(1);
  expect(summary[0]).toMatch(said);
  expect(await lender.to('POST', documents)).toEqual([]);
  await expectAxeClean(page, 'form-messages-misnamed-375');
  expect(errors).toEqual([]);
  await context.close();
});

test('income: after a failed upload, another file chosen takes the summary away with the error', async () => {
  const { context, page, errors, documents } = await atUploadScreen(
    'INCOME_VERIFICATION',
    'income/upload/PAYSTUB',
    'Upload your income documents',
  );
  const input = page.locator('input[type="file"]').first();
  await input.setInputFiles(pdfFile('paystub.pdf'));
  await injectFault({ method: 'POST', path: documents, kind: '500', times: 1 });
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('heading', { name: 'There is a problem' }).waitFor();

  // Another file, in the failed one's place: the failure was of a file no longer there.
  await input.setInputFiles(pdfFile('paystub-2.pdf', 64));
  await page.locator('.form-file__item').filter({ hasText: 'paystub-2.pdf' }).waitFor();
  await page.getByRole('heading', { name: 'There is a problem' }).waitFor({ state: 'detached' });
  expect(await page.title()).not.toMatch(/^Error: /);
  await screenshot(page, 'form-messages-summary-gone-375');
  expect(errors).toEqual([]);
  await context.close();
});

test('a send refused offline keeps the focus on its button', async () => {
  const { app, applicant, context, page, errors } = await browser.signedInPage(
    { state: 'LIEN_VERIFICATION' },
    { viewport: 'phone' },
  );
  await page.goto(app);
  await page.waitForURL(`${app}/liens`);
  expect(await heading(page)).toBe('Review the liens on your property');
  for (const yes of await page.getByRole('radio', { name: /^Yes$/i }).all()) await yes.check();
  await context.setOffline(true);
  const refused = page.waitForEvent('requestfailed', (request) =>
    request.url().includes(applicant.applicationUuid),
  );
  const button = page.getByRole('button', { name: 'Confirm liens' });
  await button.click();
  await refused;
  await page.locator('.form-note--connection').waitFor();
  await page.waitForFunction(() => !document.querySelector('button[aria-busy="true"]'));
  expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  await screenshot(page, 'form-messages-offline-375');
  await context.setOffline(false);
  expect(errors).toEqual([]);
  await context.close();
});

test('registration: other income set apart, the earliest birth date said, no credentials line, and the way to change an address inside the error box', async () => {
  const { context, page, errors } = await browser.newPage({ viewport: 'phone' });
  // The licences cannot be read, so the page lets a state the lender does not serve through and
  // the lender's answer at "Create account" says it (docs/journey.md#a-state-the-lender-does-not-serve).
  await injectFault({ method: 'GET', path: LICENCES, kind: '500', times: 50 });
  try {
    await page.goto(`${BASE}/register`);
    expect(await heading(page)).toBe('Where is the home you want to borrow against?');
    await page.getByLabel(/Street address/i).fill('1600 Pennsylvania Ave NW');
    await page.getByLabel(/^City/i).fill('Washington');
    await page.getByLabel(/^State/i).selectOption('DC');
    await page.getByLabel(/ZIP code/i).fill('20500');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/step=sale-status/);
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Separate maintenance payments is one of the six types, under "Other income" (not work).
    await page.waitForURL(/step=income-info/);
    const types = page.getByRole('group', { name: 'Employment type' });
    expect(
      (await types.locator('.form-choices').innerText())
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ).toEqual([
      'Full time',
      'Part time',
      'Self-employed',
      'Retired',
      'Unemployed',
      'Other income',
      'Separate maintenance payments',
    ]);
    await page.getByLabel(/Annual income/i).fill('96000');
    await types.getByRole('radio', { name: 'Full time' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/step=name/);
    await page.getByLabel(/First name/i).fill('Dana');
    await page.getByLabel(/Last name/i).fill('Whitfield');
    await page.getByRole('button', { name: 'Continue' }).click();

    // A real date before the earliest accepted: the message says which dates are accepted.
    await page.waitForURL(/step=birthdate/);
    await page.getByLabel(/Date of birth/i).fill('01/01/1890');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await summaryOf(page)).toEqual(['Enter a date of birth from 01/01/1900 on']);
    await page.getByLabel(/Date of birth/i).fill('03/27/1985');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/step=contact-info/);
    await page.getByLabel(/Email address/i).fill(`dc-${Date.now()}@example.com`);
    await page.getByLabel(/Phone number/i).fill('2025550143');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Creating a password: the panel says nothing of credentials never seen.
    await page.waitForURL(/step=login-info/);
    await page.getByRole('heading', { name: 'Application progress' }).waitFor();
    expect(await page.getByText(/never sees or stores your credentials/).count()).toBe(0);
    await page.getByLabel(/^Password/i).fill('a-long-password-1');
    await page.getByLabel(/Confirm password/i).fill('a-long-password-1');
    await agreeToApplicationConsents(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'There is a problem' }).waitFor({ timeout: 20000 });
    // The link to change the address is in the error box, with the message it answers.
    const box = page.locator('.error-summary');
    expect(await box.innerText()).toMatch(/District of Columbia/);
    await box.getByRole('link', { name: 'Change your address' }).waitFor();
    expect(await page.getByRole('link', { name: 'Change your address' }).count()).toBe(1);
    await expectAxeClean(page, 'form-messages-registration-refused-375');
    expect(errors).toEqual([]);
  } finally {
    await clearFaults();
    await context.close();
  }
});
