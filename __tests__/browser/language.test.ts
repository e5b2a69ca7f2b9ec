import { BASE, expectAxeClean, screenshot, useBrowser } from './support/browser';

/**
 * Choosing the language in a real browser (docs/language.md#choosing-the-language): `?lang=es` on
 * arrival, kept by the browser for the next page load, `<html lang>` and the lender's calls
 * following it, and the control switching back in place.
 */
const browser = useBrowser();

test('?lang=es chooses Spanish on arrival and the browser keeps it; the control switches back in place', async () => {
  const { context, page, errors } = await browser.newPage();
  const languages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/state-licenses')) {
      languages.push(request.headers()['accept-language'] ?? '');
    }
  });
  await page.goto(`${BASE}/register?lang=es`);
  const english = page.getByRole('button', { name: 'English', exact: true });
  await english.waitFor();
  expect(await english.getAttribute('lang')).toBe('en');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  // The registration's first question, in Spanish.
  await page.getByRole('heading', { level: 1, name: /^¿Dónde está la vivienda/ }).waitFor();
  await expectAxeClean(page, 'register-es');

  // The next page load, without the parameter: the choice is the browser's now.
  await page.goto(`${BASE}/register`);
  await english.waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  expect(await page.evaluate(() => localStorage.getItem('heloc_language'))).toBe('es');
  expect(languages.length).toBeGreaterThan(0);
  expect(new Set(languages)).toEqual(new Set(['es-US, es;q=0.9']));

  const street = page.locator('input[name="address.street1"]');
  await street.fill('5106 Old Mill Creek Road');
  await english.click();
  const spanish = page.getByRole('button', { name: 'Español', exact: true });
  await spanish.waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  expect(await spanish.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await street.inputValue()).toBe('5106 Old Mill Creek Road');
  await screenshot(page, 'register-back-in-english');
  expect(errors).toEqual([]);
  await context.close();
});
