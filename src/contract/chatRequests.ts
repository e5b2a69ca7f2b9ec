/**
 * The webchat's request bodies, as the lender checks them (docs/sandbox.md#other-request-bodies):
 * a chat's start on either provider, the streaming provider's messages and typing, the default
 * provider's token refresh and web-chat info, the borrower nonce, and the chatbot's questions and
 * feedback. The sandbox lender parses what it is sent with them; the app's request types are their
 * input (what may be sent; the output is what the lender reads).
 *
 * Anyone may chat, signed in or not, from any page: only what a person types is required. Ids
 * the lender issued (an application, an identity, a chatbot conversation) that do not read as
 * one are none, as the lender reads them (a new conversation, no application). Messages never
 * repeat what was sent: the token and the nonce are secrets.
 */
import { msg } from '@lingui/core/macro';
import { CHAT_NAME_MAX, PRE_ENGAGEMENT_MESSAGES, SELECT_A_REASON_MESSAGE } from './chat';
import { REQUIRED_MESSAGE } from './fieldMessages';
import { EMAIL_PATTERN } from './emailAddress';
import { type RuleMessage, ruleMessage, said } from './messages';
import { v } from './schema';
import { isUuid } from './uuid';

/** The most text one message to an agent takes, and one question to the chatbot. */
export const CHAT_MESSAGE_MAX = 5000;
export const CHATBOT_QUESTION_MAX = 2000;
/** The most text of one piece of feedback on a chatbot answer (the reason and its detail). */
export const CHATBOT_FEEDBACK_MAX = 500;

/** Text of at most `max` characters, null, or absent; read trimmed, and blank as null. */
const optionalText = (field: string, max: number) => {
  const message = `Send ${field} as text of at most ${max} characters, or leave it out`;
  return v.optional(
    v.pipe(
      v.nullable(v.pipe(v.string(message), v.maxLength(max, message))),
      v.transform((value) => value?.trim() || null),
    ),
    null,
  );
};

/** An id the lender issued (a UUID), null, or absent; text that is not one reads as null. */
const optionalId = (field: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(`Send ${field} as text, or null`)),
      v.transform((value) => (isUuid(value) ? value : null)),
    ),
    null,
  );

/** What a person types: required once trimmed, at most `max` characters. */
const typed = (max: number, messages: { missing: RuleMessage; tooLong: RuleMessage }) =>
  v.pipe(
    v.string(ruleMessage(messages.missing)),
    v.trim(),
    v.nonEmpty(ruleMessage(messages.missing)),
    v.maxLength(max, ruleMessage(messages.tooLong)),
  );

/** A message to an agent with neither text nor a file, or too long (either provider). */
const NEEDS_TEXT = said(msg`A message needs text or a file`);
const TOO_LONG = msg`The message is too long`;

/**
 * POST .../stream/init-web-chat and POST .../twilio/initWebChat: the pre-engagement answers
 * (docs/forms.md#the-chats-pre-engagement-form again), where the chat starts from and who asks; the dev agent list's
 * target worker in builds other than production.
 */
export const initWebChatBody = v.object({
  friendlyName: typed(CHAT_NAME_MAX, {
    missing: REQUIRED_MESSAGE,
    tooLong: PRE_ENGAGEMENT_MESSAGES.tooLong,
  }),
  emailAddress: v.pipe(
    typed(CHAT_NAME_MAX, { missing: REQUIRED_MESSAGE, tooLong: PRE_ENGAGEMENT_MESSAGES.tooLong }),
    v.regex(EMAIL_PATTERN, said(PRE_ENGAGEMENT_MESSAGES.invalidEmail)),
  ),
  applicationUuid: optionalId('applicationUuid'),
  identityUuid: optionalId('identityUuid'),
  orgCode: optionalText('orgCode', 64),
  skill: optionalText('skill', 64),
  tag: optionalText('tag', 64),
  chatMode: optionalText('chatMode', 32),
  welcomeMessage: optionalText('welcomeMessage', 1000),
  pageUrl: optionalText('pageUrl', 2048),
  nonce: optionalText('nonce', 512),
  targetWorkerId: optionalText('targetWorkerId', 128),
  targetWorkerName: optionalText('targetWorkerName', 128),
});

/**
 * POST .../channels/{id}/messages, as JSON or as the text field of a multipart message whose
 * files are the attachments (`attachments` of them): text, a file, or both.
 */
export const providerMessageBody = (attachments: number) =>
  v.object({
    text: v.optional(
      v.pipe(
        v.string(NEEDS_TEXT),
        v.trim(),
        v.check((text) => text !== '' || attachments > 0, NEEDS_TEXT),
        v.maxLength(CHAT_MESSAGE_MAX, said(TOO_LONG)),
      ),
      '',
    ),
  });

/** POST .../channels/{id}/typing: nothing but the call. */
export const providerTypingBody = v.object({});

/** POST .../twilio/refreshToken: the chat's token. */
export const chatTokenRefreshBody = v.object({
  token: v.pipe(
    v.string('token is required'),
    v.check((token) => token.trim() !== '', 'token is required'),
    v.maxLength(4096, 'Send the token the chat was started with'),
  ),
});

/** POST .../twilio/web-chat-info: the ended chat's channel (a chat it does not name is a 404). */
export const webChatInfoBody = v.object({
  omniProxyChannelId: optionalText('omniProxyChannelId', 128),
});

/** POST .../webchat/authenticate: nothing but the call (the person is the signed-in one). */
export const chatAuthenticateBody = v.object({});

/** PUT .../webchat/refresh?nonce=: no body (the nonce to retire is in the query). */
export const chatNonceRefreshBody = v.object({});

/** POST .../chatWithAutobot: the question, the conversation it continues, and who asks. */
export const chatbotMessageBody = v.object({
  message: typed(CHATBOT_QUESTION_MAX, {
    missing: msg`A message is required`,
    tooLong: TOO_LONG,
  }),
  conversationId: optionalId('conversationId'),
  applicationId: optionalId('applicationId'),
  organization: optionalText('organization', 64),
  senderId: optionalText('senderId', CHAT_NAME_MAX),
  senderType: optionalText('senderType', 32),
  tag: optionalText('tag', 64),
  pageUrl: optionalText('pageUrl', 2048),
  nonce: optionalText('nonce', 512),
});

/**
 * POST .../setChatReplyUsedWithFeedback: why an answer did not help (a question the conversation
 * does not hold is a 404).
 */
const feedbackMax = CHATBOT_FEEDBACK_MAX;

export const chatbotFeedbackBody = v.object({
  questionId: optionalText('questionId', 128),
  conversationId: optionalText('conversationId', 128),
  responseToCustomer: optionalText('responseToCustomer', CHAT_MESSAGE_MAX),
  feedbackMessage: typed(CHATBOT_FEEDBACK_MAX, {
    missing: SELECT_A_REASON_MESSAGE,
    tooLong: msg`Keep the feedback to ${feedbackMax} characters or fewer`,
  }),
  rating: v.optional(
    v.pipe(v.number('Send rating as a number'), v.finite('Send rating as a number')),
    0,
  ),
  senderEmail: optionalText('senderEmail', CHAT_NAME_MAX),
  senderType: optionalText('senderType', 32),
  nonce: optionalText('nonce', 512),
});

export type InitWebChatBody = v.InferInput<typeof initWebChatBody>;
export type ProviderMessageBody = v.InferInput<ReturnType<typeof providerMessageBody>>;
export type ProviderTypingBody = v.InferInput<typeof providerTypingBody>;
export type ChatTokenRefreshBody = v.InferInput<typeof chatTokenRefreshBody>;
export type WebChatInfoBody = v.InferInput<typeof webChatInfoBody>;
export type ChatAuthenticateBody = v.InferInput<typeof chatAuthenticateBody>;
export type ChatbotMessageBody = v.InferInput<typeof chatbotMessageBody>;
export type ChatbotFeedbackBody = v.InferInput<typeof chatbotFeedbackBody>;
