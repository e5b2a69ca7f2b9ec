import { BASE, expectAxeClean, screenshot, useBrowser } from './support/browser';
import {
  chooseOption,
  englishOnPage,
  es,
  esPattern,
  press,
  tabTo,
  tick,
  typeInto,
} from './support/spanish';

/**
 * Choosing the language in a real browser (docs/language.md#choosing-the-language): `?lang=es` on
 * arrival, kept by the browser for the next page load, `<html lang>` and the lender's calls
 * following it, and the control switching back in place. Then a Spanish reader's registration
 * and application, by keyboard alone (docs/language.md#what-stays-in-english).
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

test('a Spanish reader registers and submits an application with the keyboard alone, meeting no English sentence', async () => {
  const { context, page, errors } = await browser.newPage({ viewport: 'phone' });
  const field = (english: string) => page.getByLabel(esPattern(english, { whole: false })).first();
  const button = (english: string) => page.getByRole('button', { name: es(english), exact: true });
  const untranslated: string[] = [];
  /**
   * Each screen of the walk: no sentence of the catalogs in English; a screenshot of the first,
   * the summary and the last (a full page costs the suite about half a second).
   */
  const look = async (name: string) => {
    untranslated.push(...(await englishOnPage(page)).map((sentence) => `${name}: ${sentence}`));
    if (['property', 'app-summary', 'income-review'].includes(name)) {
      await screenshot(page, `es-keyboard-${name}`);
    }
  };
  const next = async (step: string) => {
    await press(page, button('Continue'));
    await page.waitForURL(new RegExp(`step=${step}`));
  };

  await page.goto(`${BASE}/register?lang=es`);
  await field('Street address').waitFor({ timeout: 20000 });
  await look('property');
  await typeInto(page, field('Street address'), '5106 Old Mill Creek Road');
  await typeInto(page, field('City'), 'Sacramento');
  await chooseOption(page, field('State'), /^California/);
  await typeInto(page, field('ZIP code'), '95819');
  await next('sale-status');

  const sell = page.getByRole('group', {
    name: es('Do you plan to sell this home in the next 12 months?'),
  });
  await sell.waitFor();
  await look('sale-status');
  await tick(page, sell.getByRole('radio', { name: es('No'), exact: true }));
  await next('income-info');

  await field('Annual income').waitFor();
  await look('income-info');
  await typeInto(page, field('Annual income'), '120000');
  const employment = page.getByRole('group', { name: es('Employment type') });
  await tick(page, employment.getByRole('radio', { name: es('Full time'), exact: true }));
  await next('name');

  await field('First name').waitFor();
  await look('name');
  await typeInto(page, field('First name'), 'María');
  await typeInto(page, field('Last name'), 'Hernández');
  await next('birthdate');

  await field('Date of birth').waitFor();
  await look('birthdate');
  await typeInto(page, field('Date of birth'), '04/19/1979');
  await next('contact-info');

  await field('Email address').waitFor();
  await look('contact-info');
  await typeInto(page, field('Email address'), `maria.${Date.now()}@example.com`);
  await typeInto(page, field('Phone number'), '916-555-0193');
  await next('login-info');

  await field('Password').waitFor();
  await look('login-info');
  await typeInto(page, page.getByLabel(esPattern('Password')), 'Contraseña-Segura-2026');
  await typeInto(page, field('Confirm password'), 'Contraseña-Segura-2026');
  await tick(page, field('I agree to a soft credit pull'));
  await tick(page, field('I agree to receive documents and sign electronically'));
  await press(page, button('Create account'));

  // The lender makes the offer (behind the processing modal), then asks about the liens.
  await page.waitForURL(/\/liens$/, { timeout: 30000 });
  const yes = page.getByRole('radio', { name: es('Yes'), exact: true });
  await yes.first().waitFor({ timeout: 20000 });
  await look('liens');
  for (const answer of await yes.all()) await tick(page, answer);
  await press(page, button('Confirm liens'));

  await page.waitForURL(/\/product\/select$/, { timeout: 30000 });
  await field('Amount').waitFor({ timeout: 20000 });
  await look('product-select');
  await typeInto(page, field('Amount'), '60000');
  await press(page, button('Select offer'));

  await page.waitForURL(/\/start\/contact$/, { timeout: 30000 });
  await field('Social Security number').waitFor({ timeout: 20000 });
  await look('start-contact');
  const ownership = page.getByRole('group', { name: es('How do you own this property?') });
  await tick(page, ownership.getByRole('radio', { name: es('Sole owner'), exact: true }));
  await typeInto(page, field('Social Security number'), '123-45-6789');
  await tick(page, field('I agree to a hard credit pull'));
  await press(page, button('Continue'));

  await page.waitForURL(/\/start\/hmda$/, { timeout: 30000 });
  const declined = page.getByRole('checkbox', {
    name: es('I do not wish to provide this information'),
    exact: true,
  });
  await declined.first().waitFor({ timeout: 20000 });
  await look('hmda');
  for (const box of await declined.all()) await tick(page, box);
  await press(page, button('Continue'));

  await page.waitForURL(/\/start\/app-summary$/, { timeout: 30000 });
  await button('Submit application').waitFor({ timeout: 20000 });
  await look('app-summary');
  // Each early disclosure read to its end with the keyboard (End in its scrolling region), then
  // accepted.
  for (const viewer of await page.locator('.document-viewer').all()) {
    await tabTo(page, viewer, { most: 200 });
    await page.keyboard.press('End');
    // Scrolled to its end (smoothly) before the focus moves on.
    await page.waitForFunction(
      (element) =>
        !!element && element.scrollTop + element.clientHeight >= element.scrollHeight - 1,
      await viewer.elementHandle(),
    );
  }
  for (const accept of await page
    .getByRole('checkbox', { name: esPattern('I have read and accept: {title}') })
    .all()) {
    await page.waitForFunction(
      (element) => element?.getAttribute('aria-disabled') !== 'true',
      await accept.elementHandle(),
    );
    await tabTo(page, accept, { back: true, most: 200 });
    await page.keyboard.press('Space');
    expect(await accept.isChecked()).toBe(true);
  }
  await press(page, button('Submit application'));

  await page.waitForURL(/\/income\/review$/, { timeout: 30000 });
  await page.getByRole('heading', { level: 1, name: es('Review your income') }).waitFor();
  await look('income-review');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  expect(untranslated).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
