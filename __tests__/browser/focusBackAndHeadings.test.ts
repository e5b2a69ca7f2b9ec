import type { Page, Route } from 'playwright-core';
import { BASE, expectAxeClean, heading, screenshot, useBrowser } from './support/browser';
import { control, createApplicant } from './support/sandbox';

/**
 * Keyboard, focus, Back and headings, at a phone's width unless said: the skip link on screen
 * when focused, focus carried to the outcome of an action (never dropped to the page's body), Back
 * leaving a step instead of bouncing, the registration's question as each page's heading, and
 * headings and wording that follow the state. (Focus never hidden under a fixed part is checked
 * on every screen of journey.test.ts; the survey prompt in the page's flow is
 * topBarMenusAndSurvey.test.ts's; the mobile menu's hold on the keyboard is the unit tests' of the
 * menus, the same hold being walked with real Tab presses in the footer's and loan officer's
 * dialogs.)
 */
const browser = useBrowser();

// The chat's hours back to the schedule for the next file on this worker's sandbox.
afterAll(() => control('PUT', '/__sandbox/hours', { chatOpen: null }));

/** A borrower choosing their offer, signed in on product/select at the `viewport` width. */
async function atOfferSelection(viewport: 'phone' | 'desktop') {
  const opened = await browser.signedInPage({ state: 'OFFER_SELECTION' }, { viewport });
  await opened.page.goto(`${opened.app}/product/select`);
  expect(await heading(opened.page)).toBe('Select your offer');
  return opened;
}

/** The element that has the focus, described for an assertion. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    return `${element.tagName.toLowerCase()}: ${name.slice(0, 60)}`;
  });

/** Records, from now on, whether the focus was ever on the page's body at an animation frame. */
async function watchFocusDrops(page: Page) {
  await page.evaluate(() => {
    const record = { dropped: 0 };
    (window as { __focusDrops?: typeof record }).__focusDrops = record;
    const tick = () => {
      if (document.activeElement === document.body || !document.activeElement) record.dropped += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return () =>
    page.evaluate(() => (window as { __focusDrops?: { dropped: number } }).__focusDrops!.dropped);
}

describe.each(['phone', 'desktop'] as const)('at the %s width', (width) => {
  test('the skip link is on screen, and on top, whenever it has the focus', async () => {
    const { context, page } = await atOfferSelection(width);
    // From the page's heading, Shift+Tab back through the top bar to the skip link.
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    for (
      let stop = 0;
      stop < 10 && !(await skip.evaluate((e) => e === document.activeElement));
      stop += 1
    ) {
      await page.keyboard.press('Shift+Tab');
    }
    expect(await focused(page)).toBe('a: Skip to main content');
    const shown = await skip.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        onScreen: box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.width > 20,
        onTop: hit === link || link.contains(hit),
      };
    });
    expect(shown).toEqual({ onScreen: true, onTop: true });
    await screenshot(page, `trial-skip-link-${width}`);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await context.close();
  });
});

test('focus goes to what an action left behind: the invitation sent, the message box, the next page', async () => {
  // Agents are there whatever the hour (out of the schedule's hours the chatbot answers instead,
  // which has no form); the page reads the chat's hours as it opens.
  await control('PUT', '/__sandbox/hours', { chatOpen: true });
  // Send invitation: the confirmation that replaces the form.
  const { applicant, app, context, page, errors } = await browser.signedInPage(
    { state: 'CO_DEED_REQUIRED' },
    { viewport: 'phone' },
  );
  await page.goto(`${app}/signing/additional`);
  expect(await heading(page)).toBe('Additional signers');
  await page.getByLabel(/^First name/).fill('Sam');
  await page.getByLabel(/^Last name/).fill('Rivera');
  await page.getByLabel(/^Email address/).fill(`sam.rivera.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByRole('heading', { name: 'Invitation sent' }).waitFor();
  expect(await focused(page)).toBe('h2: Invitation sent');

  // Check again, when the page changes: the next page's heading, never the body meanwhile.
  // (Once the check the invitation started has ended.)
  const checkAgain = page.getByRole('button', { name: 'Check again' });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')]
        .find((b) => b.textContent === 'Check again')
        ?.getAttribute('aria-busy') !== 'true',
  );
  await control('PATCH', `/__sandbox/applications/${applicant.applicationUuid}`, {
    state: 'NOTARY_DISCLOSURE',
    status: { disclosurelistNotaryReady: true },
    application: { coDeedStatus: 'COMPLETE' },
  });
  const drops = await watchFocusDrops(page);
  await checkAgain.click();
  await page.waitForURL(/\/notary\/intro$/, { timeout: 20000 });
  await page.waitForFunction(() => document.activeElement?.id === 'screen-heading');
  expect(await drops()).toBe(0);

  // Start chat: the message box that replaces the form.
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat' });
  await chat.getByRole('button', { name: 'Start chat' }).click();
  await chat.getByLabel('Message').waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
  expect(await chat.getByLabel('Message').evaluate((box) => box === document.activeElement)).toBe(
    true,
  );
  expect(errors).toEqual([]);
  await context.close();
});

test('Back from a step leaves it, to the application in progress, instead of bouncing', async () => {
  const { context, page } = await browser.signedInPage(
    { state: 'OFFER_SELECTION' },
    { viewport: 'phone' },
  );
  // A signed-in borrower with an application who opens the registration is shown it.
  await page.goto(`${BASE}/register`);
  expect(await heading(page)).toBe('You have an application in progress');
  expect(await page.getByLabel(/Street address/).count()).toBe(0);
  await expectAxeClean(page);
  await page.getByRole('link', { name: 'Continue your application' }).click();
  await page.waitForURL(/\/product\/select$/);
  expect(await heading(page)).toBe('Select your offer');
  await page.getByLabel(/^Amount/).fill('15000');
  await page.getByRole('button', { name: 'Select offer' }).click();
  await page.waitForURL(/\/start\/contact$/, { timeout: 20000 });
  expect(await heading(page)).toBe('Ownership and credit check');

  await page.goBack();
  await page.waitForURL(/\/register$/);
  expect(await heading(page)).toBe('You have an application in progress');
  await context.close();
});

test('a control focused while the step loads keeps the focus when its heading appears', async () => {
  const { app, context, page, errors } = await browser.signedInPage(
    { state: 'COLLECT_ADDITIONAL_INFO' },
    { viewport: 'desktop' },
  );
  // The lender's status is held until released: the step stays "Finding your next step".
  const held: Route[] = [];
  let released = false;
  await page.route('**/service-krang-heloc/borrower/secure/api/v1/*/status', (route) =>
    released ? route.continue() : void held.push(route),
  );
  await page.goto(`${app}/start/contact`);
  await page.getByRole('heading', { level: 1, name: 'Finding your next step' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');

  // Keyboard only: the footer's privacy options, opened and closed with Escape meanwhile.
  const privacy = page.getByRole('contentinfo').getByRole('button', {
    name: 'Your privacy options',
  });
  await privacy.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Your privacy options' });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await focused(page)).toBe('button: Your privacy options');

  // Released: the step shows; the focus stays where the person put it.
  released = true;
  await Promise.all(held.splice(0).map((route) => route.continue()));
  await page.getByRole('heading', { level: 1, name: 'Ownership and credit check' }).waitFor();
  await page
    .getByLabel(/Social Security number/)
    .first()
    .waitFor();
  expect(await focused(page)).toBe('button: Your privacy options');
  expect(errors).toEqual([]);
  await context.close();
});

test('registration: each question is the page heading, and the title names the step', async () => {
  const { context, page } = await browser.newPage({ viewport: 'phone' });
  await page.goto(`${BASE}/register`);
  expect(await heading(page)).toBe('Where is the home you want to borrow against?');
  await page.getByLabel(/Street address/i).fill('1234 Juniper Lane');
  await page.getByLabel(/^City/i).fill('Sacramento');
  await page.getByLabel(/^State/i).selectOption('CA');
  await page.getByLabel(/ZIP code/i).fill('95814');
  await page.getByLabel(/ZIP code/i).press('Enter');
  await page.waitForURL(/step=sale-status/);
  // One question on the page: the heading names the topic, the legend asks (docs/journey.md#registration).
  expect(await heading(page)).toBe('Your plans for the home');
  expect(await focused(page)).toBe('h1: Your plans for the home');
  expect(await page.locator('legend').innerText()).toMatch(
    /^Do you plan to sell this home in the next 12 months\?/,
  );
  expect(await page.title()).toMatch(/Your plans for the home – Step 1 of 5$/);
  expect(await page.getByText('Step 1 of 5').isVisible()).toBe(true);
  // The panel agrees: the caption counts its sections, the page is in the first.
  const panelSteps = page.getByRole('list', { name: 'Registration steps' }).locator(':scope > li');
  expect(await panelSteps.count()).toBe(5);
  const current = page.locator('[aria-current="true"]');
  expect((await current.first().innerText()).trim()).toMatch(/Property Info|Sale Status/);
  await context.close();
});

test('headings and wording follow the state: the funded line, the offer reopened from the summary', async () => {
  const funded = await browser.signedInPage(
    { state: 'FUNDABLE', status: { checklistStatus: 'FUNDABLE', condition: 'FUNDED' } },
    { viewport: 'phone' },
  );
  const { page } = funded;
  await page.goto(`${funded.app}/complete`);
  expect(await heading(page)).toBe('Your line of credit has been funded');
  expect(await page.getByText(/is on its way/).count()).toBe(0);

  // The offer's headline is the same reached by the routing or reopened through Change.
  await funded.context.close();
  const summary = await browser.signedInPage(
    { state: 'APP_SUBMISSION', status: { disclosurelistSummaryReady: true } },
    { viewport: 'phone' },
  );
  const second = summary.page;
  await second.goto(`${summary.app}/start/app-summary`);
  expect(await heading(second)).toBe('Check your answers before you submit');
  await second.getByRole('link', { name: 'Change Line amount' }).click();
  await second.waitForURL(/\/product\/select\?change=app-summary$/);
  expect(await heading(second)).toBe('Select your offer');
  const headline = second.getByText(/for up to \$/).first();
  expect(await headline.innerText()).toMatch(/^You're approved for up to \$/);
  await summary.context.close();
});

test("the loan officer's name wraps on a narrow phone rather than being cut off", async () => {
  const broker = await createApplicant({ role: 'broker' });
  const { application } = await control<{
    application: { referrer: { referrerUuid: string } };
  }>('GET', `/__sandbox/applications/${broker.applicationUuid}`);
  const { app, context, page } = await browser.signedInPage(
    { state: 'OFFER_SELECTION', application: { referrer: application.referrer } },
    { viewport: { width: 320, height: 640 } },
  );
  await page.goto(`${app}/product/select`);
  expect(await heading(page)).toBe('Select your offer');
  const name = page.locator('.loan-officer-bar__name');
  await name.waitFor();
  // All of it shows: nothing past the element's edge (an ellipsis would hide the rest).
  expect(await name.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
  await screenshot(page, 'trial-loan-officer-320');
  await context.close();
});
