import type { UnknownAction } from '@reduxjs/toolkit';
import jsan from 'jsan';
import { isRecord } from '../contract/isRecord';
import { ActionLogError, isPlainAction } from './actionLog';

/**
 * Redux DevTools' own file (docs/tools.md#redux-devtools-files): what its Export button writes
 * and its Import button reads. It is the "lifted state" @redux-devtools/instrument keeps, every
 * action wrapped as a PERFORM_ACTION with its time and the state computed after each, written
 * with jsan (JSON that may refer back to an object written earlier, `{"$jsan": "$.path"}`).
 * DevTools may also wrap it as `{ payload, preloadedState }`, each a jsan text of its own; the
 * payload is then a lifted state or a bare list of actions replayed from preloadedState.
 */
export const PERFORM_ACTION = 'PERFORM_ACTION';
/** The action DevTools records first, under id 0, before any of the app's. */
export const DEVTOOLS_INIT_ACTION = { type: '@@INIT' } as const;

interface PerformAction {
  type: typeof PERFORM_ACTION;
  action: UnknownAction;
  timestamp: number;
}

interface LiftedState {
  monitorState: null;
  nextActionId: number;
  actionsById: Record<number, PerformAction>;
  stagedActionIds: number[];
  skippedActionIds: number[];
  committedState: unknown;
  currentStateIndex: number;
  computedStates: { state: unknown }[];
  isLocked: boolean;
  isPaused: boolean;
}

/** A replayed session: its actions with their times, and every state (actions + 1 of them). */
export interface ReplayedSession {
  actions: readonly UnknownAction[];
  timestamps: readonly number[];
  /** states[0] is the state before the first action; states[i + 1] follows actions[i]. */
  states: readonly unknown[];
}

/**
 * The DevTools file of a replayed session: DevTools shows every state without the app's
 * reducers. The session is an exported log's, redacted once as it left the page, and its states
 * the replay's of it: nothing is redacted again, so the file ends in the state the replay of the
 * same log ends in. The states share what they share, and jsan writes each shared part once.
 */
export function devtoolsExportText({ actions, states, timestamps }: ReplayedSession): string {
  const perform = (action: UnknownAction, timestamp: number): PerformAction => ({
    type: PERFORM_ACTION,
    action,
    timestamp,
  });
  const actionsById: Record<number, PerformAction> = {
    0: perform({ ...DEVTOOLS_INIT_ACTION }, timestamps[0] ?? 0),
  };
  actions.forEach((action, index) => {
    actionsById[index + 1] = perform(action, timestamps[index] ?? 0);
  });
  const lifted: LiftedState = {
    monitorState: null,
    nextActionId: actions.length + 1,
    actionsById,
    stagedActionIds: Array.from({ length: actions.length + 1 }, (_, id) => id),
    skippedActionIds: [],
    committedState: states[0],
    currentStateIndex: actions.length,
    computedStates: states.map((state) => ({ state })),
    isLocked: false,
    isPaused: false,
  };
  // The fourth argument turns on jsan's references to objects written before.
  return jsan.stringify(lifted, undefined, undefined, {});
}

/** Whether a parsed file has the shape of a DevTools export (a lifted state, or wrapped). */
export function isDevtoolsExport(file: unknown): boolean {
  return (
    isRecord(file) &&
    (typeof file.payload === 'string' || ('actionsById' in file && 'stagedActionIds' in file))
  );
}

/** What a DevTools export replays: the recorded actions, in order, from its committed state. */
export interface DevtoolsSession {
  baseState: Record<string, unknown>;
  actions: UnknownAction[];
  timestamps: number[];
}

function parseJsan(text: string, what: string): unknown {
  try {
    return jsan.parse(text);
  } catch (error) {
    throw new ActionLogError(`${what} is not valid JSON (${(error as Error).message})`);
  }
}

/**
 * Reads a DevTools export's text. The actions are the staged ones after the first (DevTools'
 * own @@INIT, or the point its history was committed at), less those switched off in DevTools
 * (skipped): the ones its monitor shows taking effect. They start from the committed state as
 * DevTools computed it, its first computed state: the committed state itself may be only what
 * the store was created with (the app's is its brand and address), the reducers filling in the
 * rest. Without computed states, from the committed state; for a bare list, from the preloaded
 * state. Throws ActionLogError naming the file.
 */
export function readDevtoolsExport(text: string, name: string): DevtoolsSession {
  let file = parseJsan(text, name);
  let preloaded: unknown;
  if (isRecord(file) && typeof file.payload === 'string') {
    if (typeof file.preloadedState === 'string') {
      preloaded = parseJsan(file.preloadedState, `${name}'s "preloadedState"`);
    }
    file = parseJsan(file.payload, `${name}'s "payload"`);
  }
  if (Array.isArray(file)) {
    const actions: unknown[] = file;
    actions.forEach((action, index) => {
      if (!isPlainAction(action)) throw new ActionLogError(`${name}: action ${index} has no type`);
    });
    if (!isRecord(preloaded)) {
      throw new ActionLogError(`${name}: a list of actions needs a "preloadedState" to start from`);
    }
    return {
      baseState: preloaded,
      actions: actions as UnknownAction[],
      timestamps: actions.map(() => 0),
    };
  }
  if (!isRecord(file) || !isRecord(file.actionsById) || !Array.isArray(file.stagedActionIds)) {
    throw new ActionLogError(
      `${name} is not a Redux DevTools export: it has no "actionsById" and "stagedActionIds"`,
    );
  }
  const byId = file.actionsById;
  const skipped = new Set(Array.isArray(file.skippedActionIds) ? file.skippedActionIds : []);
  const performed = (file.stagedActionIds as unknown[]).slice(1).filter((id) => !skipped.has(id));
  const actions: UnknownAction[] = [];
  const timestamps: number[] = [];
  for (const id of performed) {
    const lifted = byId[String(id)];
    const action = isRecord(lifted) ? lifted.action : undefined;
    if (!isRecord(lifted) || !isPlainAction(action)) {
      throw new ActionLogError(`${name}: DevTools action ${String(id)} has no type`);
    }
    actions.push(action);
    timestamps.push(typeof lifted.timestamp === 'number' ? lifted.timestamp : 0);
  }
  const computed = Array.isArray(file.computedStates) ? (file.computedStates as unknown[]) : [];
  const first = isRecord(computed[0]) ? computed[0].state : undefined;
  const baseState = [first, file.committedState, preloaded].find(isRecord);
  if (!baseState) {
    throw new ActionLogError(`${name}: a Redux DevTools export with no state to replay from`);
  }
  return { baseState, actions, timestamps };
}
