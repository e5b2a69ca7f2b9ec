/**
 * The webchat's answers: the chat hours, the chat's start, its tokens and nonces, the streaming
 * provider's messages and the chatbot's answers (docs/architecture.md#the-lenders-contract); and
 * the limit both sides check on what a chat starts with (its request bodies are
 * chatRequests.ts).
 */
import { msg } from '@lingui/core/macro';
import { isRecord } from './isRecord';
import { answerOf, type Answer, flag, listOf, number, record, text, v } from './schema';

/**
 * The longest name and e-mail address a chat starts with (docs/forms.md#the-chats-pre-engagement-form), checked again by the lender.
 */
export const CHAT_NAME_MAX = 128;

/**
 * What the chat's pre-engagement form reads, whichever side finds the fault (the product's words,
 * docs/forms.md#the-chats-pre-engagement-form).
 */
const max = CHAT_NAME_MAX;

export const PRE_ENGAGEMENT_MESSAGES = {
  tooLong: msg`Cannot be more than ${max} characters`,
  invalidEmail: msg`Must be a valid email`,
} as const;

/** The chatbot's bad-response dialog, left without a reason (docs/webchat.md#messages-and-forms). */
export const SELECT_A_REASON_MESSAGE = msg`Please select a reason`;

/**
 * The line a chat carries once the person has added a file they sent to one of their open
 * conditions (docs/webchat.md#a-file-sent-in-the-chat): the agent reads it in the conversation,
 * and the lender's agent desk (the sandbox's simulated agent) knows it by its form.
 */
export const chatFilingLine = (fileName: string, conditionTitle: string): string =>
  `I added ${fileName} to my application for the condition "${conditionTitle}".`;

const FILING_LINE = /^I added (.+) to my application for the condition "(.+)"\.$/;

/** A filing line's file and condition, or null for any other message. */
export function readChatFilingLine(
  text: string,
): { fileName: string; conditionTitle: string } | null {
  const match = FILING_LINE.exec(text);
  return match ? { fileName: match[1]!, conditionTitle: match[2]! } : null;
}

/** GET .../hours/OPS_CHAT/openStatus. */
export const chatOpenStatusSchema = record({ open: flag() });

export const readChatOpenStatus = answerOf(chatOpenStatusSchema, 'open status');

export const chatHoursDaySchema = record({
  weekdayValue: number(),
  startTime: text(null),
  endTime: text(null),
});

export type ChatHoursDay = Answer<typeof chatHoursDaySchema>;

/** GET .../hours/OPS_CHAT/week: the days, either bare or in the object's `weekdays`. */
export const chatWeekSchema = v.pipe(
  v.unknown(),
  v.transform((value) => (isRecord(value) ? value.weekdays : value)),
  listOf(chatHoursDaySchema),
);

export const readChatWeek = answerOf(chatWeekSchema, 'chat hours');

/** The init answer of either provider (omni proxy's init-web-chat, Twilio's initWebChat). */
export const initWebChatAnswerSchema = record({
  token: text(null),
  conversationSid: text(null),
  omniProxyChannelId: text(null),
  providerChannelId: text(null),
  providerUserId: text(null),
  providerUserToken: text(null),
  skill: text(null),
});

export type InitWebChatAnswer = Answer<typeof initWebChatAnswerSchema>;

export const readInitWebChatAnswer = answerOf(initWebChatAnswerSchema, 'chat start');

export const chatTokenRefreshSchema = record({ token: text(null), message: text(null) });

export const readChatTokenRefresh = answerOf(chatTokenRefreshSchema, 'token refresh');

export const webChatInfoSchema = record({ contactId: text(null) });

export const readWebChatInfo = answerOf(webChatInfoSchema, 'web chat info');

/** The webchat's nonce: an answer without one is refused. */
export const chatNonceSchema = v.pipe(
  record({ nonce: text() }),
  v.check((answer) => answer.nonce !== ''),
);

export const readChatNonce = answerOf(chatNonceSchema, 'chat nonce');

const EPOCH = new Date(0).toISOString();

/**
 * One message of the provider's messages API (or of the websocket's message event). A message
 * without an id, a text body or a known sender is not one; attachments without a name are left
 * out, and an empty list of them is left out altogether.
 */
export const providerMessageSchema = v.pipe(
  record({
    id: v.string(),
    from: v.picklist(['customer', 'agent', 'bot']),
    body: v.string(),
    at: text(EPOCH),
    attachments: listOf(record({ name: v.string(), size: number() })),
  }),
  v.transform(({ attachments, ...message }) =>
    attachments.length ? { ...message, attachments } : message,
  ),
);

export type ProviderMessage = Answer<typeof providerMessageSchema>;

/** The message, or null when it is not one (a websocket event that is not a message is ignored). */
export function providerMessageOf(value: unknown): ProviderMessage | null {
  const read = v.safeParse(providerMessageSchema, value);
  return read.success ? read.output : null;
}

export const readProviderMessage = answerOf(providerMessageSchema, 'chat message');

export const providerMessagesSchema = record({
  frozen: flag(),
  agentJoined: flag(),
  messages: listOf(providerMessageSchema),
});

export type ProviderMessages = Answer<typeof providerMessagesSchema>;

export const readProviderMessages = answerOf(providerMessagesSchema, 'chat messages');

/** The chatbot's answer to a question: one without a conversation is refused. */
export const chatbotAnswerSchema = v.pipe(
  record({ conversationId: text(), questionId: text(), responseToCustomer: text() }),
  v.check((answer) => answer.conversationId !== ''),
);

export type ChatbotAnswer = Answer<typeof chatbotAnswerSchema>;

export const readChatbotAnswer = answerOf(chatbotAnswerSchema, 'chatbot');

/** A stored conversation's question and its answer. */
export const chatHistoryEntrySchema = record({
  questionId: text(),
  questionStr: text(),
  responseStr: text(),
  createdDt: text(),
  conversationId: text(),
});

export type ChatHistoryEntry = Answer<typeof chatHistoryEntrySchema>;

export const chatHistorySchema = listOf(chatHistoryEntrySchema);

export const readChatHistory = answerOf(chatHistorySchema, 'chat history');
