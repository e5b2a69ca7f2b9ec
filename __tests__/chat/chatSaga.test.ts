/**
 * The chat lifecycle saga by outcome, on a real store with jest's fake clock: the open-status
 * poll, the mode choice, session reuse and expiry, the streaming provider (first message held
 * until an agent joins, the 10 s ping, reconnection, typing previews, the end), the nonce and its
 * refresh, the chatbot's expiry and feedback, and the survey.
 */
import { http, HttpResponse } from 'msw';
import { shellHasRendered } from '../../src/loading/lateParts';
import type { AppStore } from '../../src/app/store';
import {
  AGENT_SESSION_MS,
  CHATBOT_SESSION_MS,
  NONCE_REFRESH_MS,
  OMNI_PROXY_PING_MS,
  OPEN_STATUS_POLL_MS,
  TYPING_PREVIEW_MS,
} from '../../src/features/chat/chatRules';
import {
  badResponseSubmitted,
  chatOpened,
  chatStartRequested,
  chatTyped,
  messageSendRequested,
  surveyRequested,
} from '../../src/features/chat/chatSlice';
import { readAgentSession, readChatbotSession } from '../../src/features/chat/chatSessions';
import { selectChat } from '../../src/features/chat/chatStore';
import { chatSockets, type SocketLike } from '../../src/features/chat/streamSocket';
import { logoutRequested } from '../../src/features/session';
import {
  CHAT_SESSION_STORAGE_KEY,
  CHATBOT_SESSION_STORAGE_KEY,
} from '../../src/lib/browserStorage';
import { APPLICATION_UUID, PROFILE_UUID } from '../support/fixtures';
import { setPageHidden } from '../support/pageVisibility';
import { server, url, useMockServer } from '../support/server';
import { advanceSagas, signedInStore, testStore, trackStore } from '../support/testStore';
import { i18n } from '../../src/lib/i18n';

useMockServer();
// Every body these tests send is one the lender takes.

const APP = `/account/heloc/${APPLICATION_UUID}/identity`;
const CHANNEL = '6d1f0c2a-7b3e-4f5a-9c8d-2e1f0a9b8c7d';
const USER_TOKEN = 'user-token-1';

interface Sent {
  method: string;
  path: string;
  at: number;
  body: unknown;
  search: string;
  authorization: string | null;
}
let sent: Sent[] = [];
let start = 0;
const calls = (path: string, method = 'POST') =>
  sent.filter((r) => r.path === path && r.method === method);

/** A socket the test drives: what the app sent, and the server's side. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sentData: unknown[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sentData.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}
let sockets: FakeSocket[] = [];
const lastSocket = () => sockets[sockets.length - 1]!;

let historyAnswer: { frozen: boolean; agentJoined: boolean; messages: unknown[] } = {
  frozen: false,
  agentJoined: false,
  messages: [],
};
let messageCount = 0;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  start = Date.now();
  sent = [];
  sockets = [];
  messageCount = 0;
  historyAnswer = { frozen: false, agentJoined: false, messages: [] };
  chatSockets.create = (address: string) => {
    const socket = new FakeSocket(address);
    sockets.push(socket);
    return socket;
  };
  server.events.on('request:start', async ({ request }) => {
    const address = new URL(request.url);
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => null);
    sent.push({
      method: request.method,
      path: address.pathname,
      search: address.search,
      at: Date.now() - start,
      body,
      authorization: request.headers.get('authorization'),
    });
  });
  server.use(
    http.post(url('/service-optimize/external/api/v1/feature'), async ({ request }) => {
      const { featureKey } = (await request.json()) as { featureKey: string };
      return HttpResponse.json({
        flagEnabled:
          featureKey === 'fe-webchat-stream' || featureKey === 'fe-webchat-borrower-auth',
        variables: {},
      });
    }),
    http.post(url('/service-omni-proxy/insecure/api/v1/stream/init-web-chat'), () =>
      HttpResponse.json({
        omniProxyChannelId: CHANNEL,
        providerChannelId: CHANNEL,
        providerUserId: 'user-1',
        providerUserToken: USER_TOKEN,
        skill: 'FHEL',
      }),
    ),
    http.get(url('/service-chat-provider/api/v1/channels/:id/messages'), () =>
      HttpResponse.json({ channelId: CHANNEL, ...historyAnswer }),
    ),
    http.post(url('/service-chat-provider/api/v1/channels/:id/messages'), async ({ request }) => {
      const { text } = (await request.json()) as { text: string };
      messageCount += 1;
      return HttpResponse.json({
        id: `m-${messageCount}`,
        from: 'customer',
        body: text,
        at: new Date().toISOString(),
      });
    }),
    http.post(url('/service-chat-provider/api/v1/channels/:id/typing'), () =>
      HttpResponse.json({}),
    ),
    http.post(url('/service-csp/customer/secure/api/v1/webchat/authenticate'), () =>
      HttpResponse.json({ nonce: 'nonce-0' }),
    ),
    http.put(url('/service-csp/customer/secure/api/v1/webchat/refresh'), ({ request }) => {
      const old = new URL(request.url).searchParams.get('nonce') ?? '';
      return HttpResponse.json({ nonce: `nonce-${Number(old.split('-')[1]) + 1}` });
    }),
    http.post(
      url('/service-chat-chatbot/external/api/v1/message/chatWithAutobot'),
      async ({ request }) => {
        const body = (await request.json()) as { conversationId: string | null };
        return HttpResponse.json({
          conversationId: body.conversationId ?? 'conversation-1',
          questionId: `q-${sent.length}`,
          responseToCustomer: 'A HELOC is a line of credit.',
        });
      },
    ),
    http.get(url('/service-chat-chatbot/external/api/v1/message/getChatHistory/:id'), () =>
      HttpResponse.json([
        {
          questionId: 'q-old',
          questionStr: 'What is a HELOC?',
          responseStr: 'A line of credit on your home.',
          createdDt: '2026-11-26T10:00:00.000Z',
          conversationId: 'conversation-1',
        },
      ]),
    ),
    http.post(
      url('/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback'),
      () => HttpResponse.json({}),
    ),
    http.post(url('/service-csp/external/api/v1/twilio/web-chat-info'), () =>
      HttpResponse.json({ contactId: 'contact-1' }),
    ),
  );
});

afterEach(() => {
  server.events.removeAllListeners();
  jest.useRealTimers();
  localStorage.clear();
});

const openStatus = (open: boolean) =>
  server.use(
    http.get(url('/service-operating-hours/external/api/v1/hours/:department/openStatus'), () =>
      HttpResponse.json({ open }),
    ),
  );

const chat = (store: AppStore) => selectChat(store.getState());

/** A stored agent session on the streaming provider, expiring at `expiration`. */
const storeStreamSession = (expiration: number) =>
  localStorage.setItem(
    CHAT_SESSION_STORAGE_KEY,
    JSON.stringify({
      token: null,
      conversationSid: null,
      expiration,
      friendlyName: 'Vera',
      emailAddress: 'vera@example.com',
      omniProxyChannelId: CHANNEL,
      initialMessage: null,
      stream: {
        providerUserId: 'user-1',
        providerUserToken: USER_TOKEN,
        providerChannelId: CHANNEL,
      },
    }),
  );

/** A store whose shell has rendered (the chat saga starts with the extras), settled. */
async function visitor(path = APP) {
  shellHasRendered();
  const { store } = testStore(path);
  trackStore(store);
  await advanceSagas(0);
  return store;
}

async function signedIn(path = APP) {
  shellHasRendered();
  const store = signedInStore(path);
  await advanceSagas(0);
  return store;
}

async function startAgentChat(store: AppStore) {
  store.dispatch(chatOpened());
  await advanceSagas(0);
  store.dispatch(
    chatStartRequested({ friendlyName: 'Vera Visitor', emailAddress: 'vera@example.com' }),
  );
  await advanceSagas(0);
  lastSocket().open();
  await advanceSagas(0);
}

describe('the open status (polled every 60 s)', () => {
  test('asked at once, then every 60 s exactly', async () => {
    await visitor();
    const polls = () =>
      calls('/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus', 'GET');
    expect(polls()).toHaveLength(1);
    await advanceSagas(OPEN_STATUS_POLL_MS - 1);
    expect(polls()).toHaveLength(1);
    await advanceSagas(1);
    expect(polls()).toHaveLength(2);
    await advanceSagas(OPEN_STATUS_POLL_MS);
    expect(polls().map((p) => p.at)).toEqual([0, OPEN_STATUS_POLL_MS, 2 * OPEN_STATUS_POLL_MS]);
  });

  test('paused while the page is hidden; shown again, asked at once and every 60 s from there', async () => {
    await visitor();
    const polls = () =>
      calls('/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus', 'GET');
    setPageHidden(true);
    await advanceSagas(8 * 60 * OPEN_STATUS_POLL_MS);
    expect(polls()).toHaveLength(1);
    setPageHidden(false);
    await advanceSagas(0);
    const shown = 8 * 60 * OPEN_STATUS_POLL_MS;
    expect(polls().map((p) => p.at)).toEqual([0, shown]);
    await advanceSagas(OPEN_STATUS_POLL_MS);
    expect(polls().map((p) => p.at)).toEqual([0, shown, shown + OPEN_STATUS_POLL_MS]);
  });

  test('the chat hours text from the week endpoint', async () => {
    const store = await visitor();
    expect(i18n._(chat(store).hoursText!)).toMatch(/^Monday-Friday /);
  });
});

describe('the mode choice', () => {
  test('open hours: an agent on the streaming provider (the flag on)', async () => {
    openStatus(true);
    const store = await visitor();
    store.dispatch(chatOpened());
    await advanceSagas(0);
    expect(chat(store)).toMatchObject({ mode: 'agent', provider: 'stream', phase: 'form' });
  });

  test('closed hours: the chatbot', async () => {
    openStatus(false);
    const store = await visitor();
    store.dispatch(chatOpened());
    await advanceSagas(0);
    expect(chat(store)).toMatchObject({ mode: 'chatbot', provider: 'chatbot', phase: 'form' });
  });

  test('the default provider when the stream flag is off', async () => {
    openStatus(true);
    server.use(
      http.post(url('/service-optimize/external/api/v1/feature'), () =>
        HttpResponse.json({ flagEnabled: false, variables: {} }),
      ),
    );
    const store = await visitor();
    store.dispatch(chatOpened());
    await advanceSagas(0);
    expect(chat(store)).toMatchObject({ mode: 'agent', provider: 'twilio' });
  });

  test('a stored agent session is reused out of hours until 6 hours have passed', async () => {
    openStatus(false);
    const now = Date.now();
    storeStreamSession(now + AGENT_SESSION_MS);
    const store = await visitor();
    store.dispatch(chatOpened());
    await advanceSagas(0);
    expect(chat(store)).toMatchObject({ mode: 'agent', provider: 'stream', phase: 'messaging' });
    // The first 20 messages, with the user token as bearer.
    const history = calls(`/service-chat-provider/api/v1/channels/${CHANNEL}/messages`, 'GET');
    expect(history).toHaveLength(1);
    expect(history[0]!.search).toBe('?limit=20');
    expect(history[0]!.authorization).toBe(`Bearer ${USER_TOKEN}`);
  });

  test('an expired agent session is not reused', async () => {
    openStatus(false);
    storeStreamSession(Date.now() - 1);
    const store = await visitor();
    store.dispatch(chatOpened());
    await advanceSagas(0);
    expect(chat(store)).toMatchObject({ mode: 'chatbot', phase: 'form' });
  });

  test('a stored chatbot session is reused in hours, with its history', async () => {
    openStatus(true);
    localStorage.setItem(
      CHATBOT_SESSION_STORAGE_KEY,
      JSON.stringify({
        conversationId: 'conversation-1',
        friendlyName: 'Vera',
        emailAddress: 'vera@example.com',
        loginTimestamp: Date.now(),
        expiration: Date.now() + CHATBOT_SESSION_MS,
      }),
    );
    const store = await visitor();
    store.dispatch(chatOpened());
    await advanceSagas(0);
    expect(chat(store)).toMatchObject({ mode: 'chatbot', phase: 'messaging' });
    expect(chat(store).messages.map((m) => m.body)).toEqual([
      'What is a HELOC?',
      'A line of credit on your home.',
    ]);
  });

  test('outside production a query forces the provider: ?chatbot in hours, ?nice has no SDK here', async () => {
    openStatus(true);
    const forcedChatbot = await visitor(`${APP}?chatbot`);
    forcedChatbot.dispatch(chatOpened());
    await advanceSagas(0);
    expect(chat(forcedChatbot)).toMatchObject({ mode: 'chatbot', provider: 'chatbot' });

    const nice = await visitor(`${APP}?nice`);
    nice.dispatch(chatOpened());
    await advanceSagas(0);
    expect(chat(nice)).toMatchObject({
      mode: 'agent',
      provider: 'unsupported',
      alert: 'somethingWentWrong',
    });
    nice.dispatch(chatStartRequested({ friendlyName: 'Vera', emailAddress: 'vera@example.com' }));
    await advanceSagas(0);
    expect(calls('/service-omni-proxy/insecure/api/v1/stream/init-web-chat')).toHaveLength(0);
    expect(chat(nice)).toMatchObject({ phase: 'form', alert: 'somethingWentWrong' });
  });

  test('on plaid-oauth-success the chat is about the stored application', async () => {
    openStatus(true);
    localStorage.setItem('heloc_uuid', APPLICATION_UUID);
    const store = await visitor('/account/heloc/plaid-oauth-success');
    await startAgentChat(store);
    expect(
      calls('/service-omni-proxy/insecure/api/v1/stream/init-web-chat')[0]!.body,
    ).toMatchObject({
      applicationUuid: APPLICATION_UUID,
    });
  });

  test('pop-webchat on an application route opens the chat on load; elsewhere it does not', async () => {
    const store = await visitor(`${APP}?pop-webchat`);
    expect(chat(store).isOpen).toBe(true);
    const elsewhere = await visitor('/account/heloc/register?pop-webchat');
    expect(chat(elsewhere).isOpen).toBe(false);
  });
});

describe('an agent chat on the streaming provider', () => {
  test('the init body, the session stored for 6 hours, the socket on the channel', async () => {
    openStatus(true);
    const store = await visitor();
    await startAgentChat(store);
    const init = calls('/service-omni-proxy/insecure/api/v1/stream/init-web-chat');
    expect(init).toHaveLength(1);
    expect(init[0]!.body).toMatchObject({
      friendlyName: 'Vera Visitor',
      emailAddress: 'vera@example.com',
      applicationUuid: APPLICATION_UUID,
      skill: 'FHEL',
      chatMode: 'stream',
      identityUuid: null,
      nonce: null,
      orgCode: 'main',
    });
    expect(readAgentSession()).toMatchObject({
      expiration: start + AGENT_SESSION_MS,
      omniProxyChannelId: CHANNEL,
      stream: { providerChannelId: CHANNEL, providerUserToken: USER_TOKEN },
    });
    expect(lastSocket().url).toBe(`ws://localhost:8080/service-omni-proxy/ws?channelId=${CHANNEL}`);
    expect(chat(store).phase).toBe('messaging');
  });

  test('the first message waits for an agent, then is sent', async () => {
    openStatus(true);
    const store = await visitor();
    await startAgentChat(store);
    store.dispatch(messageSendRequested({ text: 'Hello there', attachmentIds: [] }));
    await advanceSagas(0);
    const posts = () => calls(`/service-chat-provider/api/v1/channels/${CHANNEL}/messages`);
    expect(chat(store).waitingForAgent).toBe(true);
    expect(readAgentSession()?.initialMessage).toBe('Hello there');
    expect(posts()).toHaveLength(0);

    lastSocket().push({ type: 'participant-joined', role: 'agent', name: 'Jordan' });
    await advanceSagas(0);
    expect(posts().map((p) => p.body)).toEqual([{ text: 'Hello there' }]);
    expect(chat(store)).toMatchObject({ waitingForAgent: false, agentName: 'Jordan' });
    expect(chat(store).messages.map((m) => [m.from, m.body, m.pending ?? false])).toEqual([
      ['customer', 'Hello there', false],
    ]);
    expect(readAgentSession()?.initialMessage).toBeNull();
  });

  test('a message sent while the chat still loads (its history on its way) is kept and sent once an agent is there', async () => {
    openStatus(true);
    let release = () => {};
    const history = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(url('/service-chat-provider/api/v1/channels/:id/messages'), async () => {
        await history;
        return HttpResponse.json({ channelId: CHANNEL, ...historyAnswer });
      }),
    );
    const store = await visitor();
    store.dispatch(chatOpened());
    await advanceSagas(0);
    store.dispatch(
      chatStartRequested({ friendlyName: 'Vera Visitor', emailAddress: 'vera@example.com' }),
    );
    await advanceSagas(0);
    // The message box shows: the person types at once.
    expect(chat(store).phase).toBe('messaging');
    store.dispatch(messageSendRequested({ text: 'Typed at once', attachmentIds: [] }));
    await advanceSagas(0);
    release();
    await advanceSagas(0);
    lastSocket().open();
    await advanceSagas(0);
    expect(chat(store).waitingForAgent).toBe(true);
    lastSocket().push({ type: 'participant-joined', role: 'agent', name: 'Jordan' });
    await advanceSagas(0);
    const posts = calls(`/service-chat-provider/api/v1/channels/${CHANNEL}/messages`);
    expect(posts.map((p) => p.body)).toEqual([{ text: 'Typed at once' }]);
  });

  test('pings every 10 s with the channel id', async () => {
    openStatus(true);
    const store = await visitor();
    await startAgentChat(store);
    const socket = lastSocket();
    await advanceSagas(OMNI_PROXY_PING_MS - 1);
    expect(socket.sentData).toEqual([]);
    await advanceSagas(1);
    expect(socket.sentData).toEqual([{ route: 'ping', channelId: CHANNEL }]);
    await advanceSagas(OMNI_PROXY_PING_MS);
    expect(socket.sentData).toHaveLength(2);
    expect(chat(store).alert).toBeNull();
  });

  test('a dropped connection: the warning, a new socket after 1 s, the warning cleared on connect', async () => {
    openStatus(true);
    const store = await visitor();
    await startAgentChat(store);
    lastSocket().drop();
    await advanceSagas(0);
    expect(chat(store).alert).toBe('connectionLost');
    expect(sockets).toHaveLength(1);
    await advanceSagas(999);
    expect(sockets).toHaveLength(1);
    await advanceSagas(1);
    expect(sockets).toHaveLength(2);
    // Messages said while away arrive with the history read again.
    historyAnswer = {
      frozen: false,
      agentJoined: true,
      messages: [
        { id: 'a-1', from: 'agent', body: 'Are you there?', at: new Date().toISOString() },
      ],
    };
    lastSocket().open();
    await advanceSagas(0);
    expect(chat(store).alert).toBeNull();
    expect(chat(store).messages.map((m) => m.body)).toEqual(['Are you there?']);
  });

  test('typing previews are sent at most every 1 s once an agent is there', async () => {
    openStatus(true);
    const store = await visitor();
    await startAgentChat(store);
    lastSocket().push({ type: 'participant-joined', role: 'agent', name: 'Jordan' });
    await advanceSagas(0);
    const typing = () => calls(`/service-chat-provider/api/v1/channels/${CHANNEL}/typing`);
    for (let i = 0; i < 5; i += 1) store.dispatch(chatTyped());
    await advanceSagas(0);
    expect(typing()).toHaveLength(1);
    await advanceSagas(TYPING_PREVIEW_MS - 1);
    store.dispatch(chatTyped());
    await advanceSagas(0);
    expect(typing()).toHaveLength(1);
    await advanceSagas(1);
    store.dispatch(chatTyped());
    await advanceSagas(0);
    expect(typing()).toHaveLength(2);
  });

  test('a frozen channel ends the chat: the sessions cleared, the ended panel', async () => {
    openStatus(true);
    const store = await visitor();
    await startAgentChat(store);
    lastSocket().push({ type: 'frozen' });
    await advanceSagas(0);
    expect(chat(store).phase).toBe('ended');
    expect(localStorage.getItem(CHAT_SESSION_STORAGE_KEY)).toBeNull();
    expect(lastSocket().closed).toBe(true);
  });

  test('a failed send keeps the text and says so', async () => {
    openStatus(true);
    const store = await visitor();
    await startAgentChat(store);
    lastSocket().push({ type: 'participant-joined', role: 'agent', name: 'Jordan' });
    await advanceSagas(0);
    server.use(
      http.post(url('/service-chat-provider/api/v1/channels/:id/messages'), () =>
        HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 500 }),
      ),
    );
    store.dispatch(messageSendRequested({ text: 'Are you there?', attachmentIds: [] }));
    await advanceSagas(0);
    expect(chat(store).alert).toBe('sendFailed');
    expect(chat(store).unsent?.text).toBe('Are you there?');
  });

  test('a start that fails shows the alert and stays on the form', async () => {
    openStatus(true);
    server.use(
      http.post(url('/service-omni-proxy/insecure/api/v1/stream/init-web-chat'), () =>
        HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 503 }),
      ),
    );
    const store = await visitor();
    store.dispatch(chatOpened());
    await advanceSagas(0);
    store.dispatch(chatStartRequested({ friendlyName: 'Vera', emailAddress: 'vera@example.com' }));
    await advanceSagas(0);
    expect(chat(store)).toMatchObject({ alert: 'somethingWentWrong', phase: 'form' });
    expect(localStorage.getItem(CHAT_SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('signed-in chatters', () => {
  test('the identity uuid and the nonce; the nonce refreshed every 60 s until the chat ends', async () => {
    openStatus(true);
    const store = await signedIn();
    await startAgentChat(store);
    expect(
      calls('/service-omni-proxy/insecure/api/v1/stream/init-web-chat')[0]!.body,
    ).toMatchObject({
      identityUuid: PROFILE_UUID,
      nonce: 'nonce-0',
    });
    const refreshes = () => calls('/service-csp/customer/secure/api/v1/webchat/refresh', 'PUT');
    const startedAt = Date.now() - start;
    await advanceSagas(NONCE_REFRESH_MS - 1);
    expect(refreshes()).toHaveLength(0);
    await advanceSagas(1);
    expect(refreshes().map((r) => r.search)).toEqual(['?nonce=nonce-0']);
    await advanceSagas(NONCE_REFRESH_MS);
    expect(refreshes().map((r) => [r.search, r.at - startedAt])).toEqual([
      ['?nonce=nonce-0', NONCE_REFRESH_MS],
      ['?nonce=nonce-1', 2 * NONCE_REFRESH_MS],
    ]);
    lastSocket().push({ type: 'frozen' });
    await advanceSagas(0);
    await advanceSagas(3 * NONCE_REFRESH_MS);
    expect(refreshes()).toHaveLength(2);
  });

  test('a live chat in a hidden page keeps its nonce refresh and its socket', async () => {
    openStatus(true);
    const store = await signedIn();
    await startAgentChat(store);
    const socket = lastSocket();
    const refreshes = () => calls('/service-csp/customer/secure/api/v1/webchat/refresh', 'PUT');
    setPageHidden(true);
    await advanceSagas(3 * NONCE_REFRESH_MS);
    expect(refreshes()).toHaveLength(3);
    expect(socket.sentData.filter((d) => (d as { route?: string }).route === 'ping')).toHaveLength(
      (3 * NONCE_REFRESH_MS) / OMNI_PROXY_PING_MS,
    );
    expect([socket.closed, lastSocket()]).toEqual([false, socket]);
  });

  test('the nonce refresh stops when the borrower leaves', async () => {
    openStatus(true);
    const store = await signedIn();
    await startAgentChat(store);
    server.use(
      http.post(url('/identity-broker/customer/secure/api/v3/logout'), () =>
        HttpResponse.json({ redirectUrl: '/auth/login?org=main' }),
      ),
    );
    store.dispatch(logoutRequested());
    await advanceSagas(0);
    await advanceSagas(3 * NONCE_REFRESH_MS);
    expect(calls('/service-csp/customer/secure/api/v1/webchat/refresh', 'PUT')).toHaveLength(0);
  });

  test('signed in, the chat starts by itself except in stream mode', async () => {
    openStatus(false);
    const store = await signedIn();
    store.dispatch(chatOpened());
    await advanceSagas(0);
    expect(chat(store)).toMatchObject({ mode: 'chatbot', autoStart: true });
    openStatus(true);
    await advanceSagas(OPEN_STATUS_POLL_MS);
    const other = await signedIn();
    other.dispatch(chatOpened());
    await advanceSagas(0);
    expect(chat(other)).toMatchObject({ provider: 'stream', autoStart: false });
  });
});

describe('the chatbot', () => {
  async function chatbot() {
    openStatus(false);
    const store = await visitor();
    store.dispatch(chatOpened());
    await advanceSagas(0);
    store.dispatch(chatStartRequested({ friendlyName: 'Vera', emailAddress: 'vera@example.com' }));
    await advanceSagas(0);
    return store;
  }

  /** The chatbot asked "What is a HELOC?", and its answer. */
  async function answered() {
    const store = await chatbot();
    store.dispatch(messageSendRequested({ text: 'What is a HELOC?', attachmentIds: [] }));
    await advanceSagas(0);
    return { store, answer: chat(store).messages.find((m) => m.from === 'bot')! };
  }

  test('questions and answers; the session kept 10 minutes after the last question', async () => {
    const store = await chatbot();
    store.dispatch(messageSendRequested({ text: 'What is a HELOC?', attachmentIds: [] }));
    await advanceSagas(0);
    const asked = calls('/service-chat-chatbot/external/api/v1/message/chatWithAutobot');
    expect(asked[0]!.body).toMatchObject({
      applicationId: APPLICATION_UUID,
      conversationId: null,
      message: 'What is a HELOC?',
      organization: 'main',
      senderId: 'vera@example.com',
    });
    expect(chat(store).messages.map((m) => m.from)).toEqual(['customer', 'bot']);
    expect(readChatbotSession()).toMatchObject({
      conversationId: 'conversation-1',
      expiration: start + CHATBOT_SESSION_MS,
    });
  });

  test('expired after 10 minutes: the ended panel replaces the input', async () => {
    const store = await chatbot();
    await advanceSagas(CHATBOT_SESSION_MS - 1);
    expect(chat(store).phase).toBe('messaging');
    await advanceSagas(1);
    expect(chat(store).phase).toBe('ended');
    expect(localStorage.getItem(CHATBOT_SESSION_STORAGE_KEY)).toBeNull();
  });

  test('feedback on a bad answer, then locked until a new message arrives', async () => {
    const { store, answer } = await answered();
    store.dispatch(
      badResponseSubmitted({
        questionId: answer.questionId!,
        reason: 'Other',
        additionalInformation: 'Too short',
      }),
    );
    await advanceSagas(0);
    const feedback = calls(
      '/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback',
    );
    expect(feedback[0]!.body).toMatchObject({
      questionId: answer.questionId,
      conversationId: 'conversation-1',
      responseToCustomer: 'A HELOC is a line of credit.',
      feedbackMessage: 'Other: Too short',
      rating: 0,
      senderEmail: 'vera@example.com',
    });
    expect(chat(store).feedbackLocked).toBe(true);
    expect(chat(store).feedback).toEqual({ questionId: answer.questionId, status: 'sent' });
    store.dispatch(messageSendRequested({ text: 'And rates?', attachmentIds: [] }));
    await advanceSagas(0);
    expect(chat(store).feedbackLocked).toBe(false);
  });

  test('feedback the lender does not take: failed for its dialog to say, not locked, no chat alert', async () => {
    const { store, answer } = await answered();
    server.use(
      http.post(
        url('/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback'),
        () => HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 500 }),
      ),
    );
    store.dispatch(
      badResponseSubmitted({
        questionId: answer.questionId!,
        reason: 'Other',
        additionalInformation: 'Too short',
      }),
    );
    expect(chat(store).feedback).toEqual({ questionId: answer.questionId, status: 'sending' });
    await advanceSagas(0);
    expect(chat(store)).toMatchObject({
      feedback: { questionId: answer.questionId, status: 'failed' },
      feedbackLocked: false,
      alert: null,
    });
  });

  test('the survey needs an omni-proxy value: none for the chatbot, so the alert', async () => {
    const store = await chatbot();
    await advanceSagas(CHATBOT_SESSION_MS);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    store.dispatch(surveyRequested());
    await advanceSagas(0);
    expect(chat(store).alert).toBe('somethingWentWrong');
    expect(calls('/service-csp/external/api/v1/twilio/web-chat-info')).toHaveLength(0);
    open.mockRestore();
  });
});

test('the survey of an agent chat: a new tab with the name, e-mail and interaction id', async () => {
  openStatus(true);
  const store = await visitor();
  await startAgentChat(store);
  lastSocket().push({ type: 'frozen' });
  await advanceSagas(0);
  const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  store.dispatch(surveyRequested());
  await advanceSagas(0);
  expect(open).toHaveBeenCalledWith('', '_blank');
  expect(calls('/service-csp/external/api/v1/twilio/web-chat-info')[0]!.body).toEqual({
    omniProxyChannelId: CHANNEL,
  });
  const survey = new URL(tab.location.href);
  expect(survey.pathname).toBe('/chat-survey');
  expect(Object.fromEntries(survey.searchParams)).toEqual({
    applicantName: 'Vera Visitor',
    email: 'vera@example.com',
    interactionId: 'contact-1',
  });
  expect(tab.opener).toBeNull();
  open.mockRestore();
});
