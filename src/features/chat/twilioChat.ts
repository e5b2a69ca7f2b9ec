/**
 * An agent chat on the default provider, @twilio/conversations (docs/webchat.md#states, docs/webchat.md#calls).
 * The SDK is loaded only here, when this provider starts a chat (its own chunk: not one byte
 * before). Its objects never enter the store: this saga owns the client and the conversation and
 * dispatches plain data. What it does: the client's connection state ("Connection lost. Attempting
 * to reconnect." while it reconnects), the token refreshed when the SDK says it is about to
 * expire, the conversation's messages (the first 20), participants and state (active, or the chat
 * has ended), media attachments, typing, and the first message held until an agent joins.
 */
import type * as Twilio from '@twilio/conversations';
import type { Client, Conversation, Message, Participant } from '@twilio/conversations';
import { buffers, END, type EventChannel, eventChannel, type Task } from 'redux-saga';
import {
  call,
  cancel,
  fork,
  put,
  race,
  takeEvery,
  takeMaybe,
  type SagaGenerator,
} from 'typed-redux-saga';
import { mutate } from '../../api/sagaQuery';
import { log } from '../../lib/logger';
import { wait } from '../../lib/sagaTimers';
import { chatApi } from './chatApi';
import { HISTORY_PAGE_SIZE } from './chatRules';
import { type AgentChatSession, readAgentSession, saveAgentSession } from './chatSessions';
import {
  agentTypingChanged,
  chatAlertCleared,
  chatAlertShown,
  type ChatMessage,
  type SendRequests,
  messagesReceived,
} from './chatSlice';
import { AgentConversation, typingPreviews, watchFilings } from './agentConversation';
import type { ChatOutcome } from './chatRules';

type TwilioModule = typeof Twilio;

/**
 * Where the SDK comes from: its own chunk, from the package's prebuilt browser bundle. One file
 * rather than the hundreds of modules of its npm entry, so the app's module ids stay short (the
 * build numbers modules by how many there are, and every reference in the first screen would
 * pay for a longer id). A unit test replaces the bundle at this module boundary.
 */
export const twilioSdk = {
  load: async (): Promise<TwilioModule> => {
    const bundle = await import(
      /* webpackChunkName: "twilio-conversations" */ '@twilio/conversations/builds/twilio-conversations.min.js'
    );
    const sdk = bundle.Twilio?.Conversations ?? bundle.default?.Twilio?.Conversations;
    if (!sdk) throw new Error('The chat provider SDK did not load');
    return sdk;
  },
};

/** Reading chosen: a client not initialized within 20 s has failed (the product rules name no wait). */
export const TWILIO_INIT_TIMEOUT_MS = 20_000;

type ClientEvent =
  | { type: 'initialized' }
  | { type: 'initFailed' }
  | { type: 'connection'; connectionState: Twilio.ConnectionState }
  | { type: 'tokenAboutToExpire' }
  | { type: 'tokenExpired' }
  | { type: 'connectionError'; terminal: boolean }
  | { type: 'message'; message: ChatMessage; fromAgent: boolean }
  | { type: 'agent-joined'; name: string | null }
  | { type: 'typing' }
  | { type: 'conversation-state'; active: boolean };

const isEnd = (event: ClientEvent | END): event is END => event.type === END.type;

/** An SDK message as plain data. */
export function plainMessage(message: Message, myIdentity: string): ChatMessage {
  const media = message.attachedMedia ?? [];
  return {
    id: message.sid,
    from: message.author === myIdentity ? 'customer' : 'agent',
    body: message.body ?? '',
    at: (message.dateCreated ?? new Date()).toISOString(),
    ...(media.length
      ? { attachments: media.map((m) => ({ name: m.filename ?? 'attachment', size: m.size })) }
      : {}),
  };
}

const nameOf = (participant: Participant): string | null => {
  const attributes = participant.attributes as Record<string, unknown> | null;
  const name = attributes && typeof attributes === 'object' ? attributes.friendlyName : null;
  return typeof name === 'string' ? name : null;
};

/** The client's and the conversation's events as plain data. */
function sdkEvents(client: Client): {
  channel: EventChannel<ClientEvent>;
  follow: (conversation: Conversation) => void;
} {
  let emitter: (event: ClientEvent | END) => void = () => undefined;
  const listeners: (() => void)[] = [];
  const channel = eventChannel<ClientEvent>((emit) => {
    emitter = emit;
    const on = <E extends string>(name: E, handler: (...args: never[]) => void) => {
      (client as unknown as { on(e: string, h: unknown): void }).on(name, handler);
      listeners.push(() =>
        (client as unknown as { removeListener(e: string, h: unknown): void }).removeListener(
          name,
          handler,
        ),
      );
    };
    on('initialized', () => emit({ type: 'initialized' }));
    on('initFailed', () => emit({ type: 'initFailed' }));
    on('connectionStateChanged', (connectionState: Twilio.ConnectionState) =>
      emit({ type: 'connection', connectionState }),
    );
    on('tokenAboutToExpire', () => emit({ type: 'tokenAboutToExpire' }));
    on('tokenExpired', () => emit({ type: 'tokenExpired' }));
    on('connectionError', (data: { terminal?: boolean }) =>
      emit({ type: 'connectionError', terminal: data?.terminal === true }),
    );
    return () => listeners.forEach((remove) => remove());
    // Kept while the saga is busy (a history load): no event is lost.
  }, buffers.expanding(32));
  const follow = (conversation: Conversation) => {
    const me = client.user.identity;
    const onMessage = (message: Message) =>
      emitter({
        type: 'message',
        message: plainMessage(message, me),
        fromAgent: message.author !== me,
      });
    const onJoined = (participant: Participant) => {
      if (participant.identity !== me) emitter({ type: 'agent-joined', name: nameOf(participant) });
    };
    const onTyping = (participant: Participant) => {
      if (participant.identity !== me) emitter({ type: 'typing' });
    };
    const onUpdated = ({ conversation: c }: { conversation: Conversation }) =>
      emitter({ type: 'conversation-state', active: (c.state?.current ?? 'active') === 'active' });
    conversation.on('messageAdded', onMessage);
    conversation.on('participantJoined', onJoined);
    conversation.on('typingStarted', onTyping);
    conversation.on('updated', onUpdated);
    listeners.push(() => {
      conversation.removeListener('messageAdded', onMessage);
      conversation.removeListener('participantJoined', onJoined);
      conversation.removeListener('typingStarted', onTyping);
      conversation.removeListener('updated', onUpdated);
    });
  };
  return { channel, follow };
}

/**
 * The token refreshed through the csp (docs/webchat.md#calls). No refresh without a
 * stored session; "Token state is invalid." when the refresh fails without a message (a failure
 * that says why shows the general alert).
 */
export function* refreshTwilioToken(client: Pick<Client, 'updateToken'>): SagaGenerator<void> {
  const session = readAgentSession();
  if (!session?.token) {
    log('warn', 'chat token not refreshed: no stored session');
    return;
  }
  const { data, error } = yield* mutate(chatApi.endpoints.refreshChatToken, {
    token: session.token,
  });
  const token = data?.token ?? null;
  if (!token) {
    // Whether the lender said why: a message in its answer (an error body, or a 200 without a token).
    const said = Boolean(error?.problems.some(({ message }) => message)) || Boolean(data?.message);
    const message = said ? 'said' : '';
    log('warn', 'chat token refresh failed', { status: error?.status ?? 200 });
    yield* put(chatAlertShown(message ? 'somethingWentWrong' : 'tokenInvalid'));
    return;
  }
  try {
    yield* call([client, client.updateToken], token);
    saveAgentSession({ ...session, token });
    yield* put(chatAlertCleared('tokenInvalid'));
  } catch {
    yield* put(chatAlertShown('tokenInvalid'));
  }
}

export function* runTwilioChat(
  session: AgentChatSession,
  requests: SendRequests,
): SagaGenerator<ChatOutcome> {
  if (!session.token || !session.conversationSid) return 'failed';
  let sdk: TwilioModule;
  let client: Client;
  try {
    sdk = yield* call(twilioSdk.load);
    client = new sdk.Client(session.token);
  } catch (error) {
    log('warn', 'chat provider could not start', {
      message: error instanceof Error ? error.message : String(error),
    });
    return 'failed';
  }
  const { channel, follow } = sdkEvents(client);
  const state = { everConnected: false };
  let conversation: Conversation | null = null;
  const deadline = Date.now() + TWILIO_INIT_TIMEOUT_MS;

  function* send(text: string, files: File[]): SagaGenerator<ChatMessage | null> {
    if (!conversation) throw new Error('No conversation');
    const builder = conversation.prepareMessage().setBody(text);
    files.forEach((file) =>
      builder.addMedia({ contentType: file.type || null, filename: file.name, media: file }),
    );
    yield* call(() => builder.build().send());
    // The message comes back through messageAdded.
    return null;
  }
  const agent = new AgentConversation(send);
  const joined = (name: string | null) => call([agent, agent.agentJoined], name);

  function* opened(): SagaGenerator<ChatOutcome | null> {
    conversation = yield* call([client, client.getConversationBySid], session.conversationSid!);
    follow(conversation);
    if ((conversation.state?.current ?? 'active') !== 'active') return 'ended';
    try {
      const page = yield* call([conversation, conversation.getMessages], HISTORY_PAGE_SIZE);
      const me = client.user.identity;
      yield* put(messagesReceived(page.items.map((m) => plainMessage(m, me))));
      const participants = yield* call([conversation, conversation.getParticipants]);
      const other = participants.find((p) => p.identity !== me);
      if (other || page.items.some((m) => m.author !== me)) {
        yield* joined(other ? nameOf(other) : null);
      } else {
        yield* call([agent, agent.restore]);
      }
    } catch {
      yield* put(chatAlertShown('somethingWentWrong'));
    }
    return null;
  }

  /** Sending and typing, once the conversation is there; cancelled when the chat is over. */
  function* converse(): SagaGenerator<void> {
    yield* fork(function* sending() {
      yield* takeEvery(requests, function* sendOne(action) {
        yield* call([agent, agent.sendRequested], action);
      });
    });
    yield* fork(function* typing() {
      yield* typingPreviews(function* sendTyping() {
        if (conversation && agent.agentIsThere) yield* call(() => conversation!.typing());
      });
    });
    // A sent file added to an open condition (docs/webchat.md#a-file-sent-in-the-chat).
    yield* fork(watchFilings);
  }

  let conversing: Task | null = null;
  // The refresh runs beside the events, one at a time: the SDK's updateToken can wait for a
  // connection that never comes (a notice before the client is ready), and must not hold the
  // 20 s start wait or any other event.
  let refreshing: Task | null = null;
  try {
    let initialized = false;
    for (;;) {
      const { event, timedOut } = yield* race({
        event: takeMaybe(channel),
        timedOut: initialized
          ? call(() => new Promise<never>(() => undefined))
          : wait(deadline - Date.now()),
      });
      if (timedOut !== undefined || !event || isEnd(event)) {
        if (!initialized) log('warn', 'chat provider did not initialize');
        return 'failed';
      }
      switch (event.type) {
        case 'initialized': {
          initialized = true;
          const outcome = yield* call(opened);
          if (outcome) return outcome;
          conversing = yield* fork(converse);
          break;
        }
        case 'initFailed':
          log('warn', 'chat provider failed to initialize');
          return 'failed';
        case 'connection':
          if (event.connectionState === 'connected') {
            state.everConnected = true;
            yield* put(chatAlertCleared('connectionLost'));
          } else if (event.connectionState === 'denied') {
            if (!refreshing?.isRunning()) refreshing = yield* fork(refreshTwilioToken, client);
          } else if (state.everConnected && event.connectionState !== 'disconnecting') {
            yield* put(chatAlertShown('connectionLost'));
          }
          break;
        case 'tokenAboutToExpire':
        case 'tokenExpired':
          if (!refreshing?.isRunning()) refreshing = yield* fork(refreshTwilioToken, client);
          break;
        case 'connectionError':
          if (event.terminal && !initialized) return 'failed';
          break;
        case 'message':
          yield* put(messagesReceived([event.message]));
          if (event.fromAgent) yield* joined(null);
          break;
        case 'agent-joined':
          yield* joined(event.name);
          break;
        case 'typing':
          yield* put(agentTypingChanged(true));
          break;
        case 'conversation-state':
          if (!event.active) return 'ended';
          break;
      }
    }
  } finally {
    if (conversing) yield* cancel(conversing);
    if (refreshing) yield* cancel(refreshing);
    channel.close();
    void client.shutdown().catch(() => undefined);
  }
}
