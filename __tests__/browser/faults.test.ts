import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expectAxeClean, looksAtEachWidth, useBrowser } from './support/browser';
import { pdfFile, pngFile } from './support/files';
import {
  clearFaults,
  control,
  injectFault,
  type LoggedRequest,
  requestsFromNow,
} from './support/sandbox';
import { signEachDocument } from './support/steps';

/**
 * Faults injected on the journey's writes ("a fault injected on an upload or a
 * signature loses nothing"): the lender fails one upload (a 500, a dropped connection) or one
 * signature; the screen says what failed and offers a retry; the retry sends the same file or
 * the same signature (read back from the sandbox's request log), nothing sent twice, and nothing
 * the borrower chose or typed is lost. Production build against the sandbox lender.
 */
const browser = useBrowser();

const APPLICATION_API = '/service-application/api/v1/application/heloc';

interface UploadBody {
  fields: string[];
  files: { field: string; name: string; size: number }[];
}

/** The uploads that reached the lender and were answered 201: each file's name and size. */
const uploadedFiles = (posts: LoggedRequest[]) =>
  posts
    .filter((post) => post.status === 201)
    .flatMap((post) => (post.body as UploadBody).files.map(({ name, size }) => ({ name, size })));

/**
 * The JSON bodies the page POSTed to `path`, in order, as the browser sent them: the log above
 * holds no body for a request a fault answered before reading it, so the failed try is read here.
 */
function watchJsonPosts(page: Page, path: string): unknown[] {
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) {
      sent.push(request.postDataJSON());
    }
  });
  return sent;
}

/** One multipart upload as the page handed it to XMLHttpRequest.send. */
interface PageUpload {
  path: string;
  fields: Record<string, string>;
  files: { name: string; size: number }[];
}

/**
 * Records, in the page, every FormData the app sends with XMLHttpRequest (the browser gives
 * Playwright no body for a file upload, and resends a request dropped on a reused connection
 * without the page knowing): one entry per send the app made.
 */
function recordUploads(context: BrowserContext) {
  return context.addInitScript(() => {
    const sent: PageUpload[] = [];
    (window as unknown as { __uploads: PageUpload[] }).__uploads = sent;
    const targets = new WeakMap<XMLHttpRequest, string>();
    const { open, send } = XMLHttpRequest.prototype;
    XMLHttpRequest.prototype.open = function (
      this: XMLHttpRequest,
      ...args: Parameters<XMLHttpRequest['open']>
    ) {
      targets.set(this, new URL(String(args[1]), window.location.href).pathname);
      return (open as (...rest: unknown[]) => void).apply(this, args);
    } as XMLHttpRequest['open'];
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
      if (body instanceof FormData) {
        const upload: PageUpload = { path: targets.get(this) ?? '', fields: {}, files: [] };
        body.forEach((value, key) => {
          if (typeof value === 'string') upload.fields[key] = value;
          else upload.files.push({ name: value.name, size: value.size });
        });
        sent.push(upload);
      }
      return send.call(this, body);
    };
  });
}

/** The uploads the page has sent to `path` so far. */
const pageUploads = async (page: Page, path: string) =>
  (await page.evaluate(() => (window as unknown as { __uploads: PageUpload[] }).__uploads)).filter(
    (upload) => upload.path === path,
  );

const button = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('button', { name });

/** One chosen file's entry in a file field's list. */
const fileItem = (page: Page, fileName: string) =>
  page.locator('.form-file__item').filter({ hasText: fileName });

interface StoredApplication {
  state: string;
  profile: {
    name?: { firstName: string; lastName: string };
  };
  application: { documents: { type: string }[]; signedClosingDocuments?: string[] };
}

const stored = (uuid: string) =>
  control<StoredApplication>('GET', `/__sandbox/applications/${uuid}`);

/**
 * A generated borrower made at `state`, signed in on a desktop-sized page of their own that
 * records its uploads, with `look` and `found` (looksAtEachWidth) for the screen after a fault.
 */
async function borrowerAt(state: string) {
  const opened = await browser.signedInPage({ state }, { viewport: 'desktop' });
  await recordUploads(opened.context);
  return { ...opened, ...looksAtEachWidth('faults') };
}

afterEach(() => clearFaults());

test('a paystub the lender fails (500) is sent again alone, the same file; the other is not re-sent', async () => {
  const { applicant, app, context, page, errors, look, found } =
    await borrowerAt('INCOME_VERIFICATION');
  const uuid = applicant.applicationUuid;
  const documentsPath = `${APPLICATION_API}/${uuid}/documents`;
  await control('PATCH', `/__sandbox/applications/${uuid}`, {
    conditions: [{ categoryEnum: 'MANUAL_PAYSTUB_UPLOAD', xtraData: { numDocsRequired: 2 } }],
  });

  await page.goto(`${app}/income/upload/PAYSTUB`);
  // The condition asks for 2 paystubs: one field taking both.
  const field = page.getByLabel(/Your 2 most recent paystubs/i);
  await field.waitFor({ state: 'attached', timeout: 20000 });
  const first = pdfFile('paystub-march.pdf', 300);
  const second = pdfFile('paystub-april.pdf', 900);
  const asSent = (file: { name: string; buffer: Buffer }) => ({
    path: documentsPath,
    fields: { type: 'PAYSTUB' },
    files: [{ name: file.name, size: file.buffer.length }],
  });
  await field.setInputFiles([first, second]);
  await fileItem(page, first.name)
    .getByText(/Ready to upload/i)
    .waitFor();

  const lender = await requestsFromNow();
  await injectFault({ method: 'POST', path: documentsPath, kind: '500', times: 1 });
  await button(page, /^Upload$/i).click();

  // The first file failed: its message and a retry; the second went through.
  const failed = fileItem(page, first.name);
  await failed.getByText(/Internal server error/i).waitFor({ timeout: 20000 });
  await button(failed, /Try again/i).waitFor();
  await fileItem(page, second.name)
    .getByText(/^Uploaded$/)
    .waitFor();
  // The form says so too, at the top, and keeps the borrower on the page with both files.
  await page.locator('.error-summary').waitFor();
  expect(page.url()).toBe(`${app}/income/upload/PAYSTUB`);
  expect(await page.locator('.form-file__item').count()).toBe(2);
  expect(await pageUploads(page, documentsPath)).toEqual([asSent(first), asSent(second)]);
  await look(page, 'income-upload-failed');

  // "Upload" again: only the failed file is sent, the same one, and the routing moves on.
  await button(page, /^Upload$/i).click();
  await page.waitForURL(/\/bank\/disburse$/, { timeout: 30000 });
  expect(await pageUploads(page, documentsPath)).toEqual([
    asSent(first),
    asSent(second),
    asSent(first),
  ]);

  // The lender's side: the 500 (answered before its body was read), then each file once.
  const posts = await lender.to('POST', documentsPath);
  expect(posts.map((post) => post.status)).toEqual([500, 201, 201]);
  expect(uploadedFiles(posts)).toEqual([
    { name: second.name, size: second.buffer.length },
    { name: first.name, size: first.buffer.length },
  ]);
  const record = await stored(uuid);
  expect(record.state).toBe('DISBURSEMENT_ACCOUNT');
  expect(record.application.documents.filter((d) => d.type === 'PAYSTUB')).toHaveLength(2);

  expect(found).toEqual({});
  expect(errors).toEqual([]);
  await context.close();
}, 180000);

test('ID sides whose connection drops are sent again, each alone: the ID type and previews are kept, nothing sent twice', async () => {
  const { applicant, app, context, page, errors, look, found } =
    await borrowerAt('IDENTITY_VERIFICATION');
  const uuid = applicant.applicationUuid;
  const documentsPath = `${APPLICATION_API}/${uuid}/documents`;

  await page.goto(`${app}/identity`);
  const idType = page.getByRole('group', { name: /ID type/i });
  await idType.waitFor({ timeout: 20000 });
  const licence = idType.getByRole('radio', { name: /Driver's License/i });
  await licence.check();
  const front = pngFile('license-front.png', 120);
  const back = pngFile('license-back.png', 480);
  const asSent = (file: { name: string; buffer: Buffer }, type: string) => ({
    path: documentsPath,
    fields: { type },
    files: [{ name: file.name, size: file.buffer.length }],
  });
  const frontSent = asSent(front, 'DRIVERS_LICENSE_FRONT');
  const backSent = asSent(back, 'DRIVERS_LICENSE_BACK');
  await page.getByLabel(/^Front image/i).setInputFiles(front);
  await page.getByLabel(/^Back image/i).setInputFiles(back);

  // The connection drops for every upload until the fault is cleared (Chromium itself resends a
  // request dropped on a reused connection, so one drop alone may never reach the page).
  const lender = await requestsFromNow();
  await injectFault({ method: 'POST', path: documentsPath, kind: 'drop', times: 50 });
  await button(page, /^Upload$/i).click();

  const frontItem = fileItem(page, front.name);
  const backItem = fileItem(page, back.name);
  for (const item of [frontItem, backItem]) {
    await button(item, /Try again/i).waitFor({ timeout: 20000 });
    await item.getByText(/Not uploaded/i).waitFor();
    // Said plainly, not as the request layer's "Response was not defined for {url}".
    await item.getByText(/did not get an answer from the lender/i).waitFor();
  }
  await page.getByText(/^The connection dropped before the lender answered\./).waitFor();
  // Nothing chosen is lost: the ID type, both files and their previews.
  expect(page.url()).toBe(`${app}/identity`);
  expect(await licence.isChecked()).toBe(true);
  await page.getByRole('img', { name: /Preview of the front/i }).waitFor();
  await page.getByRole('img', { name: /Preview of the back/i }).waitFor();
  expect(await pageUploads(page, documentsPath)).toEqual([frontSent, backSent]);
  await look(page, 'identity-failed');

  // The lender is back. "Try again" on the front sends the front alone...
  await clearFaults();
  await button(frontItem, /Try again/i).click();
  await frontItem.getByText(/^Uploaded$/).waitFor({ timeout: 20000 });
  await button(backItem, /Try again/i).waitFor();
  expect(await pageUploads(page, documentsPath)).toEqual([frontSent, backSent, frontSent]);
  // ...and "Upload" sends what is left, the back, not the front again; then the routing decides.
  await button(page, /^Upload$/i).click();
  await page.waitForURL(/\/(signing\/intro|review-app\/signdocs)$/, { timeout: 40000 });
  expect(await pageUploads(page, documentsPath)).toEqual([
    frontSent,
    backSent,
    frontSent,
    backSent,
  ]);

  // The lender's side: only dropped tries (no answer) before, then each side once.
  const posts = await lender.to('POST', documentsPath);
  const answered = posts.filter((post) => post.status !== null);
  expect(posts.slice(0, posts.length - answered.length).every((p) => p.status === null)).toBe(true);
  expect(uploadedFiles(answered)).toEqual([
    { name: front.name, size: front.buffer.length },
    { name: back.name, size: back.buffer.length },
  ]);
  const record = await stored(uuid);
  const ids = record.application.documents.filter((d) => d.type.startsWith('DRIVERS_LICENSE'));
  expect(ids.map((d) => d.type).sort()).toEqual(['DRIVERS_LICENSE_BACK', 'DRIVERS_LICENSE_FRONT']);
  expect(found).toEqual({});
  expect(errors).toEqual([]);
  await context.close();
}, 180000);

test('a signature the lender fails (500) keeps the name and the documents signed; the retry sends the same', async () => {
  const { applicant, app, context, page, errors, look, found } = await borrowerAt('NOTE_SIGNING');
  const uuid = applicant.applicationUuid;
  const signPath = `${APPLICATION_API}/${uuid}/sign`;
  const { profile } = await stored(uuid);
  const fullName = `${profile.name?.firstName} ${profile.name?.lastName}`;

  await page.goto(`${app}/signing/sign`);
  const fullNameField = page.getByLabel(/^Full name/i);
  await fullNameField.waitFor({ timeout: 20000 });
  const { documents, signButtons } = await signEachDocument(page);
  expect(documents).toBeGreaterThan(0);
  expect(signButtons).toHaveLength(documents);
  await fullNameField.fill(fullName);

  const lender = await requestsFromNow();
  const sent = watchJsonPosts(page, signPath);
  await injectFault({ method: 'POST', path: signPath, kind: '500', times: 1 });
  await button(page, /^Sign documents$/i).click();

  const summary = page.locator('.error-summary');
  await summary.getByText(/Internal server error/i).waitFor({ timeout: 20000 });
  await page.waitForFunction(() => document.activeElement?.classList.contains('error-summary'));
  // Kept: the name as typed, each document signed (its Sign button still pressed).
  expect(page.url()).toBe(`${app}/signing/sign`);
  expect(await fullNameField.inputValue()).toBe(fullName);
  for (const sign of signButtons) expect(await sign.getAttribute('aria-pressed')).toBe('true');
  await look(page, 'signing-failed');

  await button(page, /^Sign documents$/i).click();
  await page.waitForURL(/\/notary\/intro$/, { timeout: 30000 });

  const posts = await lender.to('POST', signPath);
  expect(posts.map((post) => post.status)).toEqual([500, 200]);
  const signed = posts[1]!.body as { signatureName: string; documents: string[] };
  expect(signed.signatureName).toBe(fullName);
  expect(signed.documents).toHaveLength(documents);
  // The failed try's body, as the page sent it (the lender never read it): the same.
  expect(sent).toEqual([signed, signed]);
  const record = await stored(uuid);
  expect([...(record.application.signedClosingDocuments ?? [])].sort()).toEqual(
    [...signed.documents].sort(),
  );
  expect(found).toEqual({});
  expect(errors).toEqual([]);
  await context.close();
}, 180000);

test('a status call that does not answer is said within a few seconds, not after minutes; Try again loads the page afresh', async () => {
  const { applicant, app, context, page, errors } = await browser.signedInPage({
    state: 'OFFER_SELECTION',
  });
  // Every status read held unanswered (the sandbox holds a timeout fault 35 s).
  await injectFault({
    method: 'GET',
    path: `/service-krang-heloc/borrower/secure/api/v1/${applicant.applicationUuid}/status`,
    kind: 'timeout',
    times: 20,
  });
  try {
    await page.goto(`${app}/product/select`);
    const started = Date.now();
    const notice = page.getByText('This is taking longer than usual.', { exact: false });
    await notice.waitFor({ timeout: 15000 });
    // Said within a few seconds of the page (the loader's 5 s, plus the page's own start).
    expect(Date.now() - started).toBeLessThan(12000);
    await expect(page.getByRole('heading', { level: 1 }).first().innerText()).resolves.toBe(
      'Finding your next step',
    );
    await page
      .getByText(/Call us at/)
      .first()
      .waitFor();
    await expectAxeClean(page, 'slow-status-notice');

    // The lender answers again: Try again loads the page afresh, and the step shows.
    await clearFaults();
    await page.getByRole('link', { name: 'Try again' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Select your offer' })
      .waitFor({ timeout: 30000 });
    expect(errors).toEqual([]);
  } finally {
    await clearFaults();
    await context.close();
  }
});
