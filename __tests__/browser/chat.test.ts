import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations, BASE, screenshot, useBrowser, watchPageErrors } from './support/browser';
import { pdfFile } from './support/files';
import { control, lastSeq, requestsSince } from './support/sandbox';
import { chatFilingLine } from '../../src/contract/chat';

/**
 * The webchat in the production build against the sandbox lender: a visitor chats
 * with the simulated agent on the streaming provider (waiting text, the first message after the
 * join, an answer, a reload keeps the chat, a dropped connection recovers, the agent ends it, the
 * ended panel and its survey); out of hours the chatbot answers and takes bad-response feedback;
 * the default provider, which cannot reach its cloud from here, fails with the documented alert; and
 * the default provider's SDK chunk is never fetched in stream mode.
 */
const browser = useBrowser();

const STREAM_FLAG = 'fe-webchat-stream';
const DIST = path.resolve(__dirname, '../../dist');

/** The build's chunk holding @twilio/conversations (found by a string only the SDK has). */
const twilioChunks = readdirSync(DIST).filter(
  (file) =>
    file.endsWith('.js') && readFileSync(path.join(DIST, file), 'utf8').includes('twilsock'),
);

interface SandboxChat {
  channelId: string;
  mode: 'agent' | 'chatbot';
  open: boolean;
  messages: { from: string; body: string }[];
}
const chats = () => control<SandboxChat[]>('GET', '/__sandbox/chat');

/** Every script the page fetched. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      scripts.push(path.basename(new URL(request.url()).pathname));
  });
  return scripts;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Chat' });

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await dialog(page).waitFor();
}

async function startChat(page: Page, name = 'Vera Visitor', email = 'vera.visitor@example.com') {
  await dialog(page).getByLabel('Name').fill(name);
  await dialog(page).getByLabel('Email address').fill(email);
  await dialog(page).getByRole('button', { name: 'Start chat' }).click();
  await dialog(page).getByRole('textbox', { name: 'Message' }).waitFor();
}

async function say(page: Page, text: string) {
  const box = dialog(page).getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
}

beforeAll(async () => {
  expect(twilioChunks.length).toBeGreaterThan(0);
});

afterEach(async () => {
  await control('PUT', '/__sandbox/hours', { chatOpen: null });
  await control('PUT', '/__sandbox/chat', { agentJoinAfterMs: 1500, autoReply: true });
  await control('PUT', `/__sandbox/flags/${STREAM_FLAG}`, { flagEnabled: true, variables: {} });
});

test('a visitor chats with an agent: waiting, the join, answers, a reload, a drop, the end, the survey', async () => {
  await control('PUT', '/__sandbox/hours', { chatOpen: true });
  // The agent joins when the test says so, not on a timer the page could lose a race with.
  await control('PUT', '/__sandbox/chat', { agentJoinAfterMs: 600000 });
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const scripts = scriptsOf(page);

  await page.goto(`${BASE}/register`);
  await openChat(page);
  expect(await axeViolations(page)).toEqual([]);
  await startChat(page);
  const chat = (await chats()).at(-1)!;
  expect(chat).toMatchObject({ mode: 'agent', open: true, messages: [] });

  // The first message waits for the agent, then goes.
  await say(page, 'Hello, can I draw more later?');
  await dialog(page).getByText('Waiting for next available agent').waitFor();
  expect((await chats()).at(-1)!.messages).toEqual([]);
  await screenshot(page, 'chat-waiting');
  await control('POST', `/__sandbox/chat/${chat.channelId}`, { action: 'agent-joins' });
  await dialog(page)
    .getByText('Waiting for next available agent')
    .waitFor({ state: 'detached', timeout: 10000 });
  await dialog(page).getByText('Thanks for waiting. Let me look at that for you.').waitFor();
  expect((await chats()).at(-1)!.messages.slice(0, 2)).toEqual([
    { from: 'customer', body: 'Hello, can I draw more later?' },
    { from: 'agent', body: 'Thanks for waiting. Let me look at that for you.' },
  ]);
  const log = dialog(page).getByRole('log');
  await expect(log.getByText('Jordan').first().isVisible()).resolves.toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  // A reload keeps the chat: opened again, the conversation is there.
  await page.reload();
  await openChat(page);
  await log.getByText('Hello, can I draw more later?').waitFor();
  await log.getByText('Thanks for waiting. Let me look at that for you.').waitFor();

  // A dropped connection: the warning, then it reconnects and the chat goes on.
  await control('POST', `/__sandbox/chat/${chat.channelId}`, { action: 'drop' });
  const lost = dialog(page)
    .getByRole('status')
    .filter({ hasText: 'Connection lost. Attempting to reconnect.' });
  await lost.waitFor();
  await lost.waitFor({ state: 'detached', timeout: 10000 });
  await control('POST', `/__sandbox/chat/${chat.channelId}`, {
    action: 'agent-says',
    text: 'Still here after the hiccup.',
  });
  await log.getByText('Still here after the hiccup.').waitFor();
  await say(page, 'Thanks!');
  await log.getByText('Got it. Is there anything else I can help you with today?').waitFor();

  // The agent ends it: the ended panel, and its survey in a new tab.
  await control('POST', `/__sandbox/chat/${chat.channelId}`, { action: 'end' });
  await dialog(page).getByText('Thanks for chatting with us!').waitFor();
  expect(await dialog(page).getByRole('textbox', { name: 'Message' }).count()).toBe(0);
  await screenshot(page, 'chat-ended');
  expect(await axeViolations(page)).toEqual([]);
  const [survey] = await Promise.all([
    context.waitForEvent('page'),
    dialog(page).getByRole('button', { name: 'Take the survey' }).click(),
  ]);
  await survey.waitForURL(/\/chat-survey\?/);
  const params = new URL(survey.url()).searchParams;
  expect(params.get('applicantName')).toBe('Vera Visitor');
  expect(params.get('email')).toBe('vera.visitor@example.com');
  expect(params.get('interactionId')).toMatch(/^contact-/);
  expect(await survey.evaluate(() => window.opener)).toBeNull();

  await dialog(page).getByRole('button', { name: 'Start new chat' }).click();
  await dialog(page).getByRole('button', { name: 'Start chat' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('chat_session'))).toBeNull();

  // Stream mode never fetches the default provider's SDK.
  expect(scripts.filter((s) => twilioChunks.includes(s))).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('out of hours the chatbot answers and takes bad-response feedback', async () => {
  await control('PUT', '/__sandbox/hours', { chatOpen: false });
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(`${BASE}/register`);
  await openChat(page);
  // Sent empty: "Required" at each field, the summary naming the field (docs/forms.md).
  await dialog(page).getByRole('button', { name: 'Start chat' }).click();
  await dialog(page).getByRole('heading', { name: 'There is a problem' }).waitFor();
  expect(await dialog(page).locator('.error-summary a').allInnerTexts()).toEqual([
    'Name: Required',
    'Email address: Required',
  ]);
  expect(await dialog(page).locator('.form-field__error').allTextContents()).toEqual([
    'Error: Required',
    'Error: Required',
  ]);
  await dialog(page).getByRole('link', { name: 'Name: Required' }).click();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe(
    await dialog(page).getByLabel('Name').getAttribute('id'),
  );
  expect(await axeViolations(page)).toEqual([]);
  await startChat(page, 'Olu Owner', 'olu@example.com');
  const since = await lastSeq();
  await say(page, 'What APR would I get?');
  const log = dialog(page).getByRole('log');
  await log.getByText(/fixed APR for each draw/).waitFor();
  expect(await dialog(page).getByRole('button', { name: 'Attach files' }).count()).toBe(0);

  await log.getByRole('button', { name: 'Bad Response' }).click();
  const tell = page.getByRole('dialog', { name: 'Tell us more' });
  await tell.getByRole('button', { name: 'Submit' }).click();
  await tell.getByText('Please select a reason').waitFor();
  await tell.getByRole('radio', { name: 'Answer too vague' }).check();
  await tell.getByLabel('Additional information').fill('I wanted a number.');
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'chat-bad-response');
  await tell.getByRole('button', { name: 'Submit' }).click();
  await tell.waitFor({ state: 'detached' });
  await expect(log.getByRole('button', { name: 'Bad Response' }).isDisabled()).resolves.toBe(true);

  const sent = (await requestsSince(since)).filter((r) =>
    r.path.endsWith('/setChatReplyUsedWithFeedback'),
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toMatchObject({
    feedbackMessage: 'Answer too vague: I wanted a number.',
    rating: 0,
    senderEmail: 'olu@example.com',
  });
  // A new answer lets the person give feedback again.
  await say(page, 'How does funding work?');
  await log.getByText(/three-day rescission period/).waitFor();
  await expect(log.getByRole('button', { name: 'Bad Response' }).last().isDisabled()).resolves.toBe(
    false,
  );
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a signed-in borrower: prefilled form in stream mode, the identity and a nonce with the start', async () => {
  await control('PUT', '/__sandbox/hours', { chatOpen: true });
  const { page, context, applicant } = await browser.signedInPage({ state: 'OFFER_SELECTION' });
  const errors = watchPageErrors(page);
  await page.goto(`${BASE}/${applicant.applicationUuid}/product/select?pop-webchat`);
  await dialog(page).waitFor();
  const name = dialog(page).getByLabel('Name');
  await expect(name.inputValue()).resolves.not.toBe('');
  await expect(dialog(page).getByLabel('Email address').inputValue()).resolves.toBe(
    applicant.email,
  );
  const since = await lastSeq();
  await dialog(page).getByRole('button', { name: 'Start chat' }).click();
  await dialog(page).getByRole('textbox', { name: 'Message' }).waitFor();
  const requests = await requestsSince(since);
  expect(requests.some((r) => r.path.endsWith('/webchat/authenticate') && r.status === 200)).toBe(
    true,
  );
  const init = requests.find((r) => r.path.endsWith('/stream/init-web-chat'))!;
  expect(init.body).toMatchObject({
    identityUuid: applicant.profileUuid,
    applicationUuid: applicant.applicationUuid,
    skill: 'FHEL',
  });
  expect(errors).toEqual([]);
  await context.close();
});

test('a PDF sent to the agent completes the open condition once the borrower chooses it; a .txt offers nothing', async () => {
  await control('PUT', '/__sandbox/hours', { chatOpen: true });
  await control('PUT', '/__sandbox/chat', { agentJoinAfterMs: 200, autoReply: true });
  const { page, context, applicant, app } = await browser.signedInPage({
    state: 'DISBURSEMENT_ACCOUNT',
  });
  const errors = watchPageErrors(page);
  const uuid = applicant.applicationUuid;
  await control('PATCH', `/__sandbox/applications/${uuid}`, {
    conditions: [{ categoryEnum: 'GENERIC_DOCUMENT_REQUEST' }],
  });
  type Stored = { conditions: unknown[]; application: { documents: { type: string }[] } };
  const stored = () => control<Stored>('GET', `/__sandbox/applications/${uuid}`);
  const documentsBefore = (await stored()).application.documents.length;

  await page.goto(`${app}/conditions?pop-webchat`);
  await dialog(page).getByRole('button', { name: 'Start chat' }).click();
  await dialog(page).getByRole('textbox', { name: 'Message' }).waitFor();
  await dialog(page)
    .locator('input[type=file]')
    .setInputFiles([
      pdfFile('statement.pdf'),
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Account notes') },
    ]);
  await say(page, 'Here is my bank statement');
  const title = 'Upload a requested document';
  const offer = dialog(page).getByRole('button', { name: `Add to your application: ${title}` });
  await offer.waitFor({ timeout: 15000 });
  // One action, under the PDF; none under the text file. Nothing filed until chosen.
  expect(
    await dialog(page)
      .getByRole('button', { name: /^Add to your application/ })
      .count(),
  ).toBe(1);
  expect((await stored()).conditions).toHaveLength(1);
  await screenshot(page, 'chat-file-offer');

  await offer.click();
  await dialog(page).getByText(`Added to your application: ${title}`).waitFor({ timeout: 15000 });
  const after = await stored();
  expect(after.conditions).toEqual([]);
  expect(after.application.documents.slice(documentsBefore).map((d) => d.type)).toEqual([
    'BANK_STATEMENT',
  ]);
  // The agent's side: the line in the chat's record, which the simulated agent answers.
  await dialog(page)
    .getByText(/Thanks, I can see statement\.pdf on your application now/)
    .waitFor();
  const line = chatFilingLine('statement.pdf', title);
  const chat = (await chats()).find((c) => c.messages.some((m) => m.body === line));
  expect(chat?.messages.filter((m) => m.body === line).map((m) => m.from)).toEqual(['customer']);
  expect(
    chat?.messages.some((m) => m.from === 'agent' && m.body.includes('I can see statement.pdf')),
  ).toBe(true);
  await screenshot(page, 'chat-file-filed');
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('the default provider cannot reach its cloud from here: the documented alert, the form kept', async () => {
  await control('PUT', '/__sandbox/hours', { chatOpen: true });
  await control('PUT', `/__sandbox/flags/${STREAM_FLAG}`, { flagEnabled: false, variables: {} });
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = scriptsOf(page);
  await page.goto(`${BASE}/register`);
  await openChat(page);
  await dialog(page).getByLabel('Name').fill('Tess Twilio');
  await dialog(page).getByLabel('Email address').fill('tess@example.com');
  await dialog(page).getByRole('button', { name: 'Start chat' }).click();
  await dialog(page)
    .getByRole('alert')
    .filter({ hasText: 'Something went wrong. Please try again later.' })
    .waitFor({ timeout: 30000 });
  await dialog(page).getByRole('button', { name: 'Start chat' }).waitFor();
  // What was typed is still there.
  await expect(dialog(page).getByLabel('Name').inputValue()).resolves.toBe('Tess Twilio');
  expect(scripts.some((s) => twilioChunks.includes(s))).toBe(true);
  await context.close();
});

test('a production build holds none of the chat developer controls', () => {
  const files = readdirSync(DIST).filter((file) => /\.(js|css|html)$/.test(file));
  expect(files.length).toBeGreaterThan(10);
  const words = ['Reset chat', 'WK-sandbox', 'Jordan (sandbox)', 'Mode: '];
  const found = files.flatMap((file) => {
    const text = readFileSync(path.join(DIST, file), 'utf8');
    return words.filter((word) => text.includes(word)).map((word) => `${file}: ${word}`);
  });
  expect(found).toEqual([]);
});
