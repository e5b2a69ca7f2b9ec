/** @jest-environment node */
import { WebSocket } from 'ws';
import { chatbotAnswer } from '../../src/sandbox/chat';
import { sharedSandbox } from './helpers';
import { PRE_ENGAGEMENT_MESSAGES } from '../../src/contract/chat';
import { REQUIRED_MESSAGE } from '../../src/contract/fieldMessages';
import { i18n } from '../../src/lib/i18n';

const sandbox = sharedSandbox();
beforeEach(async () => {
  await sandbox.json('/__sandbox/chat', {
    method: 'PUT',
    body: { agentJoinAfterMs: 150, autoReply: true },
  });
});

interface StreamInit {
  omniProxyChannelId: string;
  providerChannelId: string;
  providerUserId: string;
  providerUserToken: string;
  skill: string | null;
}
type ChatEvent = { type: string; message?: { from: string; body: string }; role?: string };

const INIT = '/service-omni-proxy/insecure/api/v1/stream/init-web-chat';
const chatter = { friendlyName: 'Avery Quinn', emailAddress: 'avery@example.com', skill: 'FHEL' };
const messagesPath = (id: string) => `/service-chat-provider/api/v1/channels/${id}/messages`;

/** A websocket on the chat, with every event it receives. */
async function connect(channelId: string) {
  const url = `${sandbox.url.replace('http', 'ws')}/service-omni-proxy/ws?channelId=${channelId}`;
  const socket = new WebSocket(url);
  const events: ChatEvent[] = [];
  socket.on('message', (data) => events.push(JSON.parse(String(data)) as ChatEvent));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, events };
}

async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the streaming provider', () => {
  test('the pre-engagement rules are checked again: Required, 128 characters, a valid email', async () => {
    const errorOf = async (body: object) =>
      ((await (await sandbox.call(INIT, { body })).json()) as { errors: { message: string }[] })
        .errors[0]!.message;
    expect(await errorOf({ ...chatter, friendlyName: ' ' })).toBe(i18n._(REQUIRED_MESSAGE));
    expect(await errorOf({ ...chatter, friendlyName: 'x'.repeat(129) })).toBe(
      i18n._(PRE_ENGAGEMENT_MESSAGES.tooLong),
    );
    expect(await errorOf({ ...chatter, emailAddress: 'avery@' })).toBe(
      i18n._(PRE_ENGAGEMENT_MESSAGES.invalidEmail),
    );
  });

  test('a visitor chats: the agent joins after the wait, answers, and the history is kept', async () => {
    const init = await sandbox.json<StreamInit>(INIT, { body: chatter });
    expect(init).toEqual({
      omniProxyChannelId: expect.any(String),
      providerChannelId: init.omniProxyChannelId,
      providerUserId: expect.stringMatching(/^user-/),
      providerUserToken: expect.stringMatching(/^[0-9a-f]{48}$/),
      skill: 'FHEL',
    });
    const { socket, events } = await connect(init.omniProxyChannelId);
    await until(() => events.some((e) => e.type === 'participant-joined'));
    expect(events.find((e) => e.type === 'participant-joined')).toMatchObject({ role: 'agent' });

    socket.send(JSON.stringify({ route: 'ping', channelId: init.omniProxyChannelId }));
    await until(() => events.some((e) => e.type === 'pong'));

    const path = messagesPath(init.providerChannelId);
    expect((await sandbox.call(path, { body: { text: 'Hello' } })).status).toBe(403);
    await sandbox.json(path, { token: init.providerUserToken, body: { text: 'Hello' } });
    await until(() => events.some((e) => e.message?.from === 'agent'));
    expect(events.some((e) => e.type === 'typing')).toBe(true);

    const listed = await sandbox.json<{ frozen: boolean; messages: { from: string }[] }>(
      `${path}?limit=20`,
      { token: init.providerUserToken },
    );
    expect(listed.frozen).toBe(false);
    expect(listed.messages.map((m) => m.from)).toEqual(['customer', 'agent']);
    socket.close();
  });

  test('the control API drives a chat: says, drops the connection once, ends it', async () => {
    await sandbox.json('/__sandbox/chat', { method: 'PUT', body: { agentJoinAfterMs: 60000 } });
    const init = await sandbox.json<StreamInit>(INIT, { body: chatter });
    const id = init.omniProxyChannelId;
    const first = await connect(id);
    await sandbox.json(`/__sandbox/chat/${id}`, { body: { action: 'agent-joins' } });
    await sandbox.json(`/__sandbox/chat/${id}`, {
      body: { action: 'agent-says', text: 'Hi Avery, how can I help?' },
    });
    await until(() => first.events.some((e) => e.message?.body === 'Hi Avery, how can I help?'));

    const closed = new Promise((resolve) => first.socket.once('close', resolve));
    expect(await sandbox.json(`/__sandbox/chat/${id}`, { body: { action: 'drop' } })).toEqual({
      channelId: id,
      dropped: 1,
    });
    await closed;
    const again = await connect(id);
    await sandbox.json(`/__sandbox/chat/${id}`, { body: { action: 'end' } });
    await until(() => again.events.some((e) => e.type === 'frozen'));
    const late = await sandbox.call(messagesPath(id), {
      token: init.providerUserToken,
      body: { text: 'Are you there?' },
    });
    expect(late.status).toBe(409);

    const chats =
      await sandbox.json<{ channelId: string; open: boolean; messages: unknown[] }[]>(
        '/__sandbox/chat',
      );
    expect(chats.find((c) => c.channelId === id)).toEqual({
      channelId: id,
      mode: 'agent',
      open: false,
      messages: [{ from: 'agent', body: 'Hi Avery, how can I help?' }],
    });
    expect(
      (await sandbox.call(`/__sandbox/chat/${id}`, { body: { action: 'dance' } })).status,
    ).toBe(400);
    again.socket.close();
  });

  test('attachments in a multipart message; a reconnecting socket hears the agent is there', async () => {
    const init = await sandbox.json<StreamInit>(INIT, { body: chatter });
    const id = init.omniProxyChannelId;
    await sandbox.json(`/__sandbox/chat/${id}`, { body: { action: 'agent-joins' } });
    const send = (form: FormData) =>
      fetch(`${sandbox.url}${messagesPath(id)}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${init.providerUserToken}` },
        body: form,
      });
    const form = new FormData();
    form.append('text', 'My statement');
    form.append('files', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'statement.pdf');
    form.append('files', new Blob(['hello']), 'note.txt');
    const answer = await send(form);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      from: 'customer',
      body: 'My statement',
      attachments: [
        { name: 'statement.pdf', size: 8, contentType: 'application/pdf' },
        { name: 'note.txt', size: 5 },
      ],
    });
    const wrong = new FormData();
    wrong.append('files', new Blob(['MZ']), 'tool.exe');
    const refused = await send(wrong);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('tool.exe is not an accepted file type');

    const history = await sandbox.json<{
      agentJoined: boolean;
      messages: { attachments?: unknown[] }[];
    }>(`${messagesPath(id)}?limit=20`, { method: 'GET', token: init.providerUserToken });
    expect(history.agentJoined).toBe(true);
    expect(history.messages[0]!.attachments).toHaveLength(2);
    const again = await connect(id);
    await until(() =>
      again.events.some((e) => e.type === 'participant-joined' && e.role === 'agent'),
    );
    again.socket.close();
  });

  test('no socket for an unknown channel', async () => {
    const url = `${sandbox.url.replace('http', 'ws')}/service-omni-proxy/ws?channelId=nope`;
    const socket = new WebSocket(url);
    const status = await new Promise((resolve) =>
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode)),
    );
    expect(status).toBe(404);
  });
});

describe('the default provider and the nonce', () => {
  test('initWebChat, refreshToken and web-chat-info answer', async () => {
    const init = await sandbox.json<{ token: string; omniProxyChannelId: string }>(
      '/service-csp/external/api/v1/twilio/initWebChat',
      { body: chatter },
    );
    expect(init.token).toMatch(/^sandbox-/);
    const refreshed = await sandbox.json<{ token: string }>(
      '/service-csp/external/api/v1/twilio/refreshToken',
      { body: { token: init.token } },
    );
    expect(refreshed.token).not.toBe(init.token);
    const info = await sandbox.json<{ contactId: string }>(
      '/service-csp/external/api/v1/twilio/web-chat-info',
      { body: { omniProxyChannelId: init.omniProxyChannelId } },
    );
    expect(info.contactId).toMatch(/^contact-/);
  });

  test('a signed-in chatter gets a nonce; a refresh retires the old one', async () => {
    const jwt = await sandbox.login('borrower@example.com');
    const base = '/service-csp/customer/secure/api/v1/webchat';
    expect((await sandbox.call(`${base}/authenticate`, { body: {} })).status).toBe(401);
    const { nonce } = await sandbox.json<{ nonce: string }>(`${base}/authenticate`, {
      token: jwt,
      body: {},
    });
    const next = await sandbox.json<{ nonce: string }>(`${base}/refresh?nonce=${nonce}`, {
      method: 'PUT',
      token: jwt,
    });
    expect(next.nonce).not.toBe(nonce);
    expect(
      (await sandbox.call(`${base}/refresh?nonce=${nonce}`, { method: 'PUT', token: jwt })).status,
    ).toBe(401);
  });
});

describe('the chatbot', () => {
  const BOT = '/service-chat-chatbot/external/api/v1/message';

  test('answers from its knowledge base, keeps the history and takes feedback', async () => {
    const first = await sandbox.json<{
      conversationId: string;
      questionId: string;
      responseToCustomer: string;
    }>(`${BOT}/chatWithAutobot`, {
      body: { message: 'What is my interest rate?', organization: 'main', senderId: 'a@b.co' },
    });
    expect(first.responseToCustomer).toBe(chatbotAnswer('rate'));
    const second = await sandbox.json<{ conversationId: string; responseToCustomer: string }>(
      `${BOT}/chatWithAutobot`,
      { body: { message: 'Can I fly to the moon?', conversationId: first.conversationId } },
    );
    expect(second.conversationId).toBe(first.conversationId);
    expect(second.responseToCustomer).toMatch(/not sure/);

    const history = await sandbox.json<{ questionStr: string; responseStr: string }[]>(
      `${BOT}/getChatHistory/${first.conversationId}`,
    );
    expect(history.map((h) => h.questionStr)).toEqual([
      'What is my interest rate?',
      'Can I fly to the moon?',
    ]);

    await sandbox.json(`${BOT}/setChatReplyUsedWithFeedback`, {
      body: {
        questionId: first.questionId,
        conversationId: first.conversationId,
        feedbackMessage: 'Answer too vague',
        rating: 0,
      },
    });
    expect(
      (
        await sandbox.call(`${BOT}/setChatReplyUsedWithFeedback`, {
          body: { questionId: 'x', conversationId: first.conversationId, feedbackMessage: 'Other' },
        })
      ).status,
    ).toBe(404);
    expect((await sandbox.call(`${BOT}/chatWithAutobot`, { body: { message: ' ' } })).status).toBe(
      400,
    );
  });
});
