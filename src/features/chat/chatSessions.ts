/**
 * The chat sessions kept in local storage (docs/webchat.md#sessions), read defensively: a value that is
 * not what this app wrote (edited, or from an older version) counts as no session.
 */
import {
  CHAT_SESSION_STORAGE_KEY,
  CHATBOT_SESSION_STORAGE_KEY,
  readStored,
  removeStored,
  storedItem,
  writeStored,
} from '../../lib/browserStorage';
import { AGENT_SESSION_MS, CHATBOT_SESSION_MS, isUnexpired } from './chatRules';
import { isRecord } from '../../contract/isRecord';

/** The agent chat session (docs/webchat.md#sessions); `stream` is set for the streaming provider. */
export interface AgentChatSession {
  token: string | null;
  conversationSid: string | null;
  /** Epoch ms. */
  expiration: number;
  friendlyName: string;
  emailAddress: string;
  omniProxyChannelId: string | null;
  /** The first message, kept until an agent joins (docs/webchat.md#states). */
  initialMessage: string | null;
  stream: { providerUserId: string; providerUserToken: string; providerChannelId: string } | null;
}

/** The chatbot session (docs/webchat.md#sessions). */
export interface ChatbotSession {
  conversationId: string | null;
  friendlyName: string;
  emailAddress: string;
  /** Epoch ms. */
  loginTimestamp: number;
  expiration: number;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const textOrNull = (v: unknown): string | null => (isText(v) ? v : null);
function readJson(key: string): Record<string, unknown> | null {
  const raw = readStored(storedItem(key));
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

function streamOf(v: unknown): AgentChatSession['stream'] {
  if (!isRecord(v)) return null;
  const { providerUserId, providerUserToken, providerChannelId } = v;
  return isText(providerUserId) && isText(providerUserToken) && isText(providerChannelId)
    ? { providerUserId, providerUserToken, providerChannelId }
    : null;
}

/** The stored agent session, whatever its expiry; null when there is none or it is unreadable. */
export function readAgentSession(): AgentChatSession | null {
  const v = readJson(CHAT_SESSION_STORAGE_KEY);
  if (!v || typeof v.expiration !== 'number' || !isText(v.friendlyName)) return null;
  const session: AgentChatSession = {
    token: textOrNull(v.token),
    conversationSid: textOrNull(v.conversationSid),
    expiration: v.expiration,
    friendlyName: v.friendlyName,
    emailAddress: typeof v.emailAddress === 'string' ? v.emailAddress : '',
    omniProxyChannelId: textOrNull(v.omniProxyChannelId),
    initialMessage: textOrNull(v.initialMessage),
    stream: streamOf(v.stream),
  };
  // A session the app cannot resume (neither provider's ids) is no session.
  return session.stream || (session.token && session.conversationSid) ? session : null;
}

export function readChatbotSession(): ChatbotSession | null {
  const v = readJson(CHATBOT_SESSION_STORAGE_KEY);
  if (!v || typeof v.expiration !== 'number' || !isText(v.friendlyName)) return null;
  return {
    conversationId: textOrNull(v.conversationId),
    friendlyName: v.friendlyName,
    emailAddress: typeof v.emailAddress === 'string' ? v.emailAddress : '',
    loginTimestamp: typeof v.loginTimestamp === 'number' ? v.loginTimestamp : v.expiration,
    expiration: v.expiration,
  };
}

export function saveAgentSession(session: AgentChatSession): void {
  writeStored(storedItem(CHAT_SESSION_STORAGE_KEY), JSON.stringify(session));
}

export function saveChatbotSession(session: ChatbotSession): void {
  writeStored(storedItem(CHATBOT_SESSION_STORAGE_KEY), JSON.stringify(session));
}

/** docs/webchat.md#states: when a chat is no longer active its stored sessions are cleared. */
export function clearChatSessions(): void {
  removeStored(storedItem(CHAT_SESSION_STORAGE_KEY));
  removeStored(storedItem(CHATBOT_SESSION_STORAGE_KEY));
}

/** A new agent session: 6 hours from now (docs/webchat.md#timers-and-limits). */
export const agentExpiry = (now: number) => now + AGENT_SESSION_MS;
/** A chatbot session lasts 10 minutes; reading chosen: counted from the last question asked. */
export const chatbotExpiry = (now: number) => now + CHATBOT_SESSION_MS;

/** The sessions that may still be used (reused while unexpired: docs/webchat.md#states). */
export function liveSessions(now: number) {
  const agent = readAgentSession();
  const chatbot = readChatbotSession();
  return {
    agent: isUnexpired(agent, now) ? agent : null,
    chatbot: isUnexpired(chatbot, now) ? chatbot : null,
  };
}
