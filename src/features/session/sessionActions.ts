import { createAction } from '@reduxjs/toolkit';

/** The user asked to sign out, or to sign in as someone else (spec 1 section 2.4). */
export const logoutRequested = createAction('session/logoutRequested');
export const switchAccountsRequested = createAction('session/switchAccountsRequested');
