/**
 * The agent conversation as both providers run it. docs/webchat.md#states: "The first message of
 * a new agent chat is kept with the session"; until an agent joins, the widget shows the waiting
 * text with animated dots, then sends the kept message. The message is kept in the stored session
 * (a reload keeps it) and shown as waiting; its files wait in memory.
 */
import { call, fork, put, take, takeEvery, type SagaGenerator } from 'typed-redux-saga';
import { TYPING_PREVIEW_MS } from './chatRules';
import { log } from '../../lib/logger';
import { readAgentSession, saveAgentSession } from './chatSessions';
import { takeAttachments } from './attachments';
import { keepSentFiles } from './sentFiles';
import {
  agentJoined,
  chatFilingRequested,
  chatAlertCleared,
  chatAlertShown,
  type ChatMessage,
  chatTyped,
  messageNotSent,
  type messageSendRequested,
  messagesReceived,
  pendingMessageShown,
  sendingChanged,
} from './chatSlice';

/** What a provider does to send one message; throws when it could not. */
export type SendMessage = (text: string, files: File[]) => SagaGenerator<ChatMessage | null>;

const pendingOf = (text: string, files: File[]): ChatMessage => ({
  id: 'first-message',
  from: 'customer',
  body: text,
  at: new Date().toISOString(),
  ...(files.length ? { attachments: files.map((f) => ({ name: f.name, size: f.size })) } : {}),
});

/**
 * What both agent providers do the same way around their own send: the agent's join (named when
 * the provider says so), the first message held until then, and each message the person sends,
 * with the sending state and the alert when it fails (its text given back to the box).
 */
export class AgentConversation {
  private joined = false;
  private waiting = false;
  private files: File[] = [];

  constructor(private readonly send: SendMessage) {}

  /** After a reload: a stored first message shows waiting again. */
  *restore(): SagaGenerator<void> {
    const text = readAgentSession()?.initialMessage;
    if (!text) return;
    this.waiting = true;
    yield* put(pendingMessageShown(pendingOf(text, [])));
  }

  /** The agent is there: named, and the stored first message sent (docs/webchat.md#states). */
  *agentJoined(name: string | null): SagaGenerator<void> {
    if (this.joined) {
      // Known to be there (from the history): the join event still brings the agent's name.
      if (name) yield* put(agentJoined({ name }));
      return;
    }
    this.joined = true;
    yield* put(agentJoined({ name }));
    yield* call([this, this.release]);
  }

  /** A message the person sent: held while no agent is there, else sent now. */
  *sendRequested(action: ReturnType<typeof messageSendRequested>): SagaGenerator<void> {
    const files = takeAttachments(action.payload.attachmentIds);
    const { text } = action.payload;
    if (!this.joined) {
      yield* call([this, this.hold], text, files);
      return;
    }
    yield* put(sendingChanged(true));
    try {
      const sent = yield* call(this.send, text, files);
      if (sent) yield* put(messagesReceived([sent]));
      yield* put(chatAlertCleared('sendFailed'));
      // Sent: each may be added to an open condition (docs/webchat.md#a-file-sent-in-the-chat).
      yield* call(keepSentFiles, files);
    } catch (error) {
      yield* call(notSent, text, error);
    } finally {
      yield* put(sendingChanged(false));
    }
  }

  /** Whether the agent is there (typing previews go only then). */
  get agentIsThere(): boolean {
    return this.joined;
  }

  private *hold(text: string, files: File[]): SagaGenerator<void> {
    const session = readAgentSession();
    if (session) saveAgentSession({ ...session, initialMessage: text });
    this.files = files;
    this.waiting = true;
    yield* put(pendingMessageShown(pendingOf(text, files)));
  }

  private *release(): SagaGenerator<void> {
    const waiting = this.waiting;
    this.waiting = false;
    const text = readAgentSession()?.initialMessage ?? null;
    if (!text) {
      // Waiting for a message that is no longer stored (docs/webchat.md#alerts: missing first message).
      if (waiting) {
        yield* put(pendingMessageShown(null));
        yield* put(chatAlertShown('somethingWentWrong'));
      }
      return;
    }
    const files = this.files;
    this.files = [];
    try {
      const sent = yield* call(this.send, text, files);
      yield* put(pendingMessageShown(null));
      if (sent) yield* put(messagesReceived([sent]));
      yield* call(keepSentFiles, files);
    } catch (error) {
      yield* put(pendingMessageShown(null));
      yield* call(notSent, text, error);
    } finally {
      const current = readAgentSession();
      if (current) saveAgentSession({ ...current, initialMessage: null });
    }
  }
}

function* notSent(text: string, error: unknown): SagaGenerator<void> {
  log('warn', 'chat message not sent', {
    message: error instanceof Error ? error.message : String(error),
  });
  yield* put(chatAlertShown('sendFailed'));
  yield* put(messageNotSent(text));
}

/**
 * docs/webchat.md#timers-and-limits: a typing preview is sent every 1 s at most while the person types (the first
 * keystroke at once, then none until 1 s has passed). A plain loop rather than redux-saga's
 * throttle, whose timer module would otherwise ride in the first screen's bundle.
 */
export function* typingPreviews(send: () => SagaGenerator<void>): SagaGenerator<void> {
  let last = Number.NEGATIVE_INFINITY;
  for (;;) {
    yield* take(chatTyped);
    const now = Date.now();
    if (now - last < TYPING_PREVIEW_MS) continue;
    last = now;
    yield* fork(send);
  }
}

/**
 * docs/webchat.md#a-file-sent-in-the-chat: each filing the person asks for, as it comes. Its
 * code comes with the widget's (the file is chosen there, so it is loaded by then): no chunk of
 * its own.
 */
export function* watchFilings(): SagaGenerator<void> {
  yield* takeEvery(chatFilingRequested, function* fileOne(action) {
    const { fileToCondition } = yield* call(
      () => import(/* webpackChunkName: "chat-widget" */ './filingSaga'),
    );
    yield* call(fileToCondition, action);
  });
}
