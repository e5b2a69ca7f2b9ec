/**
 * Spec 2 section 4: "First message of a new conversation while waiting: shows 'Waiting for next
 * available agent' with animated dots until an agent participant joins, then the stored first
 * message is sent." Shared by both agent providers: the message is kept in the stored session
 * (a reload keeps it) and shown as waiting; its files wait in memory.
 */
import { call, fork, put, take, type SagaGenerator } from 'typed-redux-saga';
import { TYPING_PREVIEW_MS } from './chatRules';
import { log } from '../../lib/logger';
import { readAgentSession, saveAgentSession } from './chatSessions';
import {
  chatAlertShown,
  type ChatMessage,
  chatTyped,
  messageNotSent,
  messagesReceived,
  pendingMessageShown,
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

export class FirstMessage {
  private files: File[] = [];

  /** Keeps the first message until an agent joins, and shows it waiting. */
  *hold(text: string, files: File[]): SagaGenerator<void> {
    const session = readAgentSession();
    if (session) saveAgentSession({ ...session, initialMessage: text });
    this.files = files;
    yield* put(pendingMessageShown(pendingOf(text, files)));
  }

  /** After a reload: a stored first message shows waiting again. */
  *restore(): SagaGenerator<void> {
    const text = readAgentSession()?.initialMessage;
    if (text) yield* put(pendingMessageShown(pendingOf(text, [])));
  }

  /** The agent joined: the stored first message is sent (spec 2 section 4). */
  *release(send: SendMessage, waiting: boolean): SagaGenerator<void> {
    const session = readAgentSession();
    const text = session?.initialMessage ?? null;
    if (!text) {
      // Waiting for a message that is no longer stored (spec 2 section 8: missing initial message).
      if (waiting) {
        yield* put(pendingMessageShown(null));
        yield* put(chatAlertShown('somethingWentWrong'));
      }
      return;
    }
    const files = this.files;
    this.files = [];
    try {
      const sent = yield* call(send, text, files);
      yield* put(pendingMessageShown(null));
      if (sent) yield* put(messagesReceived([sent]));
    } catch (error) {
      log('warn', 'chat first message not sent', {
        message: error instanceof Error ? error.message : String(error),
      });
      yield* put(pendingMessageShown(null));
      yield* put(chatAlertShown('sendFailed'));
      yield* put(messageNotSent(text));
    } finally {
      const current = readAgentSession();
      if (current) saveAgentSession({ ...current, initialMessage: null });
    }
  }
}

/**
 * Spec 2 section 9: a typing preview is sent every 1 s at most while the person types (the first
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
