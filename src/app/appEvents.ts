import { createAction } from '@reduxjs/toolkit';

/** A saga threw: recorded in the store (and DevTools) instead of dying silently. */
export const sagaFailed = createAction<{ saga: string; message: string }>('app/sagaFailed');
