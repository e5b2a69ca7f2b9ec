/**
 * The chat slice, injected into the one store (src/app/rootReducer.ts) when the chat's code
 * loads with the shell's extras. Its selectors give the initial state until then.
 */
import { rootReducer } from '../../app/rootReducer';
import { chatSlice } from './chatSlice';

export const injectedChatSlice = chatSlice.injectInto(rootReducer);
export const { selectChat, selectChatOpen } = injectedChatSlice.selectors;
