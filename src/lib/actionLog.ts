import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { redactForSupport } from './redact';

/**
 * The action log support staff export from the running app and developers replay
 * (`npm run replay`, docs/tools.md). Everything in it passes through redact(): no SSN, date
 * of birth, token, account or routing number leaves the page.
 */
export const ACTION_LOG_FORMAT = 'heloc-action-log';
export const ACTION_LOG_VERSION = 1;
/** Past this many actions the log starts again from a snapshot of the state (a checkpoint). */
export const ACTION_LOG_LIMIT = 5000;

export interface ActionLog {
  format: typeof ACTION_LOG_FORMAT;
  version: number;
  exportedAt: string;
  /** The state the recorded actions start from: the store's first state, or the last checkpoint. */
  baseState: Record<string, unknown>;
  actions: UnknownAction[];
}

const isPlainAction = (action: unknown): action is UnknownAction =>
  typeof action === 'object' &&
  action !== null &&
  typeof (action as { type?: unknown }).type === 'string';

/**
 * Records every plain action a store reduces, with the state they start from. Redaction happens
 * when the log is exported, not on every dispatch: the recorded actions and states are the
 * store's own immutable values (nothing leaves the page unredacted), and a dispatch costs no
 * copy.
 */
export function createActionRecorder(limit = ACTION_LOG_LIMIT) {
  let baseState: unknown = null;
  let actions: UnknownAction[] = [];

  const middleware: Middleware = (api) => (next) => (action) => {
    if (!isPlainAction(action)) return next(action);
    if (baseState === null || actions.length >= limit) {
      // A checkpoint: the state before this action, so replaying stays exact.
      baseState = api.getState();
      actions = [];
    }
    actions.push(action);
    return next(action);
  };

  return {
    middleware,
    exportLog(getState: () => unknown, now = new Date()): ActionLog {
      return {
        format: ACTION_LOG_FORMAT,
        version: ACTION_LOG_VERSION,
        exportedAt: now.toISOString(),
        baseState: redactForSupport((baseState ?? getState()) as Record<string, unknown>),
        actions: actions.map((action) => redactForSupport(action)),
      };
    },
  };
}

/** Why a file is not a log this version of the app can replay (one line, for the person). */
export class ActionLogError extends Error {}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads an exported log's text: the replay tool and the in-browser replay (both replay what the
 * app exported, the same way) take only a log of this format and version, with a base state and
 * actions that each have a type. Throws ActionLogError naming the file.
 */
export function readActionLog(
  text: string,
  name: string,
): Pick<ActionLog, 'baseState' | 'actions'> {
  let log: unknown;
  try {
    log = JSON.parse(text);
  } catch (error) {
    throw new ActionLogError(`${name} is not valid JSON (${(error as Error).message})`);
  }
  if (!isRecord(log) || log.format !== ACTION_LOG_FORMAT) {
    throw new ActionLogError(
      `${name} is not an action log exported by the app (format "${ACTION_LOG_FORMAT}")`,
    );
  }
  if (log.version !== ACTION_LOG_VERSION) {
    const age =
      typeof log.version === 'number' && log.version > ACTION_LOG_VERSION ? 'newer' : 'older';
    throw new ActionLogError(
      `${name} is an action log of format version ${String(log.version)} (${age}); this tool replays version ${ACTION_LOG_VERSION} only`,
    );
  }
  if (!isRecord(log.baseState)) throw new ActionLogError(`${name}: "baseState" must be an object`);
  if (!Array.isArray(log.actions)) throw new ActionLogError(`${name}: "actions" must be a list`);
  const actions: unknown[] = log.actions;
  actions.forEach((action, index) => {
    if (!isPlainAction(action)) throw new ActionLogError(`${name}: action ${index} has no type`);
  });
  return { baseState: log.baseState, actions: actions as UnknownAction[] };
}
