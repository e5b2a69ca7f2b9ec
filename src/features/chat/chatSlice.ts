import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The webchat widget's state (spec 2 section 4). No SDK client, token or message body is kept
 * here: only what the screen shows, so the store stays serializable and replayable.
 */
export type ChatMode = 'agent' | 'chatbot';

export interface ChatState {
  isOpen: boolean;
  mode: ChatMode | null;
}

const initialState: ChatState = { isOpen: false, mode: null };

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    chatOpened(state, action: PayloadAction<{ mode?: ChatMode } | undefined>) {
      state.isOpen = true;
      if (action.payload?.mode) state.mode = action.payload.mode;
    },
    chatClosed(state) {
      state.isOpen = false;
    },
  },
  selectors: {
    selectChatOpen: (state) => state.isOpen,
  },
});

export const { chatOpened, chatClosed } = chatSlice.actions;
export const { selectChatOpen } = chatSlice.selectors;
