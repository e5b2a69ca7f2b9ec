import { createAction } from '@reduxjs/toolkit';

/** The user asked to sign out, or to sign in as someone else (docs/shell.md#shared-navigation). */
export const logoutRequested = createAction('session/logoutRequested');
export const switchAccountsRequested = createAction('session/switchAccountsRequested');
