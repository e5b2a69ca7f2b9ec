/**
 * The webchat's calls (docs/sandbox.md#the-webchat), answered by the sandbox's chat hub (../chat.ts):
 * the streaming provider's init and messages API, the csp endpoints of the default provider
 * (init, token refresh, web-chat info), the borrower nonce, and the chatbot. Their bodies are read
 * through the contract's chat request schemas (docs/sandbox.md#other-request-bodies). The control
 * API's chat calls are `chatControlRouter` (mounted under /__sandbox).
 */
import { randomBytes } from 'node:crypto';
import { type Request, Router } from 'express';
import {
  CHAT_PROVIDER_PATH,
  CHATBOT_PATH,
  STREAM_CHAT_PATH,
  TWILIO_CHAT_PATH,
  WEBCHAT_AUTH_PATH,
} from '../../contract/supportPaths';
import {
  chatAuthenticateBody,
  chatbotFeedbackBody,
  chatbotMessageBody,
  chatNonceRefreshBody,
  chatTokenRefreshBody,
  initWebChatBody,
  providerMessageBody,
  providerTypingBody,
  webChatInfoBody,
} from '../../contract/chatRequests';
import { UPLOAD_MAX_BYTES } from '../../contract/uploads';
import { bearerToken } from '../auth';
import { parseBody } from '../bodies';
import type { ChatHub, ChatRecord } from '../chat';
import { isRecord } from '../../contract/isRecord';
import {
  badRequest,
  bodyObject,
  forbidden,
  notFound,
  pathParam,
  queryString,
  rejectUnknownKeys,
  sendErrors,
} from '../http';
import type { RequestWithFiles } from '../multipart';
import { orgOrDefault } from '../orgs';
import type { RouteContext } from './context';
import { msg } from '@lingui/core/macro';
import { messageText } from '../../contract/messages';

/** The history's first page (docs/sandbox.md#the-webchat). */
const HISTORY_LIMIT = 20;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** A chat's messages as the provider's API lists them. */
const messagesOf = (chat: ChatRecord, limit: number) =>
  chat.messages
    .slice(-limit)
    .map(({ id, from, body, at, attachments }) => ({ id, from, body, at, attachments }));

/** The attachment types a chat accepts; each file up to the upload limit (docs/sandbox.md#the-webchat). */
const ATTACHMENT_TYPES = /\.(jpg|png|amr|mp3|mp4|pdf|txt)$/i;
const MAX_ATTACHMENTS = 10;

/** The files of a multipart message, checked as the provider would. */
function attachmentsOf(req: Request): { name: string; size: number; contentType: string }[] {
  const files = (req as RequestWithFiles).files ?? [];
  const most = MAX_ATTACHMENTS;
  if (files.length > most) throw badRequest(msg`At most ${most} files a message`, 'files');
  return files.map((file) => {
    const name = file.originalname;
    if (!ATTACHMENT_TYPES.test(name))
      throw badRequest(msg`${name} is not an accepted file type`, 'files');
    if (file.size > UPLOAD_MAX_BYTES) throw badRequest(msg`${name} is larger than 10 MB`, 'files');
    return { name: file.originalname, size: file.size, contentType: file.mimetype };
  });
}

export function chatRouter({ store, auth }: RouteContext, hub: ChatHub): Router {
  const router = Router();
  /** Nonces issued to signed-in chatters: nonce → identity uuid (memory: they live 60 s). */
  const nonces = new Map<string, string>();

  // The pre-engagement rules (docs/forms.md#the-chats-pre-engagement-form), as the lender checks them again.
  const start = (req: Request, provider: 'stream' | 'twilio') => {
    const body = parseBody(initWebChatBody, bodyObject(req));
    const orgCode = orgOrDefault(store, body.orgCode ?? req.get('x-org')).code;
    return hub.startAgentChat({
      provider,
      orgCode,
      name: body.friendlyName,
      email: body.emailAddress,
      applicationUuid: body.applicationUuid,
      identityUuid: body.identityUuid,
      skill: body.skill,
    });
  };

  // The streaming provider (the `fe-webchat-stream` flag on).
  router.post(`${STREAM_CHAT_PATH}/init-web-chat`, (req, res) => {
    const chat = start(req, 'stream');
    res.json({
      omniProxyChannelId: chat.channelId,
      providerChannelId: chat.channelId,
      providerUserId: chat.providerUserId,
      providerUserToken: chat.providerUserToken,
      skill: chat.skill,
    });
  });

  const streamChat = (req: Request): ChatRecord => {
    const chat = hub.get(pathParam(req, 'channelId'));
    if (!chat || chat.provider !== 'stream') throw notFound(msg`No such channel`);
    if (!hub.tokenMatches(chat, bearerToken(req)))
      throw forbidden(msg`Not a member of this channel`);
    return chat;
  };

  router.get(`${CHAT_PROVIDER_PATH}/:channelId/messages`, (req, res) => {
    const chat = streamChat(req);
    const limit = Math.min(Math.max(Number(queryString(req, 'limit')) || HISTORY_LIMIT, 1), 100);
    res.json({
      channelId: chat.channelId,
      frozen: !chat.open,
      agentJoined: chat.agentJoined,
      messages: messagesOf(chat, limit),
    });
  });

  router.post(`${CHAT_PROVIDER_PATH}/:channelId/messages`, (req, res) => {
    // JSON `{ text }`, or multipart with a `text` field and `files` (the attachments).
    const chat = streamChat(req);
    const attachments = attachmentsOf(req);
    const { text: said } = parseBody(providerMessageBody(attachments.length), bodyObject(req));
    if (!chat.open) {
      sendErrors(res, 409, [
        { code: 'CHANNEL_FROZEN', message: messageText(msg`The chat has ended`) },
      ]);
      return;
    }
    res.json(hub.customerSays(chat.channelId, said, attachments));
  });

  router.post(`${CHAT_PROVIDER_PATH}/:channelId/typing`, (req, res) => {
    streamChat(req);
    parseBody(providerTypingBody, bodyObject(req));
    res.json({});
  });

  // The default provider's csp calls. The SDK itself talks to the provider's cloud, which the
  // sandbox is not: a chat started this way fails in the browser with the chat's alert.
  router.post(`${TWILIO_CHAT_PATH}/initWebChat`, (req, res) => {
    const chat = start(req, 'twilio');
    res.json({
      token: `sandbox-${randomBytes(16).toString('hex')}`,
      conversationSid: `CH${chat.channelId.replace(/-/g, '')}`,
      omniProxyChannelId: chat.channelId,
      providerChannelId: chat.channelId,
      skill: chat.skill,
    });
  });

  router.post(`${TWILIO_CHAT_PATH}/refreshToken`, (req, res) => {
    parseBody(chatTokenRefreshBody, bodyObject(req));
    res.json({ token: `sandbox-${randomBytes(16).toString('hex')}` });
  });

  router.post(`${TWILIO_CHAT_PATH}/web-chat-info`, (req, res) => {
    const { omniProxyChannelId } = parseBody(webChatInfoBody, bodyObject(req));
    const chat = hub.get(omniProxyChannelId ?? '');
    if (!chat) throw notFound(msg`No such chat`);
    res.json({ contactId: `contact-${chat.channelId.slice(0, 8)}` });
  });

  // The borrower nonce (the `fe-webchat-borrower-auth` flag): issued for the signed-in person,
  // refreshed every 60 s by the app; a refresh gives a new nonce and retires the old one.
  router.post(`${WEBCHAT_AUTH_PATH}/authenticate`, auth.requireAuth, (req, res) => {
    parseBody(chatAuthenticateBody, bodyObject(req));
    const nonce = randomBytes(16).toString('hex');
    nonces.set(nonce, (res.locals.person as { uuid: string }).uuid);
    res.json({ nonce });
  });

  router.put(`${WEBCHAT_AUTH_PATH}/refresh`, auth.requireAuth, (req, res) => {
    parseBody(chatNonceRefreshBody, bodyObject(req));
    const old = queryString(req, 'nonce') ?? '';
    const person = (res.locals.person as { uuid: string }).uuid;
    if (nonces.get(old) !== person) {
      sendErrors(res, 401, [{ code: 'INVALID_NONCE', message: messageText(msg`Unknown nonce`) }]);
      return;
    }
    nonces.delete(old);
    const nonce = randomBytes(16).toString('hex');
    nonces.set(nonce, person);
    res.json({ nonce });
  });

  // The chatbot (out of hours).
  router.post(`${CHATBOT_PATH}/chatWithAutobot`, (req, res) => {
    const body = parseBody(chatbotMessageBody, bodyObject(req));
    const { chat, answer } = hub.askChatbot({
      conversationId: body.conversationId,
      orgCode: orgOrDefault(store, body.organization ?? req.get('x-org')).code,
      question: body.message,
      email: body.senderId ?? '',
      applicationUuid: body.applicationId,
    });
    res.json({
      conversationId: chat.channelId,
      questionId: answer.questionId,
      responseToCustomer: answer.body,
    });
  });

  router.get(`${CHATBOT_PATH}/getChatHistory/:conversationId`, (req, res) => {
    const chat = hub.get(pathParam(req, 'conversationId'));
    if (!chat || chat.mode !== 'chatbot') throw notFound(msg`No such conversation`);
    res.json(
      chat.messages
        .filter((m) => m.from === 'bot')
        .map((m) => ({
          questionId: m.questionId,
          questionStr: m.question,
          responseStr: m.body,
          createdDt: m.at,
          conversationId: chat.channelId,
        })),
    );
  });

  router.post(`${CHATBOT_PATH}/setChatReplyUsedWithFeedback`, (req, res) => {
    const body = parseBody(chatbotFeedbackBody, bodyObject(req));
    const conversationId = body.conversationId ?? '';
    const questionId = body.questionId ?? '';
    if (!hub.recordFeedback(conversationId, questionId, body.feedbackMessage, body.rating)) {
      throw notFound(msg`No such answer`);
    }
    res.json({ conversationId, questionId });
  });

  return router;
}

/** The control API's chat calls (docs/sandbox.md). */
export function chatControlRouter(hub: ChatHub): Router {
  const router = Router();

  router.put('/chat', (req, res) => {
    const body = bodyObject(req);
    rejectUnknownKeys(body, ['agentJoinAfterMs', 'autoReply']);
    const change: { agentJoinAfterMs?: number; autoReply?: boolean } = {};
    if (body.agentJoinAfterMs !== undefined) {
      const ms = body.agentJoinAfterMs;
      if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > 600_000) {
        throw badRequest(
          'agentJoinAfterMs must be a whole number of ms up to 600000',
          'agentJoinAfterMs',
        );
      }
      change.agentJoinAfterMs = ms;
    }
    if (body.autoReply !== undefined) {
      if (typeof body.autoReply !== 'boolean')
        throw badRequest('autoReply must be true or false', 'autoReply');
      change.autoReply = body.autoReply;
    }
    res.json(hub.setControls(change));
  });

  router.get('/chat', (_req, res) => {
    res.json(
      hub.list().map((chat) => ({
        channelId: chat.channelId,
        mode: chat.mode,
        open: chat.open,
        messages: chat.messages.map(({ from, body }) => ({ from, body })),
      })),
    );
  });

  router.post('/chat/:channelId', (req, res) => {
    const channelId = pathParam(req, 'channelId');
    const chat = hub.get(channelId);
    if (!chat) throw notFound(`No chat ${channelId}`);
    const body = bodyObject(req);
    if (!isRecord(body)) throw badRequest('A JSON body is required');
    switch (body.action) {
      case 'agent-joins':
        hub.agentJoins(channelId);
        break;
      case 'agent-says': {
        const said = text(body.text);
        if (!said) throw badRequest('agent-says needs text', 'text');
        if (!hub.agentSays(channelId, said)) throw badRequest('The chat has ended');
        break;
      }
      case 'agent-typing':
        hub.agentTyping(channelId);
        break;
      case 'end':
        hub.end(channelId);
        break;
      case 'drop':
        res.json({ channelId, dropped: hub.drop(channelId) });
        return;
      default:
        throw badRequest(
          'action must be agent-joins, agent-says, agent-typing, end or drop',
          'action',
        );
    }
    const current = hub.get(channelId)!;
    res.json({ channelId, open: current.open, agentJoined: current.agentJoined });
  });

  return router;
}
