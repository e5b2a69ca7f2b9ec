/**
 * The slices that join the one store after the first screen: the chat's and telemetry's, with
 * their sagas' code (the shell's extras, ./shellExtras.ts). The features only declare them; the
 * app, which owns the root reducer, injects them (docs/architecture.md#layers). Their selectors
 * read the initial state until then.
 */
import { chatSlice } from '../features/chat/chatSlice';
import { telemetrySlice } from '../features/telemetry/telemetrySlice';
import { rootReducer } from './rootReducer';

/** Their keys in the store's state: a state without them is one from before they joined. */
export const LATE_SLICE_NAMES: readonly string[] = [
  chatSlice.reducerPath,
  telemetrySlice.reducerPath,
];

export const injectLateSlices = () => {
  rootReducer.inject(chatSlice);
  rootReducer.inject(telemetrySlice);
};
