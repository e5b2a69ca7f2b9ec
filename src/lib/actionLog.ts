import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

/**
 * The action log support staff export from the running app and developers replay
 * (`npm run replay`, docs/tools.md). It leaves the page redacted for support, once
 * (./supportRedaction.ts, docs/support.md#what-support-files-hold).
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
  /**
   * When each action was dispatched (ms since 1970), one per action; a Redux DevTools export
   * made from the log carries them. Logs written before it was added have none.
   */
  timestamps?: number[];
}

export const isPlainAction = (action: unknown): action is UnknownAction =>
  typeof action === 'object' &&
  action !== null &&
  typeof (action as { type?: unknown }).type === 'string';

/**
 * Records every plain action a store reduces, with the state they start from. Redaction happens
 * when the log is exported, not on every dispatch: the recorded actions and states are the
 * store's own immutable values (nothing leaves the page unredacted), and a dispatch costs no
 * copy. The export loads the redaction then, so the first screen does not carry it.
 */
export function createActionRecorder(limit = ACTION_LOG_LIMIT) {
  let baseState: unknown = null;
  let actions: UnknownAction[] = [];
  let timestamps: number[] = [];

  const middleware: Middleware = (api) => (next) => (action) => {
    if (!isPlainAction(action)) return next(action);
    if (baseState === null || actions.length >= limit) {
      // A checkpoint: the state before this action, so replaying stays exact.
      baseState = api.getState();
      actions = [];
      timestamps = [];
    }
    actions.push(action);
    timestamps.push(Date.now());
    return next(action);
  };

  return {
    middleware,
    async exportLog(getState: () => unknown, now = new Date()): Promise<ActionLog> {
      // What is recorded now, before the redaction's module arrives.
      const recorded = {
        baseState: baseState ?? getState(),
        actions: [...actions],
        timestamps: [...timestamps],
      };
      const { redactForSupport } = await import(
        /* webpackChunkName: "support-redaction" */ './supportRedaction'
      );
      return {
        format: ACTION_LOG_FORMAT,
        version: ACTION_LOG_VERSION,
        exportedAt: now.toISOString(),
        baseState: redactForSupport(recorded.baseState as Record<string, unknown>),
        actions: recorded.actions.map((action) => redactForSupport(action)),
        timestamps: recorded.timestamps,
      };
    },
  };
}

/** Why a file is not a log this version of the app can replay (one line, for the person). */
export class ActionLogError extends Error {}
