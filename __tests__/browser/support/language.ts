import type { Page } from 'playwright-core';
import { britishSpellingsIn } from '../../support/britishSpellings';

/**
 * The British spellings a person meets on the page as it is now (docs/accessibility.md#language):
 * in its title, its visible text and the names and hints its elements give (aria-label, title,
 * alt, placeholder). One read of the page, no waiting: cheap enough for every screen a test
 * already visits.
 */
export async function britishSpellingsOnPage(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'alt', 'placeholder'];
    const named = document.querySelectorAll(attributes.map((a) => `[${a}]`).join(','));
    const names = [...named].flatMap((element) =>
      attributes.map((a) => element.getAttribute(a) ?? ''),
    );
    return [document.title, document.body.innerText, ...names].join('\n');
  });
  return britishSpellingsIn(text);
}
