import type { Locator, Page } from 'playwright-core';
import {
  axeViolations,
  BASE,
  heading,
  screenshot,
  useBrowser,
  VIEWPORTS,
  watchPageErrors,
} from './support/browser';
import { lastSeq, requestsSince } from './support/sandbox';

/**
 * Upload errors in words, at a phone's width (docs/forms.md, "Uploads"): the error summary gives
 * the real reason a file is refused and links to its input; a refused file among several is named
 * and nothing is sent until it is removed. (The CEO dialog's and the chat form's messages are
 * proven in ceoFeedback.test.ts and chat.test.ts.) Production build against the sandbox lender.
 */
const browser = useBrowser();

const MB = 1000 * 1000;
const PDF = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
});
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

const documentPosts = (uuid: string, seq: number) =>
  requestsSince(seq).then((requests) =>
    requests.filter(
      (request) =>
        request.method === 'POST' &&
        request.path === `/service-application/api/v1/application/heloc/${uuid}/documents`,
    ),
  );

test('identity: a file too large and one of another kind are refused in the summary, which links to each input', async () => {
  const { applicant, context, page } = await browser.signedInPage({
    state: 'IDENTITY_VERIFICATION',
  });
  await page.setViewportSize(VIEWPORTS.phone);
  const errors = watchPageErrors(page);
  const uuid = applicant.applicationUuid;
  await page.goto(`${BASE}/${uuid}/identity`);
  expect(await heading(page)).toBe('Verify your identity');
  await page.getByRole('radio', { name: "US Driver's License" }).check();
  const front = page.getByLabel(/^Front image/);
  const back = page.getByLabel(/^Back image/);
  await front.setInputFiles({
    name: 'front.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(11 * MB),
  });
  await back.setInputFiles(TEXT('back.txt'));
  const seq = await lastSeq();
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
  expect(await documentPosts(uuid, seq)).toEqual([]);
  await screenshot(page, 'form-messages-identity-375');
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('insurance: a refused file among several is named, nothing is sent until it is removed, then the rest is', async () => {
  const { applicant, context, page } = await browser.signedInPage({
    state: 'INSURANCE_REQUIRED',
  });
  await page.setViewportSize(VIEWPORTS.phone);
  const errors = watchPageErrors(page);
  const uuid = applicant.applicationUuid;
  await page.goto(`${BASE}/${uuid}/insurance/upload`);
  expect(await heading(page)).toBe('Upload proof of insurance');
  const hazard = page.getByLabel(/^Proof of hazard insurance/);
  await hazard.setInputFiles([PDF('hazard-declarations.pdf'), TEXT('notes.txt')]);
  const seq = await lastSeq();
  await page.getByRole('button', { name: 'Upload' }).click();

  expect(await summaryOf(page)).toEqual(['notes.txt must be a PDF, JPG or PNG']);
  await page.getByRole('link', { name: 'notes.txt must be a PDF, JPG or PNG' }).click();
  expect(await focusedId(page)).toBe(await hazard.getAttribute('id'));
  expect(await announcedValue(page, hazard)).toBe('2 files');
  await screenshot(page, 'form-messages-insurance-375');
  expect(await axeViolations(page)).toEqual([]);
  expect(await documentPosts(uuid, seq)).toEqual([]);

  await page.getByRole('button', { name: 'Remove notes.txt' }).click();
  // The button went with its file: the file input has the focus, not the page's body.
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe(
    'file',
  );
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.waitForURL(`${BASE}/${uuid}/complete`, { timeout: 30000 });
  const sent = await documentPosts(uuid, seq);
  expect(sent).toHaveLength(1);
  expect(JSON.stringify(sent[0]!.body)).toContain('hazard-declarations.pdf');
  expect(JSON.stringify(sent[0]!.body)).not.toContain('notes.txt');
  expect(errors).toEqual([]);
  await context.close();
});
