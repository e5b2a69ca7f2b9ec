import type { MessageDescriptor } from '@lingui/core';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import type { UploadKind } from '../../contract/uploads';
import type { AgentProvider, ChatAlert, ChatMode } from './chatRules';

/**
 * The webchat widget's state (docs/webchat.md#states). No SDK client, token, nonce or session is kept
 * here, nor the chatter's name and e-mail: only what the screen shows, so the store stays
 * serializable and replayable. The sessions live in local storage (chatSessions.ts) and the
 * provider's objects in the chat saga.
 *
 * The slice is injected into the store with the shell's extras (chatRunner.ts), so the first
 * screen carries none of the chat's code.
 */
export type { ChatMode };

/** A file attached to a message, as shown: its name and size (the bytes stay in the browser). */
export interface ChatAttachment {
  name: string;
  size: number;
}

export interface ChatMessage {
  id: string;
  from: 'customer' | 'agent' | 'bot';
  body: string;
  /** ISO time. */
  at: string;
  attachments?: ChatAttachment[];
  /** Chatbot answers: the question they answer (its questionId), for the feedback call. */
  questionId?: string;
  /** The first message, kept until an agent joins (docs/webchat.md#states). */
  pending?: boolean;
}

/**
 * A file the person sent to the agent from this page (docs/webchat.md#a-file-sent-in-the-chat):
 * its bytes are held in the page's memory (attachments.ts), its kind read from its content.
 */
export interface SentFile {
  id: string;
  name: string;
  size: number;
  /** "application/pdf", "image/jpeg" or "image/png" by its first bytes; null for any other. */
  kind: UploadKind | null;
}

/** A sent file being added to a condition, or added, or not. */
export interface ChatFiling {
  fileId: string;
  conditionUuid: string;
  title: string;
  status: 'uploading' | 'filed' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  /** Why it failed: the request layer's words, or the app's own as a message. */
  error: string | MessageDescriptor | null;
}

/** Where the widget is: the form, starting, the conversation, or ended. */
export type ChatPhase = 'idle' | 'form' | 'starting' | 'messaging' | 'ended';

export interface ChatState {
  isOpen: boolean;
  /** Chat's operating hours (the openStatus poll); null until known. */
  open: boolean | null;
  /**
   * The chat hours text (docs/webchat.md#timers-and-limits), from the week endpoint: a message
   * (plain data), written out in the page's language where it shows.
   */
  hoursText: MessageDescriptor | null;
  mode: ChatMode | null;
  /** Which provider runs an agent chat; 'chatbot' in chatbot mode. */
  provider: AgentProvider | 'chatbot' | 'unsupported' | null;
  phase: ChatPhase;
  messages: ChatMessage[];
  agentName: string | null;
  /** "Waiting for next available agent" shows (the first message waits for an agent). */
  waitingForAgent: boolean;
  agentTyping: boolean;
  alert: ChatAlert | null;
  /** The chatbot's "Bad Response" is disabled after use until new messages arrive (docs/webchat.md#states). */
  feedbackLocked: boolean;
  /**
   * The "Tell us more" feedback on one answer, as sent: its dialog stays open (what was typed
   * kept) until the lender has it, and says so there when the call fails.
   */
  feedback: { questionId: string; status: 'sending' | 'sent' | 'failed' } | null;
  sending: boolean;
  /** A message that could not be sent, given back to the text box. */
  unsent: { text: string; id: number } | null;
  /** Signed-in chatters start automatically, except in stream mode (docs/webchat.md#who-may-chat). */
  autoStart: boolean;
  /** Files sent to the agent from this page, and what was done with them. */
  sentFiles: SentFile[];
  filings: ChatFiling[];
}

export const initialChatState: ChatState = {
  isOpen: false,
  open: null,
  hoursText: null,
  mode: null,
  provider: null,
  phase: 'idle',
  messages: [],
  agentName: null,
  waitingForAgent: false,
  agentTyping: false,
  alert: null,
  feedbackLocked: false,
  feedback: null,
  sending: false,
  unsent: null,
  autoStart: false,
  sentFiles: [],
  filings: [],
};

/** What the widget asks for; the chat saga (chatRunner.ts) does it. */
export const chatStartRequested = createAction<{
  friendlyName: string;
  emailAddress: string;
  /** The dev agent list's choice (builds other than production). */
  devAgentId?: string;
}>('chat/startRequested');
export const messageSendRequested = createAction<{
  text: string;
  /** Ids of files held by the widget's attachment holder (attachments.ts). */
  attachmentIds: string[];
}>('chat/messageSendRequested');
/** The messages the person sends, buffered in order until a provider's run takes them. */
export type SendRequests = Channel<ReturnType<typeof messageSendRequested>>;
export const chatTyped = createAction('chat/typed');
export const badResponseSubmitted = createAction<{
  questionId: string;
  reason: string;
  additionalInformation: string;
}>('chat/badResponseSubmitted');
export const surveyRequested = createAction('chat/surveyRequested');
export const newChatRequested = createAction('chat/newChatRequested');
/** The person chose to add a sent file to a condition (docs/webchat.md#a-file-sent-in-the-chat). */
export const chatFilingRequested = createAction<{
  fileId: string;
  applicationUuid: string;
  conditionUuid: string;
  title: string;
  documentType: string;
}>('chat/filingRequested');
/** Developer controls (builds other than production): clears the sessions and starts over. */
export const chatResetRequested = createAction('chat/resetRequested');

const mergeMessages = (current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] => {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.at.localeCompare(b.at));
};

export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    chatOpened(state) {
      state.isOpen = true;
    },
    chatClosed(state) {
      state.isOpen = false;
    },
    openStatusChanged(state, action: PayloadAction<boolean>) {
      state.open = action.payload;
    },
    hoursTextLoaded(state, action: PayloadAction<MessageDescriptor | null>) {
      state.hoursText = action.payload;
    },
    chatModeChosen(
      state,
      action: PayloadAction<{
        mode: ChatMode;
        provider: ChatState['provider'];
        autoStart: boolean;
      }>,
    ) {
      state.mode = action.payload.mode;
      state.provider = action.payload.provider;
      state.autoStart = action.payload.autoStart;
    },
    chatPhaseChanged(state, action: PayloadAction<ChatPhase>) {
      state.phase = action.payload;
      if (action.payload === 'form' || action.payload === 'starting') {
        state.messages = [];
        state.agentName = null;
        state.waitingForAgent = false;
        state.agentTyping = false;
        state.feedbackLocked = false;
        state.sentFiles = [];
        state.filings = [];
      }
      if (action.payload === 'ended') {
        state.waitingForAgent = false;
        state.agentTyping = false;
        state.sending = false;
      }
    },
    /** Messages from the provider (history or live), merged by id in time order. */
    messagesReceived(state, action: PayloadAction<ChatMessage[]>) {
      const fresh = action.payload.filter((m) => !state.messages.some((old) => old.id === m.id));
      state.messages = mergeMessages(state.messages, action.payload);
      if (fresh.some((m) => m.from !== 'customer')) {
        state.agentTyping = false;
        state.feedbackLocked = false;
      }
    },
    /** The first message, shown while it waits for an agent; replaced once it is sent. */
    pendingMessageShown(state, action: PayloadAction<ChatMessage | null>) {
      state.messages = state.messages.filter((m) => !m.pending);
      if (action.payload) state.messages.push({ ...action.payload, pending: true });
      state.waitingForAgent = action.payload !== null;
    },
    agentJoined(state, action: PayloadAction<{ name: string | null }>) {
      state.agentName = action.payload.name;
      state.waitingForAgent = false;
    },
    agentTypingChanged(state, action: PayloadAction<boolean>) {
      state.agentTyping = action.payload;
    },
    chatAlertShown(state, action: PayloadAction<ChatAlert | null>) {
      state.alert = action.payload;
    },
    /** Clears one alert, if it is the one showing (a reconnect clears only its own warning). */
    chatAlertCleared(state, action: PayloadAction<ChatAlert>) {
      if (state.alert === action.payload) state.alert = null;
    },
    sendingChanged(state, action: PayloadAction<boolean>) {
      state.sending = action.payload;
    },
    messageNotSent(state, action: PayloadAction<string>) {
      state.unsent = { text: action.payload, id: (state.unsent?.id ?? 0) + 1 };
    },
    feedbackGiven(state) {
      state.feedbackLocked = true;
      if (state.feedback) state.feedback.status = 'sent';
    },
    feedbackFailed(state) {
      if (state.feedback) state.feedback.status = 'failed';
    },
    chatFilesSent(state, action: PayloadAction<SentFile[]>) {
      state.sentFiles.push(...action.payload);
    },
    /** A filing's news: the one for the same file and condition is replaced. */
    chatFilingChanged(state, action: PayloadAction<ChatFiling>) {
      const { fileId, conditionUuid } = action.payload;
      state.filings = state.filings.filter(
        (f) => f.fileId !== fileId || f.conditionUuid !== conditionUuid,
      );
      state.filings.push(action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(badResponseSubmitted, (state, action) => {
      state.feedback = { questionId: action.payload.questionId, status: 'sending' };
    });
  },
  selectors: {
    selectChat: (state) => state,
    selectChatOpen: (state) => state.isOpen,
  },
});

export const {
  chatOpened,
  chatClosed,
  openStatusChanged,
  hoursTextLoaded,
  chatModeChosen,
  chatPhaseChanged,
  messagesReceived,
  pendingMessageShown,
  agentJoined,
  agentTypingChanged,
  chatAlertShown,
  chatAlertCleared,
  sendingChanged,
  messageNotSent,
  feedbackGiven,
  feedbackFailed,
  chatFilesSent,
  chatFilingChanged,
} = chatSlice.actions;
