/**
 * The chat's selectors over the one store. The slice joins the store when the chat's code loads
 * with the shell's extras (the app injects it: docs/architecture.md#layers); until then its
 * selectors read the initial state.
 */
import type { RootState } from '../../app/rootReducer';
import { chatSlice } from './chatSlice';

export const { selectChat, selectChatOpen } = chatSlice.getSelectors(
  (state: RootState) => state.chat ?? chatSlice.getInitialState(),
);
