import { createSlice } from '@reduxjs/toolkit';

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
  // The widget's actions come with the chat lifecycle (spec 2 sections 2-4).
  reducers: {},
  selectors: {
    selectChatOpen: (state) => state.isOpen,
  },
});

export const { selectChatOpen } = chatSlice.selectors;
