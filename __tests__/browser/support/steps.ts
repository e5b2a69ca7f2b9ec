import type { Page } from 'playwright-core';

/**
 * The borrower's answers on two step screens (contract/journey.md), for browser tests that go
 * through them on the way to something else: the offer (product/select), then the ownership, the
 * SSN and the hard-pull consent (start/contact), arriving on start/hmda.
 */
export async function selectOfferAndGiveSsn(page: Page, ssn: string, amount = '60000') {
  await page.getByLabel(/^Amount/i).fill(amount);
  await page.getByRole('button', { name: /^Select offer$/ }).click();
  await page.waitForURL(/\/start\/contact$/, { timeout: 30000 });
  await page.getByLabel(/Social Security number/i).waitFor({ timeout: 20000 });
  await page
    .getByRole('group', { name: /How do you own this property/i })
    .getByRole('radio', { name: /sole/i })
    .check();
  await page.getByLabel(/Social Security number/i).fill(ssn);
  await page.getByLabel(/I agree to a hard credit pull/i).check();
  await page.getByRole('button', { name: /^Continue$/ }).click();
  await page.waitForURL(/\/start\/hmda$/, { timeout: 30000 });
  await page.getByRole('group', { name: /Ethnicity/i }).waitFor({ timeout: 20000 });
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
