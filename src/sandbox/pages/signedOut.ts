/**
 * The sign-in page after a sign-out (docs/shell.md#errors-and-the-session): the logout's answer
 * leads to /auth/login with this query value, and the page then says so above its form.
 */
import { msg } from '@lingui/core/macro';

export const SIGNED_OUT_QUERY = 'signedOut';
export const SIGNED_OUT_TEXT = msg`You have signed out.`;
