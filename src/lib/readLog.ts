import type { UnknownAction } from '@reduxjs/toolkit';
import { ACTION_LOG_FORMAT, ACTION_LOG_VERSION, ActionLogError, isPlainAction } from './actionLog';
import { isRecord } from '../contract/isRecord';
import { isDevtoolsExport, readDevtoolsExport } from './devtoolsExport';

/**
 * A file the replay reads (docs/tools.md): an action log the app exported, or a Redux DevTools
 * export. Both come to the same thing: a base state, the actions after it, and their times.
 */
export interface ReplayableLog {
  /** Which kind of file it was: only a DevTools file may turn out to be another app's. */
  origin: 'app' | 'devtools';
  baseState: Record<string, unknown>;
  actions: UnknownAction[];
  /** When each action was dispatched (ms since 1970), one per action. */
  timestamps: number[];
}

/**
 * A log's times: its own, or for a log written before they were kept, its export's time for
 * every action.
 */
function timestampsOf(log: Record<string, unknown>, count: number, name: string): number[] {
  const { timestamps } = log;
  if (timestamps === undefined) {
    const exported = typeof log.exportedAt === 'string' ? Date.parse(log.exportedAt) : NaN;
    return Array.from({ length: count }, () => (Number.isNaN(exported) ? 0 : exported));
  }
  if (
    !Array.isArray(timestamps) ||
    timestamps.length !== count ||
    !timestamps.every((time) => typeof time === 'number' && Number.isFinite(time))
  ) {
    throw new ActionLogError(`${name}: "timestamps" must give one time per action`);
  }
  return timestamps as number[];
}

/**
 * Reads a file's text for the replay tool and the in-browser replay (both replay it the same
 * way): an app log of this format and version, with a base state and actions that each have a
 * type; or a Redux DevTools export (src/lib/devtoolsExport.ts). Throws ActionLogError naming
 * the file.
 */
export function readActionLog(text: string, name: string): ReplayableLog {
  let log: unknown;
  try {
    log = JSON.parse(text);
  } catch (error) {
    throw new ActionLogError(`${name} is not valid JSON (${(error as Error).message})`);
  }
  if (isDevtoolsExport(log)) return { origin: 'devtools', ...readDevtoolsExport(text, name) };
  if (!isRecord(log) || log.format !== ACTION_LOG_FORMAT) {
    throw new ActionLogError(
      `${name} is neither an action log exported by the app (format "${ACTION_LOG_FORMAT}") nor a Redux DevTools export`,
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
  return {
    origin: 'app',
    baseState: log.baseState,
    actions: actions as UnknownAction[],
    timestamps: timestampsOf(log, actions.length, name),
  };
}
