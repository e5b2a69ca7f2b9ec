import type { Page } from 'playwright-core';
import { NMLS_CONSUMER_ACCESS } from '../../src/features/footer/footerContent';
import { BASE, screenshot, signInOnThisTab, useBrowser, VIEWPORTS } from './support/browser';
import { createApplicant } from './support/sandbox';

/**
 * The journey's screens in the pseudo-locale (docs/language.md#the-pseudo-locale), at the phone
 * width: every message comes out accented and a third longer, so a visible text in plain letters
 * did not come from a catalog, unless the lender sent it (a name, an address, a document's title,
 * the organisation's own copy: any word found in the page's answers from the lender or in the
 * organisation's data). And the longer words must fit: nothing cut off, nothing wider than the
 * window.
 */
const browser = useBrowser();

/** Names that are the same in every language: the regulator's system. */
const PROPER_NAMES = [NMLS_CONSUMER_ACCESS];

/** Where each screen is: a visitor's registration, or an applicant in a server state. */
const SCREENS: { name: string; state?: string | null }[] = [
  { name: 'register' },
  { name: 'offer', state: null },
  { name: 'liens', state: 'LIEN_VERIFICATION' },
  { name: 'hmda', state: 'HMDA' },
  { name: 'summary', state: 'APP_SUBMISSION' },
  { name: 'income', state: 'INCOME_VERIFICATION' },
  { name: 'disburse', state: 'DISBURSEMENT_ACCOUNT' },
  { name: 'autopay', state: 'AUTOPAY' },
  { name: 'identity', state: 'IDENTITY_VERIFICATION' },
  { name: 'signing', state: 'NOTE_SIGNING' },
  { name: 'complete', state: 'RESCISSION' },
];

/** What the page shows in plain letters, and what it cuts off or lets run wider than the window. */
function readPage() {
  const ACCENTED = /[\u00C0-\u024F\u1E00-\u1EFF]/;
  const WORDS = /[A-Za-z]{3,}/;
  const plain = new Set<string>();
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && !element.closest('noscript,[hidden],option');
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const element = node.parentElement;
    if (!element || !WORDS.test(text) || ACCENTED.test(text) || !visible(element)) continue;
    // A drawing's own letters (the equal housing logo) are its picture; its name is read below.
    if (element.closest('script,style,svg,.document-viewer__content')) continue;
    plain.add(text);
  }
  for (const element of document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value && WORDS.test(value) && !ACCENTED.test(value)) plain.add(value);
    }
  }
  if (!ACCENTED.test(document.title)) plain.add(document.title);
  const cut: string[] = [];
  for (const element of document.querySelectorAll('body *')) {
    const style = getComputedStyle(element);
    const clips = style.overflowX === 'hidden' || style.textOverflow === 'ellipsis';
    // Text only for a screen reader is clipped to a pixel on purpose.
    const forScreenReaders = element.getBoundingClientRect().width <= 1;
    if (
      clips &&
      !forScreenReaders &&
      visible(element) &&
      element.scrollWidth > element.clientWidth + 1
    ) {
      cut.push(
        `${element.tagName.toLowerCase()}.${element.className}: ${(element.textContent ?? '').trim().slice(0, 60)}`,
      );
    }
  }
  return {
    plain: [...plain],
    cut,
    wider: document.documentElement.scrollWidth > window.innerWidth,
    organisation: document.getElementById('org-info')?.textContent ?? '',
  };
}

/** Whether every word of `text` is among the lender's words (its answers, its organisation's data). */
const fromLender = (text: string, lender: string) =>
  (text.match(/[A-Za-z]{3,}/g) ?? []).every((word) => lender.includes(word.toLowerCase()));

async function look(page: Page, answers: string[]) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const found = await page.evaluate(readPage);
  const lender = [...answers, found.organisation].join('\n').toLowerCase();
  return {
    english: found.plain.filter(
      (text) => !fromLender(text, lender) && !PROPER_NAMES.includes(text),
    ),
    cut: found.cut,
    wider: found.wider,
  };
}

test('every screen of the journey in the pseudo-locale: each visible text from a catalog, none cut off at 375 px', async () => {
  const problems: string[] = [];
  // One tab for every screen: each applicant signs in on it in turn, with the storage of the one
  // before cleared (a new tab costs about twice a page load, docs/testing.md).
  const { context, page, errors } = await browser.newPage({ viewport: 'phone' });
  let answers: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'fetch') {
      const kept = answers;
      void response.text().then(
        (body) => kept.push(body),
        () => undefined,
      );
    }
  });
  for (const { name, state } of SCREENS) {
    const applicant =
      state === undefined ? null : await createApplicant(state === null ? {} : { state });
    if (applicant) await signInOnThisTab(page, applicant.jwt);
    answers = [];
    const errorsBefore = errors.length;
    await page.goto(
      applicant
        ? `${BASE}/${applicant.applicationUuid}?lang=pseudo`
        : `${BASE}/register?lang=pseudo`,
    );
    const { english, cut, wider } = await look(page, answers);
    await screenshot(page, `pseudo-${name}`);
    problems.push(
      ...english.map((text) => `${name}: not from a catalog: "${text}"`),
      ...cut.map((text) => `${name}: cut off: ${text}`),
      ...(wider ? [`${name}: wider than ${VIEWPORTS.phone.width} px`] : []),
      ...errors.slice(errorsBefore).map((error) => `${name}: page error: ${error}`),
    );
  }
  await context.close();
  expect(problems).toEqual([]);
});
