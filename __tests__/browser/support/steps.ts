import type { Locator, Page } from 'playwright-core';
import { MIN_OFFER_AMOUNT } from '../../../src/contract/offerPricing';
import { pngFile } from './files';

/**
 * The borrower's answers on two step screens (docs/journey.md), for browser tests that go
 * through them on the way to something else: the offer (product/select), then the ownership, the
 * SSN and the hard-pull consent (start/contact), arriving on start/hmda.
 */
/**
 * The consents a new application asks for with its last button (registration's "Create account",
 * account-setup's "Start application"): the soft credit pull, and receiving documents and signing
 * electronically (docs/journey.md#the-e-sign-consent).
 */
export async function agreeToApplicationConsents(page: Page) {
  await page.getByLabel(/I agree to a soft credit pull/i).check();
  await page.getByLabel(/I agree to receive documents and sign electronically/i).check();
}

export async function selectOfferAndGiveSsn(
  page: Page,
  ssn: string,
  // The smallest line: within every applicant's range. A generated applicant's approved maximum
  // can be as low as $15,000 (underwriting.ts), so a fixed $60,000 was refused now and then.
  amount = String(MIN_OFFER_AMOUNT),
) {
  await page.getByLabel(/^Amount/i).fill(amount);
  await page.getByRole('button', { name: /^Select offer$/ }).click();
  await movedOn(page, /\/start\/contact$/);
  await page.getByLabel(/Social Security number/i).waitFor({ timeout: 20000 });
  await page
    .getByRole('group', { name: /How do you own this property/i })
    .getByRole('radio', { name: /sole/i })
    .check();
  await page.getByLabel(/Social Security number/i).fill(ssn);
  await page.getByLabel(/I agree to a hard credit pull/i).check();
  await page.getByRole('button', { name: /^Continue$/ }).click();
  await movedOn(page, /\/start\/hmda$/);
  await page.getByRole('group', { name: /Ethnicity/i }).waitFor({ timeout: 20000 });
}

/**
 * Waits for the next step; when it does not come, the error says what the page showed instead
 * (the error summary or an alert, the heading, the address) rather than only that time ran out.
 */
async function movedOn(page: Page, next: RegExp) {
  try {
    await page.waitForURL(next, { timeout: 30000 });
  } catch (error) {
    const shown = await page
      .evaluate(() =>
        [
          window.location.pathname,
          document.querySelector('h1')?.textContent,
          ...[...document.querySelectorAll('.error-summary, [role="alert"], [role="status"]')].map(
            (element) => element.textContent,
          ),
        ]
          .filter(Boolean)
          .join(' | '),
      )
      .catch(() => 'the page could not be read');
    throw new Error(`${(error as Error).message.split('\n')[0]}; the page showed: ${shown}`, {
      cause: error,
    });
  }
}

/** Chooses an option of a choice, whether the screen shows it as radios or a select. */
export async function choose(page: Page, question: RegExp, option: RegExp) {
  const select = page.getByRole('combobox', { name: question });
  if ((await select.count()) > 0) {
    const value = await select.evaluate((element, pattern) => {
      const options = [...(element as HTMLSelectElement).options];
      return options.find((o) => new RegExp(pattern, 'i').test(o.label))?.value ?? '';
    }, option.source);
    await select.selectOption(value);
    return;
  }
  await page.getByRole('group', { name: question }).getByRole('radio', { name: option }).check();
}

/**
 * Reads every document in its viewer to the end (which opens its acceptance box) and ticks
 * each "I have read and accept" box: document/disclosures and start/app-summary.
 */
export async function readAndAcceptDocuments(page: Page) {
  for (const viewer of await page.locator('.document-viewer').all()) {
    await viewer.scrollIntoViewIfNeeded();
    await viewer.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  }
  for (const accept of await page
    .getByRole('checkbox', { name: /^I have read and accept: / })
    .all()) {
    await page.waitForFunction(
      (element) => element?.getAttribute('aria-disabled') !== 'true',
      await accept.elementHandle(),
    );
    await accept.check();
  }
}

/** Whether every "I have read and accept" box is ticked (what readAndAcceptDocuments leaves). */
export async function allDocumentsAccepted(page: Page): Promise<boolean> {
  const boxes = await page.getByRole('checkbox', { name: /^I have read and accept: / }).all();
  return (await Promise.all(boxes.map((box) => box.isChecked()))).every(Boolean);
}

/**
 * Signs each document on a signing page (signing/sign, the signer's sign page) as a reader does:
 * brings its viewer into view, scrolls it to the end (which enables its own Sign button, "Sign
 * “title”", a toggle) and presses that button, waiting for it to show pressed. Gives the number
 * of documents and their Sign buttons, for the caller to check.
 */
export async function signEachDocument(page: Page) {
  const viewers = await page.locator('.document-viewer').all();
  const signButtons = await page.getByRole('button', { name: /^Sign “/ }).all();
  for (const [index, viewer] of viewers.entries()) {
    await viewer.scrollIntoViewIfNeeded();
    await viewer.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    const sign = signButtons[index];
    if (!sign) break;
    await page.waitForFunction(
      (element) => element?.getAttribute('aria-disabled') !== 'true',
      await sign.elementHandle(),
    );
    await sign.click();
    await page.waitForFunction(
      (element) => element?.getAttribute('aria-pressed') === 'true',
      await sign.elementHandle(),
    );
  }
  return { documents: viewers.length, signButtons };
}

/**
 * The form's error summary shows and has the focus, titled "There is a problem", and lists each
 * of these messages.
 */
export async function expectErrorSummaryFocused(page: Page, messages: RegExp[]) {
  const summary = page.locator('.error-summary');
  await summary.waitFor({ timeout: 10000 });
  await page.waitForFunction(() => document.activeElement?.classList.contains('error-summary'));
  await textShown(summary, /There is a problem/);
  for (const message of messages) await textShown(summary, message);
}

const textShown = (scope: Locator, text: RegExp) =>
  scope.getByText(text).first().waitFor({ timeout: 10000 });

/**
 * The borrower's or the signer's ID on an identity screen: a driver's licence, with an image of
 * its front and of its back chosen (not yet uploaded).
 */
export async function chooseDriversLicence(page: Page) {
  await choose(page, /ID type/i, /Driver's License/i);
  await page.getByLabel(/^Front image/i).setInputFiles(pngFile('front.png'));
  await page.getByLabel(/^Back image/i).setInputFiles(pngFile('back.png'));
}
