/**
 * An agent chat on the streaming provider (docs/webchat.md#states, docs/webchat.md#calls): the first 20 messages
 * from the provider's messages API (the user token as bearer), the omni-proxy websocket with its
 * 10 s ping and reconnection ("Connection lost. Attempting to reconnect." until it is back), the
 * first message held until an agent joins, typing previews at most every 1 s, and the end when
 * the channel is frozen.
 */
import {
  call,
  cancel,
  fork,
  put,
  takeEvery,
  takeMaybe,
  type SagaGenerator,
} from 'typed-redux-saga';
import { END, type Task } from 'redux-saga';
import { mutate } from '../../api/sagaQuery';
import type { ProviderMessageBody } from '../../contract/chatRequests';
import { log } from '../../lib/logger';
import { wait } from '../../lib/sagaTimers';
import { chatApi } from './chatApi';
import { type ChatOutcome, HISTORY_PAGE_SIZE, OMNI_PROXY_PING_MS } from './chatRules';
import type { AgentChatSession } from './chatSessions';
import {
  agentTypingChanged,
  chatAlertCleared,
  chatAlertShown,
  type ChatMessage,
  type SendRequests,
  messagesReceived,
} from './chatSlice';
import {
  AgentConversation,
  type SendMessage,
  typingPreviews,
  watchFilings,
} from './agentConversation';
import { connectStream, type StreamConnection, type StreamEvent } from './streamSocket';

const isEnd = (event: StreamEvent | END): event is END => event.type === END.type;

/** How long the agent's typing shows after its last typing event. */
export const AGENT_TYPING_SHOWN_MS = 3000;
/** Reconnection waits: 1 s, doubling, at most 10 s (reading chosen; the product rules name none). */
export const reconnectDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 10_000);

type Stream = NonNullable<AgentChatSession['stream']>;

function* loadHistory(stream: Stream): SagaGenerator<{ joined: boolean; frozen: boolean } | null> {
  const { data, error } = yield* mutate(chatApi.endpoints.getProviderMessages, {
    channelId: stream.providerChannelId,
    userToken: stream.providerUserToken,
    limit: HISTORY_PAGE_SIZE,
  });
  if (error) {
    log('warn', 'chat history not loaded', { status: error.status });
    return null;
  }
  yield* put(messagesReceived(data.messages));
  return {
    joined: data.agentJoined || data.messages.some((m) => m.from === 'agent'),
    frozen: data.frozen,
  };
}

function sender(stream: Stream): SendMessage {
  return function* send(text: string, files: File[]): SagaGenerator<ChatMessage | null> {
    let body: ProviderMessageBody | FormData = { text };
    if (files.length) {
      const form = new FormData();
      form.append('text', text);
      files.forEach((file) => form.append('files', file, file.name));
      body = form;
    }
    const { data, error } = yield* mutate(chatApi.endpoints.sendProviderMessage, {
      channelId: stream.providerChannelId,
      userToken: stream.providerUserToken,
      body,
    });
    if (error) throw new Error(error.message || `status ${String(error.status)}`);
    return data;
  };
}

export function* runStreamChat(
  session: AgentChatSession,
  requests: SendRequests,
): SagaGenerator<ChatOutcome> {
  const { stream } = session;
  if (!stream) return 'failed';
  const channel: Stream = stream;
  const conversation = new AgentConversation(sender(channel));

  const history = yield* call(loadHistory, channel);
  if (!history) yield* put(chatAlertShown('somethingWentWrong'));
  if (history?.frozen) return 'ended';
  if (history?.joined) yield* call([conversation, conversation.agentJoined], null);
  else yield* call([conversation, conversation.restore]);

  function* sendTyping(): SagaGenerator<void> {
    if (!conversation.agentIsThere) return;
    yield* mutate(chatApi.endpoints.sendProviderTyping, {
      channelId: channel.providerChannelId,
      userToken: channel.providerUserToken,
    });
  }

  const sending = yield* fork(function* sending() {
    yield* takeEvery(requests, function* sendOne(action) {
      yield* call([conversation, conversation.sendRequested], action);
    });
  });
  // docs/webchat.md#timers-and-limits: the typing preview is sent every 1 s at most.
  const typing = yield* fork(typingPreviews, sendTyping);
  // A sent file added to an open condition (docs/webchat.md#a-file-sent-in-the-chat).
  const filing = yield* fork(watchFilings);
  try {
    return yield* call(connection, channel, conversation);
  } finally {
    // The chat is over: nothing more is sent (a saga waits for its forks otherwise).
    yield* cancel([sending, typing, filing]);
  }
}

/** The websocket, kept open: reconnects after a drop, until the channel is frozen. */
function* connection(stream: Stream, conversation: AgentConversation): SagaGenerator<ChatOutcome> {
  const joined = (name: string | null) => call([conversation, conversation.agentJoined], name);
  let attempt = 0;
  let lost = false;
  for (;;) {
    const socket: StreamConnection = yield* call(connectStream, stream.providerChannelId);
    let pinger: Task | null = null;
    let typingTimer: Task | null = null;
    try {
      for (;;) {
        const event: StreamEvent | END = yield* takeMaybe(socket.events);
        if (isEnd(event) || event.type === 'closed') break;
        switch (event.type) {
          case 'open':
            attempt = 0;
            pinger = yield* fork(ping, socket);
            yield* put(chatAlertCleared('connectionLost'));
            if (lost) {
              // Messages said while the connection was down.
              lost = false;
              const history = yield* call(loadHistory, stream);
              if (history?.frozen) return 'ended';
              if (history?.joined) yield* joined(null);
            }
            break;
          case 'message':
            yield* put(messagesReceived([event.message]));
            if (event.message.from === 'agent') yield* joined(null);
            break;
          case 'agent-joined':
            yield* joined(event.name);
            break;
          case 'typing':
            yield* put(agentTypingChanged(true));
            if (typingTimer) yield* cancel(typingTimer);
            typingTimer = yield* fork(function* stopTyping() {
              yield* wait(AGENT_TYPING_SHOWN_MS);
              yield* put(agentTypingChanged(false));
            });
            break;
          case 'frozen':
            return 'ended';
        }
      }
    } finally {
      if (pinger) yield* cancel(pinger);
      if (typingTimer) yield* cancel(typingTimer);
      socket.close();
    }
    lost = true;
    yield* put(chatAlertShown('connectionLost'));
    yield* wait(reconnectDelay(attempt));
    attempt += 1;
  }
}

/** docs/webchat.md#timers-and-limits: the omni-proxy ping every 10 s, carrying the channel id. */
function* ping(socket: StreamConnection): SagaGenerator<void> {
  for (;;) {
    yield* wait(OMNI_PROXY_PING_MS);
    socket.ping();
  }
}
