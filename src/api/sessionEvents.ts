import { createAction } from '@reduxjs/toolkit';

/**
 * The lender said the session is over (HTTP 401, or 403 unauthenticated / invalid signature).
 * The session saga clears the stored token and sends the user to the right login.
 */
export const sessionEnded = createAction<{ status: number; endpoint: string }>('session/ended');

/** A Bearer token came back on a 200 and was saved (the token itself is never in an action). */
export const sessionTokenRefreshed = createAction('session/tokenRefreshed');
