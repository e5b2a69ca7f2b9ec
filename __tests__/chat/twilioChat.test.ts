/**
 * The default provider (@twilio/conversations) with the SDK replaced at its module boundary by a
 * fake that raises the same events: initialization, the conversation's messages, participants
 * and state, the connection state, and the token refresh.
 */
import { http, HttpResponse } from 'msw';
import { shellHasRendered } from '../../src/loading/lateParts';
import type { AppStore } from '../../src/app/store';
import { HISTORY_PAGE_SIZE } from '../../src/features/chat/chatRules';
import { readAgentSession } from '../../src/features/chat/chatSessions';
import {
  chatOpened,
  chatStartRequested,
  messageSendRequested,
} from '../../src/features/chat/chatSlice';
import { selectChat } from '../../src/features/chat/chatStore';
import { TWILIO_INIT_TIMEOUT_MS } from '../../src/features/chat/twilioChat';
import { CHAT_SESSION_STORAGE_KEY } from '../../src/lib/browserStorage';
import { client, defaultProviderStart, type MockMessage, sdk } from '../support/fakeTwilio';
import { server, url, useMockServer } from '../support/server';
import { advanceSagas, testStore, trackStore } from '../support/testStore';

jest.mock('@twilio/conversations/builds/twilio-conversations.min.js', () =>
  jest.requireActual('../support/fakeTwilio'),
);

useMockServer();
// Every body these tests send is one the lender takes.

let refreshBodies: unknown[] = [];

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  sdk.Client.instances.length = 0;
  refreshBodies = [];
  server.use(
    ...defaultProviderStart(),
    http.post(url('/service-csp/external/api/v1/twilio/refreshToken'), async ({ request }) => {
      refreshBodies.push(await request.json());
      return HttpResponse.json({ token: 'twilio-token-2' });
    }),
  );
});

afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

const chat = (store: AppStore) => selectChat(store.getState());

async function started() {
  shellHasRendered();
  const { store } = testStore('/account/heloc/register');
  trackStore(store);
  await advanceSagas(0);
  store.dispatch(chatOpened());
  await advanceSagas(0);
  store.dispatch(chatStartRequested({ friendlyName: 'Vera', emailAddress: 'vera@example.com' }));
  await advanceSagas(0);
  return store;
}

const message = (sid: string, author: string, body: string): MockMessage => ({
  sid,
  author,
  body,
  dateCreated: new Date('2026-11-26T12:00:00Z'),
  attachedMedia: null,
});

test('the flag off picks the default provider; its client gets the init token; the first 20 messages load', async () => {
  const store = await started();
  expect(chat(store).provider).toBe('twilio');
  expect(client().token).toBe('twilio-token-1');
  client().conversation.messages = [message('IM1', 'agent-1', 'Hello, I am Sam')];
  client().conversation.participants = [
    { identity: 'agent-1', attributes: { friendlyName: 'Sam' } },
  ];
  client().emit('initialized');
  await advanceSagas(0);
  expect(client().conversation.getMessages).toHaveBeenCalledWith(HISTORY_PAGE_SIZE);
  expect(chat(store)).toMatchObject({ phase: 'messaging', agentName: 'Sam' });
  expect(chat(store).messages.map((m) => [m.from, m.body])).toEqual([['agent', 'Hello, I am Sam']]);
  // No SDK object in the store: only plain data.
  expect(JSON.parse(JSON.stringify(store.getState().chat))).toEqual(store.getState().chat);
});

test('the first message waits for an agent participant, then goes with its media', async () => {
  const store = await started();
  client().emit('initialized');
  await advanceSagas(0);
  const file = new File(['hello'], 'note.txt', { type: 'text/plain' });
  const { holdAttachment } = await import('../../src/features/chat/attachments');
  store.dispatch(messageSendRequested({ text: 'Hi', attachmentIds: [holdAttachment(file)] }));
  await advanceSagas(0);
  expect(chat(store).waitingForAgent).toBe(true);
  expect(client().conversation.built).toEqual([]);
  client().conversation.emit('participantJoined', { identity: 'agent-1', attributes: {} });
  await advanceSagas(0);
  expect(client().conversation.built).toEqual([
    { body: 'Hi', media: [{ contentType: 'text/plain', filename: 'note.txt', media: file }] },
  ]);
  expect(chat(store).waitingForAgent).toBe(false);
  client().conversation.emit('messageAdded', message('IM2', 'customer-identity', 'Hi'));
  await advanceSagas(0);
  expect(chat(store).messages.map((m) => [m.from, m.body])).toEqual([['customer', 'Hi']]);
});

test('connection state: reconnecting shows the warning, connected clears it', async () => {
  const store = await started();
  client().emit('initialized');
  client().emit('connectionStateChanged', 'connected');
  await advanceSagas(0);
  expect(chat(store).alert).toBeNull();
  client().emit('connectionStateChanged', 'connecting');
  await advanceSagas(0);
  expect(chat(store).alert).toBe('connectionLost');
  client().emit('connectionStateChanged', 'connected');
  await advanceSagas(0);
  expect(chat(store).alert).toBeNull();
});

test('the token refreshed when about to expire: the stored token sent, the new one given to the SDK', async () => {
  await started();
  client().emit('initialized');
  await advanceSagas(0);
  client().emit('tokenAboutToExpire');
  await advanceSagas(0);
  expect(refreshBodies).toEqual([{ token: 'twilio-token-1' }]);
  expect(client().updateToken).toHaveBeenCalledWith('twilio-token-2');
  expect(readAgentSession()?.token).toBe('twilio-token-2');
});

test('a refresh that fails without a message: "Token state is invalid."', async () => {
  server.use(
    http.post(url('/service-csp/external/api/v1/twilio/refreshToken'), () =>
      HttpResponse.json({}, { status: 500 }),
    ),
  );
  const store = await started();
  client().emit('initialized');
  await advanceSagas(0);
  client().emit('tokenAboutToExpire');
  await advanceSagas(0);
  expect(chat(store).alert).toBe('tokenInvalid');
});

test('a refresh that fails with a message shows the general alert', async () => {
  server.use(
    http.post(url('/service-csp/external/api/v1/twilio/refreshToken'), () =>
      HttpResponse.json({ errors: [{ message: 'Token revoked' }] }, { status: 400 }),
    ),
  );
  const store = await started();
  client().emit('initialized');
  await advanceSagas(0);
  client().emit('tokenAboutToExpire');
  await advanceSagas(0);
  expect(chat(store).alert).toBe('somethingWentWrong');
});

test('no refresh without a stored session', async () => {
  const store = await started();
  client().emit('initialized');
  await advanceSagas(0);
  localStorage.removeItem(CHAT_SESSION_STORAGE_KEY);
  client().emit('tokenAboutToExpire');
  await advanceSagas(0);
  expect(refreshBodies).toEqual([]);
  expect(client().updateToken).not.toHaveBeenCalled();
  expect(chat(store).alert).toBeNull();
});

test('a conversation no longer active ends the chat', async () => {
  const store = await started();
  client().emit('initialized');
  await advanceSagas(0);
  client().conversation.state = { current: 'closed' };
  client().conversation.emit('updated', { conversation: client().conversation });
  await advanceSagas(0);
  expect(chat(store).phase).toBe('ended');
  expect(localStorage.getItem(CHAT_SESSION_STORAGE_KEY)).toBeNull();
  expect(client().shutdown).toHaveBeenCalled();
});

test('a client that cannot reach the provider fails with the alert (as against the sandbox)', async () => {
  const store = await started();
  await advanceSagas(TWILIO_INIT_TIMEOUT_MS - 1);
  expect(chat(store).phase).toBe('messaging');
  await advanceSagas(1);
  expect(chat(store)).toMatchObject({ phase: 'form', alert: 'somethingWentWrong' });
  expect(localStorage.getItem(CHAT_SESSION_STORAGE_KEY)).toBeNull();
});

test('a token refresh the SDK never confirms does not hold the chat past its start wait', async () => {
  // Found by the fault matrix: the provider said the token was about to expire before the client
  // was ready, and the SDK's updateToken then waited for a connection that never came.
  const store = await started();
  client().updateToken.mockImplementation(() => new Promise(() => undefined));
  client().emit('tokenAboutToExpire');
  await advanceSagas(0);
  expect(client().updateToken).toHaveBeenCalledWith('twilio-token-2');
  await advanceSagas(TWILIO_INIT_TIMEOUT_MS);
  expect(chat(store)).toMatchObject({ phase: 'form', alert: 'somethingWentWrong' });
  expect(client().shutdown).toHaveBeenCalled();
});

test('initFailed fails at once', async () => {
  const store = await started();
  client().emit('initFailed', { error: { message: 'denied' } });
  await advanceSagas(0);
  expect(chat(store)).toMatchObject({ phase: 'form', alert: 'somethingWentWrong' });
});
