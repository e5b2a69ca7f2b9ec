/**
 * The chat lifecycle (docs/webchat.md#states), started with the shell's extras
 * (src/app/lateSagas.ts): the open-status poll every 60 s and the chat hours; pop-webchat; then,
 * from the first time the widget opens, the mode choice, a stored session resumed or the form's
 * start, the provider's run, the nonce refreshed every 60 s while chatting, the ended panel and
 * its survey. Reset (developer controls), "Start new chat" and leaving (logout) start over.
 */
import {
  actionChannel,
  call,
  cancel,
  fork,
  put,
  race,
  select,
  take,
  type SagaGenerator,
} from 'typed-redux-saga';
import type { Task } from 'redux-saga';
import { hasSession, readApplicationUuid } from '../../api/session';
import { mutate, query } from '../../api/sagaQuery';
import { log } from '../../lib/logger';
import { wait, waitWhileShown } from '../../lib/sagaTimers';
import { hasCryptoUtmSource } from '../../lib/productType';
import { selectCurrentApplication } from '../application';
import { featureFlagsApi } from '../featureFlags';
import { BASE_PATH, selectApplicationRoute, selectLocation } from '../navigation';
import { selectOrgCode } from '../organisation';
import { selectProfile } from '../profile';
import { logoutRequested, switchAccountsRequested } from '../session';
import type { InitWebChatBody } from '../../contract/chatRequests';
import { chatApi, type InitWebChatAnswer } from './chatApi';
import type { ChatbotContext } from './chatbotChat';
import {
  agentProviderOf,
  agentSkillOf,
  CHAT_TAG,
  CHAT_WELCOME_WARNING,
  type ChatOutcome,
  chatHoursText,
  chooseChatMode,
  forcedProviderOf,
  NONCE_REFRESH_MS,
  OPEN_STATUS_POLL_MS,
  opensOnLoad,
} from './chatRules';
import {
  agentExpiry,
  type AgentChatSession,
  type ChatbotSession,
  chatbotExpiry,
  clearChatSessions,
  liveSessions,
  saveAgentSession,
  saveChatbotSession,
} from './chatSessions';
import {
  chatAlertShown,
  chatModeChosen,
  chatOpened,
  chatPhaseChanged,
  chatResetRequested,
  chatStartRequested,
  type ChatState,
  hoursTextLoaded,
  messageSendRequested,
  newChatRequested,
  openStatusChanged,
  type SendRequests,
  surveyRequested,
} from './chatSlice';
import { selectChat } from './chatStore';

/** The chat flags (docs/webchat.md#states), as the sandbox names them (docs/sandbox.md). */
export const WEBCHAT_STREAM_FLAG = 'fe-webchat-stream';
export const WEBCHAT_BORROWER_AUTH_FLAG = 'fe-webchat-borrower-auth';
/** Reading chosen: the survey lives on the lender's site, at this path of the page's origin. */
export const CHAT_SURVEY_PATH = '/chat-survey';
const PLAID_OAUTH_SUCCESS = 'plaid-oauth-success';

const production = process.env.NODE_ENV === 'production';

/** The page a chat is about: no query (it may hold personal data), no fragment. */
const pageUrl = () => `${window.location.origin}${window.location.pathname}`;

function* flagOn(featureKey: string): SagaGenerator<boolean> {
  const organization = yield* select(selectOrgCode);
  const { data } = yield* query(
    featureFlagsApi.endpoints.getFeatureFlag,
    { featureKey, optimizeUser: { organization } },
    false,
  );
  return data?.flagEnabled === true;
}

/**
 * docs/webchat.md#the-widget: the application of the page's route; on plaid-oauth-success, the
 * stored one.
 */
function* applicationOfPage(): SagaGenerator<string | null> {
  const route = yield* select(selectApplicationRoute);
  if (route) return route.applicationUuid;
  const { pathname } = yield* select(selectLocation);
  return pathname.includes(PLAID_OAUTH_SUCCESS) ? readApplicationUuid() : null;
}

/** The open status, now and every 60 s while the page is in view (docs/requests.md#a-tab-left-open). */
function* pollOpenStatus(): SagaGenerator<void> {
  for (;;) {
    const { data } = yield* query(chatApi.endpoints.getChatOpenStatus, undefined, true);
    if (data) yield* put(openStatusChanged(data.open));
    yield* waitWhileShown(OPEN_STATUS_POLL_MS);
  }
}

function* loadHoursText(): SagaGenerator<void> {
  const { data } = yield* query(chatApi.endpoints.getChatWeek, undefined, false);
  if (data) yield* put(hoursTextLoaded(chatHoursText(data)));
}

/** The open status when the chat opens: the poll's, else asked now. */
function* currentOpenStatus(): SagaGenerator<boolean | null> {
  const known = (yield* select(selectChat)).open;
  if (known !== null) return known;
  const { data } = yield* query(chatApi.endpoints.getChatOpenStatus, undefined, true);
  if (data) yield* put(openStatusChanged(data.open));
  return data?.open ?? null;
}

/** The nonce of a signed-in chatter, refreshed every 60 s while the chat runs (docs/webchat.md#who-may-chat). */
function* refreshNonce(nonce: { value: string | null }): SagaGenerator<void> {
  for (;;) {
    yield* wait(NONCE_REFRESH_MS);
    if (!nonce.value) continue;
    const { data, error } = yield* mutate(chatApi.endpoints.refreshChatNonce, {
      nonce: nonce.value,
    });
    if (data) nonce.value = data.nonce;
    else log('warn', 'chat nonce not refreshed', { status: error.status });
  }
}

interface Choice {
  mode: 'agent' | 'chatbot';
  provider: ChatState['provider'];
  sessions: ReturnType<typeof liveSessions>;
}

function* chooseMode(): SagaGenerator<Choice> {
  const { search } = yield* select(selectLocation);
  const forced = forcedProviderOf(search, production);
  const sessions = liveSessions(Date.now());
  const open = forced || sessions.agent || sessions.chatbot ? null : yield* call(currentOpenStatus);
  // Hours that cannot be read: the chatbot, which is always there (reading chosen).
  const mode =
    chooseChatMode({
      forced,
      agentSession: sessions.agent,
      chatbotSession: sessions.chatbot,
      open,
      now: Date.now(),
    }) ?? 'chatbot';
  let provider: ChatState['provider'] = 'chatbot';
  if (mode === 'agent') {
    if (sessions.agent) provider = sessions.agent.stream ? 'stream' : 'twilio';
    else provider = agentProviderOf(forced, yield* call(flagOn, WEBCHAT_STREAM_FLAG));
  }
  return { mode, provider, sessions };
}

/** The chat's start: the init call of the provider (docs/webchat.md#calls), the session stored. */
function* startAgentChat(
  provider: 'stream' | 'twilio',
  request: ReturnType<typeof chatStartRequested>['payload'],
  nonce: string | null,
): SagaGenerator<AgentChatSession | null> {
  const profile = yield* select(selectProfile);
  const orgCode = yield* select(selectOrgCode);
  const application = yield* select(selectCurrentApplication);
  const { search } = yield* select(selectLocation);
  const body: InitWebChatBody = {
    friendlyName: request.friendlyName,
    emailAddress: request.emailAddress,
    applicationUuid: yield* call(applicationOfPage),
    tag: CHAT_TAG,
    skill: agentSkillOf({
      isMainBrand: orgCode === 'main',
      isCrypto: application?.isCrypto === true || hasCryptoUtmSource(search),
    }),
    welcomeMessage: CHAT_WELCOME_WARNING,
    pageUrl: pageUrl(),
    chatMode: provider,
    identityUuid: hasSession() ? (profile?.uuid ?? null) : null,
    nonce,
    orgCode,
    ...(request.devAgentId
      ? { targetWorkerId: request.devAgentId, targetWorkerName: request.devAgentId }
      : {}),
  };
  const endpoint =
    provider === 'stream' ? chatApi.endpoints.initStreamChat : chatApi.endpoints.initTwilioChat;
  const { data, error } = yield* mutate(endpoint, body);
  if (error) {
    log('warn', 'chat not started', { status: error.status });
    return null;
  }
  const session = sessionOf(data, request, provider);
  if (session) saveAgentSession(session);
  return session;
}

function sessionOf(
  answer: InitWebChatAnswer,
  request: { friendlyName: string; emailAddress: string },
  provider: 'stream' | 'twilio',
): AgentChatSession | null {
  const stream =
    answer.providerUserId && answer.providerUserToken && answer.providerChannelId
      ? {
          providerUserId: answer.providerUserId,
          providerUserToken: answer.providerUserToken,
          providerChannelId: answer.providerChannelId,
        }
      : null;
  if (provider === 'stream' ? !stream : !(answer.token && answer.conversationSid)) return null;
  return {
    token: answer.token,
    conversationSid: answer.conversationSid,
    expiration: agentExpiry(Date.now()),
    friendlyName: request.friendlyName,
    emailAddress: request.emailAddress,
    omniProxyChannelId: answer.omniProxyChannelId,
    initialMessage: null,
    stream: provider === 'stream' ? stream : null,
  };
}

/**
 * A provider's code, loaded when a chat first uses it (docs/performance.md#the-signed-in-step), or
 * null when it cannot be fetched: the chat then fails as a start does, with its alert, and the
 * applicant can try again (no page reload in the middle of a chat).
 */
async function loadProvider<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    log('warn', 'chat provider not loaded', { message: String(error) });
    return null;
  }
}

/** The agent's provider's run: Stream's, or the default provider's with its SDK. */
function* runAgent(session: AgentChatSession, requests: SendRequests): SagaGenerator<ChatOutcome> {
  if (session.stream) {
    const stream = yield* call(() =>
      loadProvider(() => import(/* webpackChunkName: "chat-stream" */ './streamChat')),
    );
    return stream ? yield* call(stream.runStreamChat, session, requests) : 'failed';
  }
  const twilio = yield* call(() =>
    loadProvider(() => import(/* webpackChunkName: "chat-twilio" */ './twilioChat')),
  );
  return twilio ? yield* call(twilio.runTwilioChat, session, requests) : 'failed';
}

/** The chatbot's run. */
function* runChatbot(
  session: ChatbotSession,
  context: ChatbotContext,
  requests: SendRequests,
): SagaGenerator<ChatOutcome> {
  const chatbot = yield* call(() =>
    loadProvider(() => import(/* webpackChunkName: "chat-chatbot" */ './chatbotChat')),
  );
  return chatbot ? yield* call(chatbot.runChatbot, session, context, requests) : 'failed';
}

/** What "Take the survey" needs of the chat that ended (kept in memory, never in the store). */
interface EndedChat {
  friendlyName: string;
  emailAddress: string;
  omniProxyChannelId: string | null;
}

/**
 * One chat, from the mode choice to its end: 'ended' (the ended panel shows) or 'restart' (the
 * form again: a start that failed stays on the form with its alert).
 */
function* oneChat(ended: { chat: EndedChat | null }): SagaGenerator<'ended' | 'restart'> {
  const choice = yield* call(chooseMode);
  const signedIn = hasSession();
  const profile = yield* select(selectProfile);
  const autoStart = Boolean(
    signedIn && profile?.name && profile.email && choice.provider !== 'stream',
  );
  yield* put(chatModeChosen({ mode: choice.mode, provider: choice.provider, autoStart }));
  const nonce = { value: null as string | null };
  let nonceTask: Task | null = null;
  const context = {
    applicationId: yield* call(applicationOfPage),
    organization: yield* select(selectOrgCode),
    pageUrl,
    nonce,
  };

  // The messages sent from the moment the message box shows, kept in order until the provider's
  // run takes them (its code, its history and its connection come first): none is lost
  // (docs/webchat.md#states).
  const requests: SendRequests = yield* actionChannel(messageSendRequested);
  try {
    let outcome: ChatOutcome;
    let session: { friendlyName: string; emailAddress: string; omni: string | null };
    if (choice.sessions.agent && choice.mode === 'agent') {
      const stored = choice.sessions.agent;
      session = { ...stored, omni: stored.omniProxyChannelId };
      yield* put(chatPhaseChanged('messaging'));
      outcome = yield* call(runAgent, stored, requests);
    } else if (choice.sessions.chatbot && choice.mode === 'chatbot') {
      session = { ...choice.sessions.chatbot, omni: null };
      yield* put(chatPhaseChanged('messaging'));
      outcome = yield* call(runChatbot, choice.sessions.chatbot, context, requests);
    } else {
      yield* put(chatPhaseChanged('form'));
      if (choice.provider === 'unsupported') {
        // NICE and TalkJS have no SDK here (docs/supporting-areas.md).
        yield* put(chatAlertShown('somethingWentWrong'));
      }
      const { payload: request } = yield* take(chatStartRequested);
      if (choice.provider === 'unsupported') {
        yield* put(chatAlertShown('somethingWentWrong'));
        return 'restart';
      }
      yield* put(chatAlertShown(null));
      yield* put(chatPhaseChanged('starting'));
      if (signedIn && (yield* call(flagOn, WEBCHAT_BORROWER_AUTH_FLAG))) {
        const { data } = yield* mutate(chatApi.endpoints.authenticateChat, undefined);
        if (!data) {
          yield* put(chatAlertShown('somethingWentWrong'));
          return 'restart';
        }
        nonce.value = data.nonce;
        nonceTask = yield* fork(refreshNonce, nonce);
      }
      session = { ...request, omni: null };
      if (choice.mode === 'chatbot') {
        const now = Date.now();
        const chatbot = {
          conversationId: null,
          friendlyName: request.friendlyName,
          emailAddress: request.emailAddress,
          loginTimestamp: now,
          expiration: chatbotExpiry(now),
        };
        saveChatbotSession(chatbot);
        yield* put(chatPhaseChanged('messaging'));
        outcome = yield* call(runChatbot, chatbot, context, requests);
      } else {
        const started = yield* call(
          startAgentChat,
          choice.provider as 'stream' | 'twilio',
          request,
          nonce.value,
        );
        if (!started) {
          yield* put(chatAlertShown('somethingWentWrong'));
          return 'restart';
        }
        session.omni = started.omniProxyChannelId;
        yield* put(chatPhaseChanged('messaging'));
        outcome = yield* call(runAgent, started, requests);
      }
    }
    if (outcome === 'failed') {
      // The provider could not run the chat (docs/webchat.md#alerts: start failures).
      clearChatSessions();
      yield* put(chatPhaseChanged('form'));
      yield* put(chatAlertShown('somethingWentWrong'));
      return 'restart';
    }
    // docs/webchat.md#states: no longer active → the sessions are cleared and the ended panel shows.
    clearChatSessions();
    ended.chat = {
      friendlyName: session.friendlyName,
      emailAddress: session.emailAddress,
      omniProxyChannelId: session.omni,
    };
    yield* put(chatPhaseChanged('ended'));
    return 'ended';
  } finally {
    requests.close();
    if (nonceTask) yield* cancel(nonceTask);
  }
}

/**
 * "Take the survey": a new tab with the applicant's name, e-mail and interaction id
 * (docs/webchat.md#calls); the general alert when the omni-proxy value or the contact id is missing.
 */
function* takeSurvey(ended: EndedChat | null): SagaGenerator<void> {
  // The tab is opened now, inside the click, so no pop-up blocker stops it.
  const tab = window.open('', '_blank');
  const fail = function* () {
    tab?.close();
    yield* put(chatAlertShown('somethingWentWrong'));
  };
  if (!ended?.omniProxyChannelId) return yield* fail();
  const { data } = yield* mutate(chatApi.endpoints.getWebChatInfo, {
    omniProxyChannelId: ended.omniProxyChannelId,
  });
  if (!data?.contactId) return yield* fail();
  const url = new URL(CHAT_SURVEY_PATH, window.location.origin);
  url.searchParams.set('applicantName', ended.friendlyName);
  url.searchParams.set('email', ended.emailAddress);
  url.searchParams.set('interactionId', data.contactId);
  if (tab) {
    tab.opener = null;
    tab.location.href = url.href;
  }
}

export function* runChat(): SagaGenerator<void> {
  yield* fork(pollOpenStatus);
  yield* fork(loadHoursText);
  const location = yield* select(selectLocation);
  if (opensOnLoad(location, BASE_PATH)) yield* put(chatOpened());
  const ended: { chat: EndedChat | null } = { chat: null };
  yield* fork(function* surveys() {
    for (;;) {
      yield* take(surveyRequested);
      yield* call(takeSurvey, ended.chat);
    }
  });

  for (;;) {
    if (!(yield* select(selectChat)).isOpen) yield* take(chatOpened);
    const { left, reset } = yield* race({
      chat: call(function* chats() {
        for (;;) {
          const outcome = yield* call(oneChat, ended);
          if (outcome === 'ended') yield* take(newChatRequested);
        }
      }),
      reset: take(chatResetRequested),
      left: take([logoutRequested, switchAccountsRequested]),
    });
    if (reset) clearChatSessions();
    yield* put(chatAlertShown(null));
    yield* put(chatPhaseChanged('idle'));
    if (left) return;
  }
}
