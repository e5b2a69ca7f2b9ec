import type { Action } from '@reduxjs/toolkit';
import { redactForSupport } from '../lib/supportRedaction';

/**
 * Redux DevTools options outside production builds: support staff see and time-travel the whole
 * session, with sensitive values redacted from actions and state.
 */
export const devToolsOptions = {
  name: 'HELOC',
  actionSanitizer: <A extends Action>(action: A): A => redactForSupport(action),
  stateSanitizer: <S>(state: S): S => redactForSupport(state),
  maxAge: 200,
};
