import type { MessageDescriptor } from '@lingui/core';
import { createSelector, createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** docs/supporting-areas.md#announcements-toasts-and-the-loader: at most 5 visible toasts; screen-reader messages cleared after 300 ms. */
export const MAX_VISIBLE_TOASTS = 5;
export const ANNOUNCEMENT_CLEAR_MS = 300;
/** How long a toast stays unless dismissed (the product rules give no figure). */
export const TOAST_DURATION_MS = 6000;

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: string;
  kind: ToastKind;
  /**
   * The message itself, not its words: a toast shows in the page's language of the moment, so a
   * change of language while it shows changes it too (docs/language.md#choosing-the-language).
   */
  message: MessageDescriptor;
  createdAt: number;
}

export interface FeedbackState {
  /** Every toast not yet dismissed, oldest first; only the first five show. */
  toasts: Toast[];
  /** The message the screen-reader live region holds, or null. */
  announcement: { id: string; message: string } | null;
}

const initialState: FeedbackState = { toasts: [], announcement: null };

/** Transient feedback: toasts and screen-reader announcements. */
export const feedbackSlice = createSlice({
  name: 'feedback',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
      },
      prepare: ({ kind = 'info', message }: { kind?: ToastKind; message: MessageDescriptor }) => ({
        payload: { id: nanoid(), kind, message, createdAt: Date.now() },
      }),
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((t) => t.id !== action.payload);
    },
    announced: {
      reducer(state, action: PayloadAction<{ id: string; message: string }>) {
        state.announcement = action.payload;
      },
      prepare: (message: string) => ({ payload: { id: nanoid(), message } }),
    },
    /** Clears the announcement it names (a newer one stays). */
    announcementCleared(state, action: PayloadAction<string>) {
      if (state.announcement?.id === action.payload) state.announcement = null;
    },
  },
  selectors: {
    selectToasts: (state) => state.toasts,
    selectAnnouncement: (state) => state.announcement,
  },
});

export const { toastShown, toastDismissed, announced, announcementCleared } = feedbackSlice.actions;
export const { selectToasts, selectAnnouncement } = feedbackSlice.selectors;

export const selectVisibleToasts = createSelector([selectToasts], (toasts) =>
  toasts.slice(0, MAX_VISIBLE_TOASTS),
);
