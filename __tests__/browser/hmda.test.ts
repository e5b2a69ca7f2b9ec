import type { Page } from 'playwright-core';
import type { HmdaAnswers } from '../../src/contract/hmdaQuestions';
import { expectAxeClean, heading, useBrowser } from './support/browser';
import { control } from './support/sandbox';

/**
 * start/hmda as the regulation's form asks it (docs/journey.md, "start/hmda"): several races with
 * their subgroups and text boxes, an ethnicity subgroup, declining refused beside another answer;
 * the lists reach the lender's record and the summary, and Change brings them back. At a phone
 * width, axe clean.
 */
const browser = useBrowser();

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const box = (page: Page, question: string, answer: string) =>
  group(page, question).getByRole('checkbox', { name: answer, exact: true });
const answerOf = (page: Page, question: string) =>
  page
    .locator('.check-answers__row')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${question}$`) }) })
    .locator('.check-answers__value');

it('sends several answers with subgroups and texts; the record and the summary hold the lists', async () => {
  const { applicant, app, context, page, errors } = await browser.signedInPage(
    { state: 'HMDA' },
    { viewport: 'phone' },
  );
  await page.goto(`${app}/start/hmda`);
  expect(await heading(page)).toBe('Government monitoring information');

  await box(page, 'Ethnicity', 'Mexican').check();
  await box(page, 'Race', 'American Indian or Alaska Native').check();
  await page.getByLabel('Name of enrolled or principal tribe (optional)').fill('Navajo Nation');
  // A subgroup ticks its parent.
  await box(page, 'Race', 'Chinese').check();
  await box(page, 'Race', 'Korean').check();
  await box(page, 'Race', 'Other Asian').check();
  await page.getByLabel('Asian race (optional)').fill('Hmong');
  expect(await box(page, 'Ethnicity', 'Hispanic or Latino').isChecked()).toBe(true);
  expect(await box(page, 'Race', 'Asian').isChecked()).toBe(true);
  await box(page, 'Sex', 'Female').check();
  await box(page, 'Sex', 'I do not wish to provide this information').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  const summary = page.locator('.error-summary');
  await summary.waitFor();
  expect(await summary.getByRole('link').allInnerTexts()).toEqual([
    'Choose your sex, or "I do not wish to provide this information", not both',
  ]);
  await expectAxeClean(page, 'hmda-phone-error');

  await box(page, 'Sex', 'I do not wish to provide this information').uncheck();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${app}/start/app-summary`, { timeout: 30000 });
  await page.getByRole('button', { name: 'Submit application' }).waitFor({ timeout: 20000 });

  const { application } = await control<{ application: { hmda: HmdaAnswers } }>(
    'GET',
    `/__sandbox/applications/${applicant.applicationUuid}`,
  );
  expect(application.hmda).toEqual({
    ethnicity: ['HISPANIC_OR_LATINO', 'MEXICAN'],
    ethnicityOther: null,
    race: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE', 'ASIAN', 'CHINESE', 'KOREAN', 'OTHER_ASIAN'],
    raceTribe: 'Navajo Nation',
    raceOtherAsian: 'Hmong',
    raceOtherPacificIslander: null,
    sex: ['FEMALE'],
  });
  expect(await answerOf(page, 'Ethnicity').innerText()).toBe('Hispanic or Latino: Mexican');
  expect(await answerOf(page, 'Race').innerText()).toBe(
    'American Indian or Alaska Native (Navajo Nation); Asian: Chinese, Korean, Other Asian (Hmong)',
  );
  expect(await answerOf(page, 'Sex').innerText()).toBe('Female');

  // Change: the boxes and the texts come back as sent.
  await page.getByRole('link', { name: 'Change Race' }).click();
  await group(page, 'Race').waitFor({ timeout: 20000 });
  expect(await box(page, 'Race', 'Korean').isChecked()).toBe(true);
  expect(await box(page, 'Race', 'White').isChecked()).toBe(false);
  expect(await page.getByLabel('Asian race (optional)').inputValue()).toBe('Hmong');
  expect(errors).toEqual([]);
  await context.close();
});
