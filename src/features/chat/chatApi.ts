/**
 * The webchat's calls (docs/webchat.md#calls). Only the chat saga imports this module (the
 * shell's extras), so none of it loads with the first screen. Tokens and nonces travel in
 * arguments named token, userToken or nonce, which the redaction hides from DevTools and logs.
 * The request bodies' types are the lender's (docs/sandbox.md#other-request-bodies).
 */
import { baseApi } from '../../api/baseApi';
import {
  type ChatbotAnswer,
  type ChatHistoryEntry,
  type ChatHoursDay,
  type InitWebChatAnswer,
  type ProviderMessages,
  readChatbotAnswer,
  readChatHistory,
  readChatNonce,
  readChatOpenStatus,
  readChatTokenRefresh,
  readChatWeek,
  readInitWebChatAnswer,
  readProviderMessage,
  readProviderMessages,
  readWebChatInfo,
} from '../../contract/chat';
import {
  CHAT_PROVIDER_PATH,
  CHATBOT_PATH,
  STREAM_CHAT_PATH,
  TWILIO_CHAT_PATH,
  WEBCHAT_AUTH_PATH,
  OPERATING_HOURS_PATH,
} from '../../contract/supportPaths';
import type {
  ChatAuthenticateBody,
  ChatbotFeedbackBody,
  ChatbotMessageBody,
  ChatTokenRefreshBody,
  InitWebChatBody,
  ProviderMessageBody,
  ProviderTypingBody,
  WebChatInfoBody,
} from '../../contract/chatRequests';
import type { ChatMessage } from './chatSlice';

export type { ChatHistoryEntry, InitWebChatAnswer } from '../../contract/chat';

const HOURS = `${OPERATING_HOURS_PATH}/OPS_CHAT`;

const bearer = (userToken: string) => ({ Authorization: `Bearer ${userToken}` });

export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** docs/webchat.md#calls: polled every 60 s; sends x-org (the request layer adds it). */
    getChatOpenStatus: build.query<{ open: boolean }, void>({
      query: () => ({ url: `${HOURS}/openStatus` }),
      extraOptions: { decode: readChatOpenStatus },
    }),
    getChatWeek: build.query<ChatHoursDay[], void>({
      query: () => ({ url: `${HOURS}/week`, params: { display: true } }),
      extraOptions: { decode: readChatWeek },
    }),
    initStreamChat: build.mutation<InitWebChatAnswer, InitWebChatBody>({
      query: (body) => ({ url: `${STREAM_CHAT_PATH}/init-web-chat`, method: 'POST', body }),
      extraOptions: { decode: readInitWebChatAnswer },
    }),
    initTwilioChat: build.mutation<InitWebChatAnswer, InitWebChatBody>({
      query: (body) => ({ url: `${TWILIO_CHAT_PATH}/initWebChat`, method: 'POST', body }),
      extraOptions: { decode: readInitWebChatAnswer },
    }),
    refreshChatToken: build.mutation<
      { token: string | null; message: string | null },
      ChatTokenRefreshBody
    >({
      query: (body) => ({ url: `${TWILIO_CHAT_PATH}/refreshToken`, method: 'POST', body }),
      extraOptions: { decode: readChatTokenRefresh },
    }),
    getWebChatInfo: build.mutation<{ contactId: string | null }, WebChatInfoBody>({
      query: (body) => ({ url: `${TWILIO_CHAT_PATH}/web-chat-info`, method: 'POST', body }),
      extraOptions: { decode: readWebChatInfo },
    }),
    authenticateChat: build.mutation<{ nonce: string }, void>({
      query: () => ({
        url: `${WEBCHAT_AUTH_PATH}/authenticate`,
        method: 'POST',
        body: {} satisfies ChatAuthenticateBody,
      }),
      extraOptions: { decode: readChatNonce },
    }),
    refreshChatNonce: build.mutation<{ nonce: string }, { nonce: string }>({
      query: ({ nonce }) => ({
        url: `${WEBCHAT_AUTH_PATH}/refresh`,
        method: 'PUT',
        params: { nonce },
      }),
      extraOptions: { decode: readChatNonce },
    }),
    getProviderMessages: build.mutation<
      ProviderMessages,
      { channelId: string; userToken: string; limit: number }
    >({
      query: ({ channelId, userToken, limit }) => ({
        url: `${CHAT_PROVIDER_PATH}/${encodeURIComponent(channelId)}/messages`,
        params: { limit },
        headers: bearer(userToken),
      }),
      extraOptions: { decode: readProviderMessages },
    }),
    sendProviderMessage: build.mutation<
      ChatMessage,
      { channelId: string; userToken: string; body: ProviderMessageBody | FormData }
    >({
      query: ({ channelId, userToken, body }) => ({
        url: `${CHAT_PROVIDER_PATH}/${encodeURIComponent(channelId)}/messages`,
        method: 'POST',
        body,
        headers: bearer(userToken),
      }),
      extraOptions: { decode: readProviderMessage },
    }),
    sendProviderTyping: build.mutation<unknown, { channelId: string; userToken: string }>({
      query: ({ channelId, userToken }) => ({
        url: `${CHAT_PROVIDER_PATH}/${encodeURIComponent(channelId)}/typing`,
        method: 'POST',
        body: {} satisfies ProviderTypingBody,
        headers: bearer(userToken),
      }),
    }),
    chatWithAutobot: build.mutation<ChatbotAnswer, ChatbotMessageBody>({
      query: (body) => ({ url: `${CHATBOT_PATH}/chatWithAutobot`, method: 'POST', body }),
      extraOptions: { decode: readChatbotAnswer },
    }),
    getChatHistory: build.mutation<ChatHistoryEntry[], { conversationId: string }>({
      query: ({ conversationId }) => ({
        url: `${CHATBOT_PATH}/getChatHistory/${encodeURIComponent(conversationId)}`,
      }),
      extraOptions: { decode: readChatHistory },
    }),
    setChatReplyUsedWithFeedback: build.mutation<unknown, ChatbotFeedbackBody>({
      query: (body) => ({
        url: `${CHATBOT_PATH}/setChatReplyUsedWithFeedback`,
        method: 'POST',
        body,
      }),
    }),
  }),
});
