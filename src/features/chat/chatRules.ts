/**
 * The webchat's decisions (docs/webchat.md), pure: which mode and provider, whether a
 * stored session may be reused, the agent skill, the application a chat is about, when it opens on
 * load, what a message may be and which links in it are live, and the documented texts. The chat
 * lifecycle saga and the widget use these; nothing here touches storage, the network or the store.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChatHoursDay } from '../../contract/chat';
import { isUuid } from '../../contract/uuid';

/** docs/webchat.md#timers-and-limits: an agent chat session lasts 6 hours, a chatbot session 10 minutes. */
export const AGENT_SESSION_MS = 6 * 60 * 60 * 1000;
export const CHATBOT_SESSION_MS = 10 * 60 * 1000;
/** docs/webchat.md#timers-and-limits: the timers chat runs on. */
export const OPEN_STATUS_POLL_MS = 60_000;
export const NONCE_REFRESH_MS = 60_000;
export const OMNI_PROXY_PING_MS = 10_000;
export const TYPING_PREVIEW_MS = 1000;
export const WAITING_DOTS_MS = 400;
export const HISTORY_PAGE_SIZE = 20;
export const BAD_RESPONSE_DETAIL_MAX = 140;

/** docs/webchat.md#alerts: the chat alerts, word for word, with their kind. */
export const CHAT_ALERTS = {
  connectionLost: { kind: 'warning', text: msg`Connection lost. Attempting to reconnect.` },
  somethingWentWrong: { kind: 'error', text: msg`Something went wrong. Please try again later.` },
  tokenInvalid: { kind: 'warning', text: msg`Token state is invalid.` },
  sendFailed: {
    kind: 'error',
    text: msg`Something went wrong. Please try resending the message.`,
  },
} as const satisfies Record<string, { kind: 'warning' | 'error'; text: MessageDescriptor }>;
export type ChatAlert = keyof typeof CHAT_ALERTS;

/** docs/webchat.md#states: shown with animated dots until an agent joins. */
export const WAITING_FOR_AGENT_TEXT = msg`Waiting for next available agent`;
/**
 * docs/webchat.md#timers-and-limits: the welcome warns against sharing the SSN or account numbers.
 * Reading chosen for the words, which the product rules do not give. Sent as is with the chat's
 * start (the init body's welcomeMessage); the widget shows the same words as a message
 * (widget/Conversation.tsx).
 */
export const CHAT_WELCOME_WARNING =
  'For your security, please do not share your Social Security number or any bank account or card numbers in this chat.';

export type ChatMode = 'agent' | 'chatbot';
/** docs/webchat.md#the-widget: the providers a query value may force outside production. */
export const CHAT_PROVIDERS = ['twilio', 'nice', 'stream', 'talkjs', 'chatbot'] as const;
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];
/** The agent providers this app can run: the streaming provider and the default (Twilio). */
export type AgentProvider = 'stream' | 'twilio';

/** How a provider's run of one chat ends. */
export type ChatOutcome = 'ended' | 'failed';

/** The tag every chat start carries (docs/webchat.md#calls; the value is a reading chosen). */
export const CHAT_TAG = 'HELOC';

/** Anything stored with an expiry (epoch milliseconds). */
export interface Expiring {
  expiration: number;
}

/** docs/webchat.md#states: a stored session is reused if its expiry is still in the future. */
export const isUnexpired = (session: Expiring | null | undefined, now: number): boolean =>
  session != null && Number.isFinite(session.expiration) && session.expiration > now;

/**
 * The provider forced by the query (docs/webchat.md#the-widget), in builds other than production only; the
 * first of the names present, in the documented order.
 */
export function forcedProviderOf(search: string, production: boolean): ChatProvider | null {
  if (production) return null;
  const params = new URLSearchParams(search);
  return CHAT_PROVIDERS.find((name) => params.has(name)) ?? null;
}

/**
 * docs/webchat.md#states, without a forced mode: an agent session exists → agent; else a chatbot
 * session → chatbot; else agent during operating hours and chatbot outside them. Null while the
 * hours are not known yet (the open status has not answered), so nothing is guessed.
 */
export function chooseChatMode(input: {
  forced: ChatProvider | null;
  agentSession: Expiring | null;
  chatbotSession: Expiring | null;
  open: boolean | null;
  now: number;
}): ChatMode | null {
  if (input.forced) return input.forced === 'chatbot' ? 'chatbot' : 'agent';
  if (isUnexpired(input.agentSession, input.now)) return 'agent';
  if (isUnexpired(input.chatbotSession, input.now)) return 'chatbot';
  if (input.open === null) return null;
  return input.open ? 'agent' : 'chatbot';
}

/**
 * Which provider runs an agent chat: a forced one, else the `fe-webchat-stream` flag (on:
 * streaming). NICE and TalkJS have no SDK here (docs/supporting-areas.md): forcing them is
 * 'unsupported', which the widget shows as its "Something went wrong" alert.
 */
export function agentProviderOf(
  forced: ChatProvider | null,
  streamFlagOn: boolean,
): AgentProvider | 'unsupported' {
  if (forced === 'stream' || forced === 'twilio') return forced;
  if (forced === 'nice' || forced === 'talkjs') return 'unsupported';
  return streamFlagOn ? 'stream' : 'twilio';
}

/** docs/webchat.md#timers-and-limits: FHEL for the main brand, White Label for partners, CLOC_HELOC for crypto. */
export function agentSkillOf(input: { isMainBrand: boolean; isCrypto: boolean }): string {
  if (input.isCrypto) return 'CLOC_HELOC';
  return input.isMainBrand ? 'FHEL' : 'White Label';
}

/**
 * docs/webchat.md#the-widget: the widget opens on load when `pop-webchat` is in the query on an
 * application route (/{uuid}/...). `basePath` is the router's base ('/account/heloc').
 */
export function opensOnLoad(location: { pathname: string; search: string }, basePath: string) {
  if (!new URLSearchParams(location.search).has('pop-webchat')) return false;
  const rest = location.pathname.startsWith(`${basePath}/`)
    ? location.pathname.slice(basePath.length + 1)
    : '';
  return isUuid(rest.split('/')[0]);
}

/** docs/webchat.md#messages-and-forms: blank messages with no attachment are not sent. */
export const isSendable = (text: string, attachments: number): boolean =>
  text.trim().length > 0 || attachments > 0;

/** docs/webchat.md#messages-and-forms: the attachment types a chat accepts. */
export const CHAT_ATTACHMENT_EXTENSIONS = [
  '.jpg',
  '.png',
  '.amr',
  '.mp3',
  '.mp4',
  '.pdf',
  '.txt',
] as const;

export function isAcceptedAttachment(fileName: string): boolean {
  const name = fileName.toLowerCase();
  return CHAT_ATTACHMENT_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** A piece of a chat message: text, or a link that may be followed. */
export type MessagePart = { text: string } | { text: string; href: string };

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/**
 * docs/webchat.md#messages-and-forms: links in chat messages are clickable only for the allowlisted company
 * domains (the list is not shown: the organisation's own domains are passed in). A link must be
 * https on an allowed domain or one of its subdomains; anything else stays plain text.
 */
export function messageParts(text: string, allowedDomains: readonly string[]): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push(linkPart(match[0], allowedDomains));
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

function linkPart(raw: string, allowedDomains: readonly string[]): MessagePart {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { text: raw };
  }
  const host = url.hostname.toLowerCase();
  const allowed =
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    allowedDomains.some((d) => host === d.toLowerCase() || host.endsWith(`.${d.toLowerCase()}`));
  return allowed ? { text: raw, href: url.href } : { text: raw };
}

/** "08:00" → "8am", "16:30" → "4:30pm". */
function amPm(time: string): string | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2]!;
  if (hours > 23) return null;
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}${minutes === '00' ? '' : `:${minutes}`}${suffix}`;
}

function rangeOf(days: ChatHoursDay[]): string | null {
  const open = days.filter((d) => d.startTime && d.endTime);
  if (open.length === 0) return null;
  const first = open[0]!;
  const same = open.every((d) => d.startTime === first.startTime && d.endTime === first.endTime);
  if (!same) return null;
  const start = amPm(first.startTime!);
  const end = amPm(first.endTime!);
  return start && end ? `${start}-${end}` : null;
}

/**
 * docs/webchat.md#timers-and-limits: the chat hours, weekdays and weekend, in am/pm. Reading
 * chosen for the words: "Monday-Friday 6am-6pm, Saturday-Sunday 8am-4:30pm", a part left out
 * when those days are closed or their hours differ from day to day; null when nothing can be
 * said. The times are the service's (America/Los_Angeles, docs/webchat.md#timers-and-limits).
 * A message (plain data, kept in the chat's state), written out where it shows.
 */
export function chatHoursText(week: readonly ChatHoursDay[]): MessageDescriptor | null {
  const weekdays = rangeOf(week.filter((d) => d.weekdayValue >= 1 && d.weekdayValue <= 5));
  const weekend = rangeOf(week.filter((d) => d.weekdayValue === 6 || d.weekdayValue === 7));
  if (weekdays && weekend) return msg`Monday-Friday ${weekdays}, Saturday-Sunday ${weekend}`;
  if (weekdays) return msg`Monday-Friday ${weekdays}`;
  if (weekend) return msg`Saturday-Sunday ${weekend}`;
  return null;
}

/**
 * The company domains whose links a chat message may carry (docs/webchat.md#messages-and-forms; the
 * list is not given). Reading chosen: the organisation's own
 * domains, taken from its https addresses (site, terms, legal, privacy, licences) and its support
 * e-mail's domain, `www.` left off so that its subdomains count too.
 */
export function companyDomains(urls: readonly (string | null | undefined)[]): string[] {
  const domains = new Set<string>();
  for (const raw of urls) {
    if (!raw) continue;
    try {
      const url = new URL(raw);
      if (url.protocol === 'https:') domains.add(url.hostname.toLowerCase().replace(/^www\./, ''));
    } catch {
      // Not an absolute address: no domain to allow.
    }
  }
  return [...domains];
}
