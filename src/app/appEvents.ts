import { createAction } from '@reduxjs/toolkit';

/** A saga threw: recorded in the store (and DevTools) instead of dying silently. */
export const sagaFailed = createAction<{ saga: string; message: string }>('app/sagaFailed');

/** Stops every saga of the store (its page is going away; tests end with it). */
export const appStopped = createAction('app/stopped');
