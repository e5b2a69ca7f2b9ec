/**
 * The sandbox lender's webchat (docs/sandbox.md): chats kept as records, a simulated agent
 * that joins after a short wait and answers, the omni-proxy websocket that carries a chat's
 * events to the browser, and a chatbot with a small knowledge base about HELOCs.
 *
 * The streaming provider's transport, as the sandbox defines it (the product names it only):
 * - the init call answers the channel ids and a provider user and token;
 * - the provider's messages API lists and takes messages, with the user token as bearer;
 * - the websocket `/service-omni-proxy/ws?channelId=` pushes `{ type }` events: `message`
 *   (`{ message }`), `participant-joined` (`{ role: 'agent', name }`), `typing` (`{ from }`) and
 *   `frozen` (the chat ended); the browser sends `{ route: 'ping', channelId }` every 10 s and
 *   gets `{ type: 'pong' }`.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { WebSocket, WebSocketServer } from 'ws';
import type { RecordStore } from './db';
import { newUuid } from './ids';
import { readChatFilingLine } from '../contract/chat';
import { messageText } from '../contract/messages';
import { currentLanguage, type SandboxLanguage, withLanguage } from './language';

export const OMNI_PROXY_WS_PATH = '/service-omni-proxy/ws';
export const DEFAULT_AGENT_JOIN_AFTER_MS = 1500;
/** How long after a customer message the agent's answer comes (typing first). */
export const AGENT_REPLY_AFTER_MS = 700;
const AGENT_NAME = 'Jordan';

export type ChatFrom = 'customer' | 'agent' | 'bot';

export interface ChatMessageRecord {
  id: string;
  from: ChatFrom;
  body: string;
  at: string;
  /** Chatbot answers: the question they answer (questionId, docs/sandbox.md#the-webchat) and any feedback. */
  questionId?: string;
  question?: string;
  /** Files sent with a customer message: name, type and size (the sandbox keeps no bytes). */
  attachments?: { name: string; size: number; contentType: string }[];
  feedback?: { reason: string; rating: number };
}

export interface ChatRecord {
  channelId: string;
  mode: 'agent' | 'chatbot';
  provider: 'stream' | 'twilio' | 'chatbot';
  open: boolean;
  createdAt: string;
  orgCode: string;
  name: string;
  email: string;
  applicationUuid: string | null;
  identityUuid: string | null;
  skill: string | null;
  /** The provider's user and token (stream) for the messages API. */
  providerUserId: string | null;
  providerUserToken: string | null;
  agentJoined: boolean;
  messages: ChatMessageRecord[];
  /**
   * The language the chat was opened in (its init call's Accept-Language): the agent's answers
   * come later, from timers, in that language (docs/sandbox.md#the-lenders-language). Chats kept
   * from before have none: English.
   */
  language?: SandboxLanguage;
}

export interface ChatControls {
  agentJoinAfterMs: number;
  autoReply: boolean;
}

/**
 * The knowledge base of the chatbot: the first entry whose words appear answers, in English or
 * Spanish words; the answer is written in the request's language.
 */
const KNOWLEDGE: { words: RegExp; answer: MessageDescriptor }[] = [
  {
    words: /\b(rates?|aprs?|interest|tasas?|inter[eé]s)\b/i,
    answer: msg`Your line has a fixed APR for each draw. The APR you are offered depends on your credit, income and how much equity you have; you can see it on the offer page before you accept.`,
  },
  {
    words: /\b(draw|withdraw|borrow more|retiros?|retirar|disponer)\b/i,
    answer: msg`Your initial draw is paid out when the line is funded. After that you can make additional draws up to your line amount; each one is priced at the Prime Rate plus a fixed margin.`,
  },
  {
    words: /\b(fund|funding|funded|money arrive|when will i get|fondos|desembolso|dinero)\b/i,
    answer: msg`Once you have signed and the notary session is done, there is a three-day rescission period. Funds are usually sent within five business days of signing.`,
  },
  {
    words: /\b(notary|notarize|notarization|notario|notarial|notarizaci[oó]n)\b/i,
    answer: msg`You can meet a remote notary online by video, or choose a manual notary who comes to you for a fee. Both are offered when you reach the notary step.`,
  },
  {
    words: /\b(credit|score|inquiry|pull|cr[eé]dito|puntaje|consulta)\b/i,
    answer: msg`We check your credit with a soft pull first, which does not affect your score. A hard pull is made only when you submit your application.`,
  },
  {
    words: /\b(document|paystub|upload|income|documentos?|subir|ingresos)\b/i,
    answer: msg`If we need documents, they are listed on your conditions page. You can upload a PDF, JPG or PNG of up to 10 MB each.`,
  },
];
const FALLBACK_ANSWER = msg`I'm not sure about that one. A member of our team can help: use the phone number or e-mail at the bottom of this page.`;

/** The chatbot's answer to `question`, in the language of the moment (the request's). */
export function chatbotAnswer(question: string): string {
  return messageText(
    KNOWLEDGE.find((entry) => entry.words.test(question))?.answer ?? FALLBACK_ANSWER,
  );
}

const AGENT_REPLIES = [
  msg`Thanks for waiting. Let me look at that for you.`,
  msg`I can help with that. Could you tell me a little more?`,
  msg`Got it. Is there anything else I can help you with today?`,
];

const safeEqual = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The chats and their live connections. Records are kept in the store (they survive a restart);
 * timers and sockets live in memory, and a chat whose agent was due while the sandbox was down
 * joins on its next read.
 */
export class ChatHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly wss = new WebSocketServer({ noServer: true });

  constructor(private readonly store: RecordStore) {}

  controls(): ChatControls {
    const saved = this.store.get('controls', 'chat');
    return {
      agentJoinAfterMs: saved?.agentJoinAfterMs ?? DEFAULT_AGENT_JOIN_AFTER_MS,
      autoReply: saved?.autoReply ?? true,
    };
  }

  setControls(change: Partial<ChatControls>): ChatControls {
    const next = { ...this.controls(), ...change };
    this.store.put('controls', 'chat', { chatOpen: null, ...next });
    return next;
  }

  list(): ChatRecord[] {
    return this.store
      .list('chats')
      .slice()
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  get(channelId: string): ChatRecord | undefined {
    return this.store.get('chats', channelId);
  }

  /** A new open chat, saved; what is not given is empty. */
  private create(
    fields: Pick<ChatRecord, 'mode' | 'provider' | 'orgCode'> &
      Partial<Omit<ChatRecord, 'mode' | 'provider' | 'orgCode'>>,
  ): ChatRecord {
    const { channelId, ...given } = fields;
    return this.save({
      channelId: channelId ?? newUuid(),
      language: currentLanguage(),
      open: true,
      createdAt: new Date().toISOString(),
      name: '',
      email: '',
      applicationUuid: null,
      identityUuid: null,
      skill: null,
      providerUserId: null,
      providerUserToken: null,
      agentJoined: false,
      messages: [],
      ...given,
    });
  }

  private save(chat: ChatRecord): ChatRecord {
    this.store.put('chats', chat.channelId, chat);
    return chat;
  }

  private later(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  /** A new agent chat on the streaming (or default) provider; the agent joins after a wait. */
  startAgentChat(
    input: Pick<
      ChatRecord,
      'orgCode' | 'name' | 'email' | 'applicationUuid' | 'identityUuid' | 'skill'
    > & { provider: 'stream' | 'twilio' },
  ): ChatRecord {
    const chat = this.create({
      ...input,
      mode: 'agent',
      providerUserId: input.provider === 'stream' ? `user-${newUuid()}` : null,
      providerUserToken: input.provider === 'stream' ? randomBytes(24).toString('hex') : null,
    });
    const { agentJoinAfterMs } = this.controls();
    this.later(agentJoinAfterMs, () => this.agentJoins(chat.channelId));
    return chat;
  }

  /** Whether `token` is the chat's provider user token. */
  tokenMatches(chat: ChatRecord, token: string | null): boolean {
    return Boolean(token && chat.providerUserToken && safeEqual(token, chat.providerUserToken));
  }

  private push(channelId: string, event: Record<string, unknown>) {
    const data = JSON.stringify(event);
    for (const socket of this.sockets.get(channelId) ?? []) {
      if (socket.readyState === WebSocket.OPEN) socket.send(data);
    }
  }

  private append(
    chat: ChatRecord,
    message: Omit<ChatMessageRecord, 'id' | 'at'>,
  ): ChatMessageRecord {
    const full: ChatMessageRecord = { id: newUuid(), at: new Date().toISOString(), ...message };
    this.save({ ...chat, messages: [...chat.messages, full] });
    this.push(chat.channelId, { type: 'message', message: full });
    return full;
  }

  agentJoins(channelId: string): ChatRecord | undefined {
    const chat = this.get(channelId);
    if (!chat || !chat.open || chat.agentJoined) return chat;
    const joined = this.save({ ...chat, agentJoined: true });
    this.push(channelId, { type: 'participant-joined', role: 'agent', name: AGENT_NAME });
    return joined;
  }

  agentSays(channelId: string, text: string): ChatMessageRecord | null {
    const chat = this.agentJoins(channelId);
    if (!chat || !chat.open) return null;
    return this.append(this.get(channelId)!, { from: 'agent', body: text });
  }

  agentTyping(channelId: string): void {
    this.push(channelId, { type: 'typing', from: 'agent' });
  }

  /** The customer's message; the agent (once joined, when auto-reply is on) answers after a while. */
  customerSays(
    channelId: string,
    text: string,
    attachments: ChatMessageRecord['attachments'] = [],
  ): ChatMessageRecord | null {
    const chat = this.get(channelId);
    if (!chat || !chat.open) return null;
    const message = this.append(chat, {
      from: 'customer',
      body: text,
      ...(attachments.length ? { attachments } : {}),
    });
    if (this.controls().autoReply) {
      this.later(AGENT_REPLY_AFTER_MS / 2, () => {
        if (this.get(channelId)?.agentJoined) this.agentTyping(channelId);
      });
      this.later(AGENT_REPLY_AFTER_MS, () => {
        const current = this.get(channelId);
        if (!current?.open || !current.agentJoined) return;
        const count = current.messages.filter((m) => m.from === 'agent').length;
        // A file the person added to a condition: the agent sees it in the record.
        const filed = readChatFilingLine(text);
        const fileName = filed?.fileName ?? '';
        const conditionTitle = filed?.conditionTitle ?? '';
        // In the chat's language: the timer runs outside any request.
        const reply = withLanguage(current.language ?? 'en', () =>
          messageText(
            filed
              ? msg`Thanks, I can see ${fileName} on your application now, for "${conditionTitle}".`
              : AGENT_REPLIES[count % AGENT_REPLIES.length]!,
          ),
        );
        this.agentSays(channelId, reply);
      });
    }
    return message;
  }

  /** The chat ends: the channel is frozen (docs/sandbox.md#the-webchat). */
  end(channelId: string): ChatRecord | undefined {
    const chat = this.get(channelId);
    if (!chat) return undefined;
    const ended = this.save({ ...chat, open: false });
    this.push(channelId, { type: 'frozen' });
    return ended;
  }

  /** Closes the chat's live connections once; the browser must reconnect. */
  drop(channelId: string): number {
    const sockets = [...(this.sockets.get(channelId) ?? [])];
    for (const socket of sockets) socket.terminate();
    return sockets.length;
  }

  /** A chatbot question and its answer (a new conversation when there is none). */
  askChatbot(input: {
    conversationId: string | null;
    orgCode: string;
    question: string;
    email: string;
    applicationUuid: string | null;
  }): { chat: ChatRecord; answer: ChatMessageRecord } {
    const existing = input.conversationId ? this.get(input.conversationId) : undefined;
    const chat =
      existing && existing.mode === 'chatbot'
        ? existing
        : this.create({
            channelId: input.conversationId ?? undefined,
            mode: 'chatbot',
            provider: 'chatbot',
            orgCode: input.orgCode,
            email: input.email,
            applicationUuid: input.applicationUuid,
          });
    const asked = this.append(chat, { from: 'customer', body: input.question });
    const answer = this.append(this.get(chat.channelId)!, {
      from: 'bot',
      body: chatbotAnswer(input.question),
      questionId: asked.id,
      question: input.question,
    });
    return { chat: this.get(chat.channelId)!, answer };
  }

  /** Feedback on a chatbot answer; false when the answer is not in that conversation. */
  recordFeedback(conversationId: string, questionId: string, reason: string, rating: number) {
    const chat = this.get(conversationId);
    const index = chat?.messages.findIndex((m) => m.from === 'bot' && m.questionId === questionId);
    if (!chat || index === undefined || index < 0) return false;
    const messages = chat.messages.slice();
    messages[index] = { ...messages[index]!, feedback: { reason, rating } };
    this.save({ ...chat, messages });
    return true;
  }

  /** Takes the websocket upgrades of `server` for the omni-proxy path. */
  attach(server: Server): void {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(req.url ?? '/', 'http://sandbox');
      if (url.pathname !== OMNI_PROXY_WS_PATH) return;
      const channelId = url.searchParams.get('channelId') ?? '';
      const chat = this.get(channelId);
      if (!chat || chat.mode !== 'agent') {
        socket.write('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        socket.destroy();
        return;
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => this.connected(channelId, ws));
    });
  }

  private connected(channelId: string, ws: WebSocket) {
    const set = this.sockets.get(channelId) ?? new Set<WebSocket>();
    set.add(ws);
    this.sockets.set(channelId, set);
    ws.on('message', (data) => {
      try {
        const event = JSON.parse(String(data)) as { route?: unknown; channelId?: unknown };
        if (event.route === 'ping' && event.channelId === channelId) {
          ws.send(JSON.stringify({ type: 'pong' }));
        }
      } catch {
        // Not JSON: ignored, as the service would.
      }
    });
    ws.on('close', () => set.delete(ws));
    // A chat whose agent was due while nobody listened: joined now.
    const chat = this.get(channelId);
    if (chat?.open && !chat.agentJoined) {
      const due = Date.parse(chat.createdAt) + this.controls().agentJoinAfterMs;
      if (Date.now() >= due) this.agentJoins(channelId);
    }
    const now = this.get(channelId);
    // A reconnecting browser learns at once that the agent is there, or that the chat ended.
    if (now?.open && now.agentJoined) {
      ws.send(JSON.stringify({ type: 'participant-joined', role: 'agent', name: AGENT_NAME }));
    }
    if (now && !now.open) ws.send(JSON.stringify({ type: 'frozen' }));
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const set of this.sockets.values()) for (const ws of set) ws.terminate();
    this.sockets.clear();
    this.wss.close();
  }
}
