import type { Action } from '@reduxjs/toolkit';
import { redact } from '../lib/redact';

/**
 * Redux DevTools options outside production builds: support staff see and time-travel the whole
 * session, with sensitive values redacted from actions and state.
 */
export const devToolsOptions = {
  name: 'HELOC',
  actionSanitizer: <A extends Action>(action: A): A => redact(action),
  stateSanitizer: <S>(state: S): S => redact(state),
  maxAge: 200,
};
