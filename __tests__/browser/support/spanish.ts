import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * The Spanish catalogs as the browser tests read them (docs/language.md#the-catalogs): each
 * message's English and its Spanish, from the PO files translators keep, so a test finds a
 * control by the words the catalog gives it and never restates a translation.
 */
const CATALOGS = ['src/locales/es/messages.po', 'src/sandbox/locales/es/messages.po']
  .map((file) => path.resolve(__dirname, '../../..', file))
  .filter((file) => existsSync(file));

/** One PO string: its quoted lines joined. */
const unquote = (lines: string[]) =>
  lines.map((line) => JSON.parse(line.replace(/^msg(id|str) /, '')) as string).join('');

function readCatalog(file: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const entry of readFileSync(file, 'utf8').split(/\n\n+/)) {
    const lines = entry.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    const str = lines.findIndex((line) => line.startsWith('msgstr '));
    const id = lines.findIndex((line) => line.startsWith('msgid '));
    if (id < 0 || str < 0) continue;
    const english = unquote(lines.slice(id, str));
    if (english) messages.set(english, unquote(lines.slice(str)));
  }
  return messages;
}

/** Every message's Spanish, by its English. */
export const SPANISH: ReadonlyMap<string, string> = new Map(
  CATALOGS.flatMap((file) => [...readCatalog(file)]),
);

/** The Spanish of a message, by its English; a test naming a message that is not one fails. */
export function es(english: string): string {
  const spanish = SPANISH.get(english);
  if (!spanish) throw new Error(`No Spanish in the catalogs for "${english}"`);
  return spanish;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for the Spanish of a message, whole (`^…$`), its values `{name}` matching anything. */
export function esPattern(english: string, { whole = true } = {}): RegExp {
  const parts = es(english)
    .split(/\{[^{}]*\}|<\/?\d+\/?>/)
    .map(escape);
  const body = parts.join('.*');
  return new RegExp(whole ? `^${body}$` : body);
}

/**
 * English sentences of the catalogs, as the page would show them: each message's text between its
 * values and tags (plurals and selects left out), kept when it is a sentence's worth (three words
 * and more) and its Spanish differs. Found on a Spanish page, such a piece is a message shown untranslated.
 */
const ENGLISH_PIECES = [...SPANISH]
  .filter(([english, spanish]) => english !== spanish && !/\{[^{}]*\{/.test(english))
  .flatMap(([english]) => english.split(/\{[^{}]*\}|<\/?\d+\/?>/))
  .map((piece) => piece.trim())
  .filter((piece) => piece.split(/\s+/).length >= 3 && piece.length >= 14);

/**
 * What a Spanish page still says in English: each catalog sentence found in the text it shows,
 * its title or the names and hints its elements give (aria-label, title, alt, placeholder). The
 * lender's documents (`.document-viewer`) are left out: they stay as the lender issues them
 * (docs/language.md#what-stays-in-english).
 */
export async function englishOnPage(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const shown: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('.document-viewer,script,style,noscript,[hidden]')) continue;
      if (element.getClientRects().length > 0) shown.push(node.textContent ?? '');
    }
    const attributes = ['aria-label', 'title', 'alt', 'placeholder'];
    for (const element of document.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))) {
      if (!element.closest('.document-viewer')) {
        shown.push(...attributes.map((a) => element.getAttribute(a) ?? ''));
      }
    }
    return shown.join('\n').replace(/\s+/g, ' ');
  });
  return ENGLISH_PIECES.filter((piece) => text.includes(piece));
}

/**
 * Moves the focus with Tab (Shift+Tab with `back`) until it is on `target`, as a person using the
 * keyboard does; fails naming where the focus went when it never gets there.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, most = 80, within = false } = {},
) {
  await target.first().waitFor();
  const visited: string[] = [];
  // `within`: any of the target's elements will do (a group of radio buttons).
  const focused = () =>
    within
      ? target.evaluateAll((elements) =>
          elements.some((element) => element === document.activeElement),
        )
      : target.evaluate((element) => element === document.activeElement);
  for (let press = 0; press < most; press += 1) {
    if (await focused()) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    visited.push(
      await page.evaluate(() => {
        const element = document.activeElement;
        if (!element) return '(none)';
        const name =
          element.getAttribute('aria-label') ?? (element as HTMLElement).innerText?.slice(0, 30);
        return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} ${name ?? ''}`;
      }),
    );
  }
  throw new Error(`Tab never reached the target; the focus went to:\n${visited.join('\n')}`);
}

/** Types `text` into the field, reached by Tab. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * Ticks a box, reached by Tab, with the space bar; or chooses a radio button as the keyboard
 * does: Tab reaches its group (one stop), the arrow keys move to it.
 */
export async function tick(page: Page, box: Locator) {
  if ((await box.getAttribute('type')) === 'radio') {
    const group = page.locator(`input[type="radio"][name="${await box.getAttribute('name')}"]`);
    await tabTo(page, group, { within: true });
    for (let step = 0; step < (await group.count()); step += 1) {
      if (await box.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('ArrowDown');
    }
  } else {
    await tabTo(page, box);
  }
  if (!(await box.isChecked())) await page.keyboard.press('Space');
  expect(await box.isChecked()).toBe(true);
}

/** Presses a button or follows a link, reached by Tab, with Enter. */
export async function press(page: Page, control: Locator) {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}

/** Chooses the option of a list box whose label matches, with the arrow keys. */
export async function chooseOption(page: Page, select: Locator, label: RegExp) {
  await tabTo(page, select);
  const labels = await select.evaluate((element) =>
    [...(element as HTMLSelectElement).options].map((option) => option.label),
  );
  const wanted = labels.findIndex((option) => label.test(option));
  if (wanted < 0) throw new Error(`No option ${label} in ${labels.join(', ')}`);
  for (let step = 0; step < labels.length; step += 1) {
    const now = await select.evaluate((element) => (element as HTMLSelectElement).selectedIndex);
    if (now === wanted) return;
    await page.keyboard.press(now < wanted ? 'ArrowDown' : 'ArrowUp');
  }
  throw new Error(`The arrow keys never chose ${label}`);
}
