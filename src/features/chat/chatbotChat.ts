/**
 * The chatbot (docs/webchat.md#sessions, docs/webchat.md#calls): questions through chatWithAutobot, the history of a
 * stored conversation, feedback on a bad answer, and the session's end once it has expired (the
 * input then gives way to the ended panel).
 */
import { call, cancel, fork, put, select, takeEvery, type SagaGenerator } from 'typed-redux-saga';
import { mutate } from '../../api/sagaQuery';
import { log } from '../../lib/logger';
import { wait } from '../../lib/sagaTimers';
import { takeAttachments } from './attachments';
import { chatApi, type ChatHistoryEntry } from './chatApi';
import {
  type ChatbotSession,
  chatbotExpiry,
  readChatbotSession,
  saveChatbotSession,
} from './chatSessions';
import {
  badResponseSubmitted,
  chatAlertCleared,
  chatAlertShown,
  type ChatMessage,
  feedbackFailed,
  feedbackGiven,
  messageNotSent,
  type messageSendRequested,
  type SendRequests,
  messagesReceived,
  sendingChanged,
} from './chatSlice';
import { selectChat } from './chatStore';
import { CHAT_TAG, type ChatOutcome } from './chatRules';

/** What each chatbot call carries besides its own fields (docs/webchat.md#calls). */
export interface ChatbotContext {
  applicationId: string | null;
  organization: string;
  pageUrl: () => string;
  nonce: { value: string | null };
}

/** Reading chosen for the fields named without values (docs/webchat.md#calls). */
export const CHATBOT_SENDER_TYPE = 'CUSTOMER';

/** A history entry as the question and its answer. */
export function historyMessages(entries: readonly ChatHistoryEntry[]): ChatMessage[] {
  return entries.flatMap((entry) => {
    const at = entry.createdDt || new Date(0).toISOString();
    return [
      {
        id: `${entry.questionId}-question`,
        from: 'customer' as const,
        body: entry.questionStr,
        at,
      },
      {
        id: `${entry.questionId}-answer`,
        from: 'bot' as const,
        body: entry.responseStr,
        at,
        questionId: entry.questionId,
      },
    ];
  });
}

let asked = 0;

export function* runChatbot(
  session: ChatbotSession,
  context: ChatbotContext,
  requests: SendRequests,
): SagaGenerator<ChatOutcome> {
  if (session.conversationId) {
    const { data, error } = yield* mutate(chatApi.endpoints.getChatHistory, {
      conversationId: session.conversationId,
    });
    if (error) yield* put(chatAlertShown('somethingWentWrong'));
    else yield* put(messagesReceived(historyMessages(data)));
  }

  function* ask(action: ReturnType<typeof messageSendRequested>): SagaGenerator<void> {
    // The chatbot takes text only: files picked are let go.
    takeAttachments(action.payload.attachmentIds);
    const current = readChatbotSession() ?? session;
    asked += 1;
    const question: ChatMessage = {
      id: `question-${Date.now()}-${asked}`,
      from: 'customer',
      body: action.payload.text,
      at: new Date().toISOString(),
    };
    yield* put(messagesReceived([question]));
    yield* put(sendingChanged(true));
    try {
      const { data, error } = yield* mutate(chatApi.endpoints.chatWithAutobot, {
        applicationId: context.applicationId,
        conversationId: current.conversationId,
        message: action.payload.text,
        nonce: context.nonce.value,
        organization: context.organization,
        pageUrl: context.pageUrl(),
        senderId: current.emailAddress,
        senderType: CHATBOT_SENDER_TYPE,
        tag: CHAT_TAG,
      });
      if (error) {
        log('warn', 'chatbot message not sent', { status: error.status });
        yield* put(chatAlertShown('sendFailed'));
        yield* put(messageNotSent(action.payload.text));
        return;
      }
      saveChatbotSession({
        ...current,
        conversationId: data.conversationId,
        expiration: chatbotExpiry(Date.now()),
      });
      yield* put(chatAlertCleared('sendFailed'));
      yield* put(
        messagesReceived([
          {
            id: `${data.questionId}-answer`,
            from: 'bot',
            body: data.responseToCustomer,
            at: new Date().toISOString(),
            questionId: data.questionId,
          },
        ]),
      );
    } finally {
      yield* put(sendingChanged(false));
    }
  }

  function* feedback(action: ReturnType<typeof badResponseSubmitted>): SagaGenerator<void> {
    const current = readChatbotSession() ?? session;
    const { reason, additionalInformation, questionId } = action.payload;
    const { messages } = yield* select(selectChat);
    const answer = messages.find((m) => m.from === 'bot' && m.questionId === questionId);
    const { error } = yield* mutate(chatApi.endpoints.setChatReplyUsedWithFeedback, {
      questionId,
      conversationId: current.conversationId ?? '',
      responseToCustomer: answer?.body ?? '',
      feedbackMessage: additionalInformation.trim()
        ? `${reason}: ${additionalInformation.trim()}`
        : reason,
      rating: 0,
      senderEmail: current.emailAddress,
      senderType: CHATBOT_SENDER_TYPE,
      nonce: context.nonce.value,
    });
    // Said in the dialog, which stays open with what was typed (chatSlice: feedback).
    if (error) yield* put(feedbackFailed());
    else yield* put(feedbackGiven());
  }

  const asking = yield* fork(function* asking() {
    yield* takeEvery(requests, ask);
  });
  const feedbacks = yield* fork(function* feedbacks() {
    yield* takeEvery(badResponseSubmitted, feedback);
  });
  try {
    // docs/webchat.md#states: the session ends once expired (its expiry moves with each question).
    for (;;) {
      const stored = readChatbotSession();
      if (!stored || stored.expiration <= Date.now()) return 'ended';
      yield* call(wait, stored.expiration - Date.now());
    }
  } finally {
    yield* cancel([asking, feedbacks]);
  }
}
