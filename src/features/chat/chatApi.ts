/**
 * The webchat's calls (spec 2 section 7, Chat). Only the chat saga imports this module (the
 * shell's extras), so none of it loads with the first screen. Tokens and nonces travel in
 * arguments named token, userToken or nonce, which the redaction hides from DevTools and logs.
 */
import { baseApi } from '../../api/baseApi';
import {
  arrayOf,
  bool,
  type Decoder,
  isRecord,
  num,
  optStr,
  record,
  required,
  str,
} from '../../api/decode';
import type { ChatHoursDay } from './chatRules';
import type { ChatMessage } from './chatSlice';

const HOURS = '/service-operating-hours/external/api/v1/hours/OPS_CHAT';
const CSP = '/service-csp/external/api/v1/twilio';
const WEBCHAT_AUTH = '/service-csp/customer/secure/api/v1/webchat';
const CHATBOT = '/service-chat-chatbot/external/api/v1/message';
const OMNI = '/service-omni-proxy/insecure/api/v1/stream';
const PROVIDER = '/service-chat-provider/api/v1/channels';

/** The init body (spec 2 section 7) with its custom fields. */
export interface InitWebChatBody {
  friendlyName: string;
  emailAddress: string;
  applicationUuid: string | null;
  tag: string;
  skill: string;
  welcomeMessage: string;
  pageUrl: string;
  chatMode: string;
  identityUuid: string | null;
  nonce: string | null;
  orgCode: string;
  /** Extra attributes: the dev agent list's target worker (builds other than production). */
  targetWorkerId?: string;
  targetWorkerName?: string;
}

export interface InitWebChatAnswer {
  token: string | null;
  conversationSid: string | null;
  omniProxyChannelId: string | null;
  providerChannelId: string | null;
  providerUserId: string | null;
  providerUserToken: string | null;
  skill: string | null;
}

const decodeInit: Decoder<InitWebChatAnswer> = required(
  record<InitWebChatAnswer>({
    token: str<string | null>(null),
    conversationSid: str<string | null>(null),
    omniProxyChannelId: str<string | null>(null),
    providerChannelId: str<string | null>(null),
    providerUserId: str<string | null>(null),
    providerUserToken: str<string | null>(null),
    skill: str<string | null>(null),
  }),
  'chat start',
);

const FROM = ['customer', 'agent', 'bot'] as const;
/** One message of the provider's messages API (or the websocket's message event). */
export const decodeProviderMessage: Decoder<ChatMessage | null> = (v) => {
  if (!isRecord(v) || typeof v.id !== 'string' || typeof v.body !== 'string') return null;
  const from = FROM.find((f) => f === v.from);
  if (!from) return null;
  const attachments = arrayOf((a) =>
    isRecord(a) && typeof a.name === 'string'
      ? { name: a.name, size: typeof a.size === 'number' ? a.size : 0 }
      : null,
  )(v.attachments);
  return {
    id: v.id,
    from,
    body: v.body,
    at: typeof v.at === 'string' ? v.at : new Date(0).toISOString(),
    ...(attachments.length ? { attachments } : {}),
  };
};

export interface ProviderMessages {
  frozen: boolean;
  agentJoined: boolean;
  messages: ChatMessage[];
}

const decodeProviderMessages: Decoder<ProviderMessages> = required(
  record<ProviderMessages>({
    frozen: bool(),
    agentJoined: bool(),
    messages: arrayOf(decodeProviderMessage),
  }),
  'chat messages',
);

export interface ChatbotAnswer {
  conversationId: string;
  questionId: string;
  responseToCustomer: string;
}

const decodeChatbotAnswer: Decoder<ChatbotAnswer> = required((v) => {
  const answer = record<ChatbotAnswer>({
    conversationId: str(),
    questionId: str(),
    responseToCustomer: str(),
  })(v);
  return answer?.conversationId ? answer : null;
}, 'chatbot');

/** Spec 2 section 3: a chat history entry. */
export interface ChatHistoryEntry {
  questionId: string;
  questionStr: string;
  responseStr: string;
  createdDt: string;
  conversationId: string;
}

const decodeHistory: Decoder<ChatHistoryEntry[]> = (v) =>
  arrayOf(
    record<ChatHistoryEntry>({
      questionId: str(),
      questionStr: str(),
      responseStr: str(),
      createdDt: str(),
      conversationId: str(),
    }),
  )(v);

const decodeNonce: Decoder<{ nonce: string }> = required((v) => {
  const decoded = record<{ nonce: string }>({ nonce: str() })(v);
  return decoded?.nonce ? decoded : null;
}, 'chat nonce');

const decodeWeek: Decoder<ChatHoursDay[]> = (v) =>
  arrayOf(
    record<ChatHoursDay>({
      weekdayValue: num(),
      startTime: str<string | null>(null),
      endTime: str<string | null>(null),
    }),
  )(isRecord(v) ? v.weekdays : v);

const bearer = (userToken: string) => ({ Authorization: `Bearer ${userToken}` });

export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec 2 section 7: polled every 60 s; sends x-org (the request layer adds it). */
    getChatOpenStatus: build.query<{ open: boolean }, void>({
      query: () => ({ url: `${HOURS}/openStatus` }),
      extraOptions: {
        decode: required((v) => record<{ open: boolean }>({ open: bool() })(v), 'open status'),
      },
    }),
    getChatWeek: build.query<ChatHoursDay[], void>({
      query: () => ({ url: `${HOURS}/week`, params: { display: true } }),
      extraOptions: { decode: decodeWeek },
    }),
    initStreamChat: build.mutation<InitWebChatAnswer, InitWebChatBody>({
      query: (body) => ({ url: `${OMNI}/init-web-chat`, method: 'POST', body }),
      extraOptions: { decode: decodeInit },
    }),
    initTwilioChat: build.mutation<InitWebChatAnswer, InitWebChatBody>({
      query: (body) => ({ url: `${CSP}/initWebChat`, method: 'POST', body }),
      extraOptions: { decode: decodeInit },
    }),
    refreshChatToken: build.mutation<
      { token: string | null; message: string | null },
      { token: string }
    >({
      query: (body) => ({ url: `${CSP}/refreshToken`, method: 'POST', body }),
      extraOptions: {
        decode: required(
          (v) =>
            record<{ token: string | null; message: string | null }>({
              token: str<string | null>(null),
              message: (m) => optStr(m) ?? null,
            })(v),
          'token refresh',
        ),
      },
    }),
    getWebChatInfo: build.mutation<{ contactId: string | null }, { omniProxyChannelId: string }>({
      query: (body) => ({ url: `${CSP}/web-chat-info`, method: 'POST', body }),
      extraOptions: {
        decode: required(
          (v) => record<{ contactId: string | null }>({ contactId: str<string | null>(null) })(v),
          'web chat info',
        ),
      },
    }),
    authenticateChat: build.mutation<{ nonce: string }, void>({
      query: () => ({ url: `${WEBCHAT_AUTH}/authenticate`, method: 'POST', body: {} }),
      extraOptions: { decode: decodeNonce },
    }),
    refreshChatNonce: build.mutation<{ nonce: string }, { nonce: string }>({
      query: ({ nonce }) => ({ url: `${WEBCHAT_AUTH}/refresh`, method: 'PUT', params: { nonce } }),
      extraOptions: { decode: decodeNonce },
    }),
    getProviderMessages: build.mutation<
      ProviderMessages,
      { channelId: string; userToken: string; limit: number }
    >({
      query: ({ channelId, userToken, limit }) => ({
        url: `${PROVIDER}/${encodeURIComponent(channelId)}/messages`,
        params: { limit },
        headers: bearer(userToken),
      }),
      extraOptions: { decode: decodeProviderMessages },
    }),
    sendProviderMessage: build.mutation<
      ChatMessage,
      { channelId: string; userToken: string; body: { text: string } | FormData }
    >({
      query: ({ channelId, userToken, body }) => ({
        url: `${PROVIDER}/${encodeURIComponent(channelId)}/messages`,
        method: 'POST',
        body,
        headers: bearer(userToken),
      }),
      extraOptions: { decode: required(decodeProviderMessage, 'chat message') },
    }),
    sendProviderTyping: build.mutation<unknown, { channelId: string; userToken: string }>({
      query: ({ channelId, userToken }) => ({
        url: `${PROVIDER}/${encodeURIComponent(channelId)}/typing`,
        method: 'POST',
        body: {},
        headers: bearer(userToken),
      }),
    }),
    chatWithAutobot: build.mutation<
      ChatbotAnswer,
      {
        applicationId: string | null;
        conversationId: string | null;
        message: string;
        nonce: string | null;
        organization: string;
        pageUrl: string;
        senderId: string;
        senderType: string;
        tag: string;
      }
    >({
      query: (body) => ({ url: `${CHATBOT}/chatWithAutobot`, method: 'POST', body }),
      extraOptions: { decode: decodeChatbotAnswer },
    }),
    getChatHistory: build.mutation<ChatHistoryEntry[], { conversationId: string }>({
      query: ({ conversationId }) => ({
        url: `${CHATBOT}/getChatHistory/${encodeURIComponent(conversationId)}`,
      }),
      extraOptions: { decode: decodeHistory },
    }),
    setChatReplyUsedWithFeedback: build.mutation<
      unknown,
      {
        questionId: string;
        conversationId: string;
        responseToCustomer: string;
        feedbackMessage: string;
        rating: number;
        senderEmail: string;
        senderType: string;
        nonce: string | null;
      }
    >({
      query: (body) => ({ url: `${CHATBOT}/setChatReplyUsedWithFeedback`, method: 'POST', body }),
    }),
  }),
});
