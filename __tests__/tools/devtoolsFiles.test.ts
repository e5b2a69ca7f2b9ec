/**
 * Redux DevTools files (docs/tools.md#redux-devtools-files): `npm run replay -- --to-devtools`
 * writes one that DevTools' own reader (@redux-devtools/utils' importState) reads whole, and the
 * replay reads one as DevTools' instrumentation (@redux-devtools/instrument) writes it, to the
 * same output as the app's log of the same session.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { legacy_createStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import {
  ActionCreators,
  instrument,
  type LiftedState,
  type LiftedStore,
} from '@redux-devtools/instrument';
import { importState } from '@redux-devtools/utils';
import jsan from 'jsan';
import { replayLog, toDevtools } from '../../scripts/replay';
import { injectLateSlices } from '../../src/app/lateSlices';
import { rootReducer } from '../../src/app/rootReducer';
import { REPLAY_REGISTRY } from '../../src/app/replayRegistry';
import { replayActionLog } from '../../src/app/replay/replayActionLog';
import { readActionLog } from '../../src/lib/readLog';
import type { ActionLog } from '../../src/lib/actionLog';
import { APP, recordSession } from '../support/recordedSession';
import { useMockServer } from '../support/server';

useMockServer();

type Lifted = LiftedState<Record<string, unknown>, UnknownAction, null>;

/** JSON's view of a value (what the tools print): undefined members gone. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** A recorded session's log and its text. */
async function sessionLog() {
  const log = (await (await recordSession()).exportActionLog())!;
  return { log, text: JSON.stringify(log) };
}

/**
 * What DevTools' instrumentation records of the same session: the log's actions dispatched into
 * a store of the app's reducers, from the log's base state, through @redux-devtools/instrument.
 */
function instrumented(log: ActionLog, options: { maxAge?: number } = {}) {
  expect(REPLAY_REGISTRY.length).toBeGreaterThan(0); // every endpoint's reducer, as the replay
  injectLateSlices();
  const store = legacy_createStore(
    rootReducer as unknown as Reducer,
    log.baseState,
    instrument(() => null, options) as never,
  ) as unknown as {
    dispatch: (action: UnknownAction) => void;
    liftedStore: LiftedStore<Record<string, unknown>, UnknownAction, null>;
  };
  log.actions.forEach((action) => store.dispatch(action));
  return store.liftedStore;
}

test('--to-devtools: DevTools reads every action, with its time, and the state after each; the last is the replay’s final state', async () => {
  const { log, text } = await sessionLog();
  const file = toDevtools(text, 'log.json').text;
  const imported = importState(file, {});
  const lifted = imported!.nextLiftedState as Lifted;

  // Action 0 is DevTools' own; then the log's, in order, each a PERFORM_ACTION with its time.
  expect(lifted.stagedActionIds).toHaveLength(log.actions.length + 1);
  expect(lifted.actionsById[0]!.action.type).toBe('@@INIT');
  const performed = lifted.stagedActionIds.slice(1).map((id) => lifted.actionsById[id]!);
  expect(performed.map((lifted) => lifted.type)).toEqual(log.actions.map(() => 'PERFORM_ACTION'));
  expect(performed.map((lifted) => lifted.action)).toEqual(plain(log.actions));
  expect(performed.map((lifted) => lifted.timestamp)).toEqual(log.timestamps);
  expect(log.timestamps!.every((time) => time > 1.7e12)).toBe(true);

  // The state after each action, the last as the replay gives it.
  const replayed = replayLog(text, 'log.json');
  expect(lifted.computedStates).toHaveLength(log.actions.length + 1);
  expect(lifted.currentStateIndex).toBe(log.actions.length);
  expect(lifted.computedStates.at(-1)!.state).toEqual(plain(replayed.state));
  expect(
    (lifted.computedStates.at(-1)!.state as typeof replayed.state).navigation.location.pathname,
  ).toBe(`${APP}/identity`);

  // Redacted like the log: the profile is there with its name masked, and no token.
  expect(file).toContain('"firstName":"[text, 4 chars]"');
  expect(file).not.toContain('Alex');
  expect(file).not.toContain('1984-03-14');
  expect(file).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  // The states share what they share: jsan writes a repeated part once and refers to it.
  expect(file).toContain('"$jsan"');

  // And the file replays to the same output as the log.
  expect(replayLog(file, 'devtools.json')).toEqual(replayed);
});

test('the file is the log as it left the page, redacted once: nothing in it is redacted again, and each of its states is the replay’s', async () => {
  const { log } = await sessionLog();
  // A value the log holds as it is (a phone number, which a second redaction would mask).
  const noted = {
    ...log,
    actions: [...log.actions, { type: 'support/noted', payload: { phone: '(916) 555-0142' } }],
    timestamps: [...log.timestamps!, log.timestamps!.at(-1)!],
  };
  const text = JSON.stringify(noted);
  const file = toDevtools(text, 'log.json').text;
  expect(file).toContain('(916) 555-0142');
  const lifted = jsan.parse(file) as Lifted;
  const { states } = replayActionLog(readActionLog(text, 'log.json'), 'log.json');
  expect(lifted.computedStates.map(({ state }) => plain(state))).toEqual(states.map(plain));
});

test('a DevTools export of the same session replays to the same output as the app’s log, wrapped or not', async () => {
  const { log, text } = await sessionLog();
  const fromLog = replayLog(text, 'log.json');
  const lifted = instrumented(log).getState();

  const exported = jsan.stringify(lifted);
  expect(replayLog(exported, 'devtools.json')).toEqual(fromLog);

  const wrapped = JSON.stringify({
    payload: jsan.stringify(lifted),
    preloadedState: jsan.stringify(log.baseState),
  });
  expect(replayLog(wrapped, 'wrapped.json')).toEqual(fromLog);

  // A bare list of actions, replayed from the preloaded state.
  const list = JSON.stringify({
    payload: jsan.stringify(log.actions),
    preloadedState: jsan.stringify(log.baseState),
  });
  expect(replayLog(list, 'list.json')).toEqual(fromLog);
});

test('DevTools history committed past its maxAge, and an action switched off, replay as DevTools computed them', async () => {
  const { log, text } = await sessionLog();
  const fromLog = replayLog(text, 'log.json');

  // Past maxAge, the oldest actions are committed into the state the rest start from.
  const committed = instrumented(log, { maxAge: 5 }).getState();
  expect(committed.stagedActionIds).toHaveLength(5);
  const fromCommitted = replayLog(jsan.stringify(committed), 'committed.json');
  expect(fromCommitted.actions).toBe(4);
  expect(fromCommitted.finalPathname).toBe(fromLog.finalPathname);
  expect(fromCommitted.state).toEqual(fromLog.state);

  // An action switched off (skipped) in DevTools does not take effect: the replay ends where
  // DevTools' own last computed state is.
  const liftedStore = instrumented(log);
  const lastNavigation = liftedStore
    .getState()
    .stagedActionIds.filter(
      (id) => liftedStore.getState().actionsById[id]!.action.type === 'navigation/locationChanged',
    )
    .at(-1)!;
  liftedStore.dispatch(ActionCreators.toggleAction(lastNavigation));
  const skipped = liftedStore.getState();
  const fromSkipped = replayLog(jsan.stringify(skipped), 'skipped.json');
  expect(fromSkipped.actions).toBe(log.actions.length - 1);
  expect(fromSkipped.finalPathname).not.toBe(fromLog.finalPathname);
  expect(plain(fromSkipped.state)).toEqual(plain(skipped.computedStates.at(-1)!.state));
});

test('a DevTools file of another app, or one without actions or state, is refused in one line', () => {
  const counter: Reducer<{ count: number }> = (state = { count: 0 }, action) =>
    action.type === 'add' ? { count: state.count + 1 } : state;
  const other = legacy_createStore(
    counter,
    undefined,
    instrument(() => null) as never,
  ) as unknown as {
    dispatch: (action: UnknownAction) => void;
    liftedStore: LiftedStore<{ count: number }, UnknownAction, null>;
  };
  other.dispatch({ type: 'add' });
  const refusal = (text: string) => {
    try {
      replayLog(text, 'other.json');
    } catch (error) {
      return (error as Error).message;
    }
    return 'replayed';
  };
  const otherApp = refusal(jsan.stringify(other.liftedStore.getState()));
  expect(otherApp).toMatch(
    /^other\.json is a Redux DevTools export of another app: its state lacks this app's slices "profile", "application", .*"api"$/,
  );
  expect(otherApp.split('\n')).toHaveLength(1);

  expect(refusal(JSON.stringify({ payload: '{' }))).toMatch(
    /^other\.json's "payload" is not valid JSON/,
  );
  expect(refusal(JSON.stringify({ actionsById: {}, stagedActionIds: [0, 1] }))).toBe(
    'other.json: DevTools action 1 has no type',
  );
  expect(refusal(JSON.stringify({ actionsById: {}, stagedActionIds: [0] }))).toBe(
    'other.json: a Redux DevTools export with no state to replay from',
  );
  expect(refusal(JSON.stringify({ payload: '[{"type":"add"}]' }))).toBe(
    'other.json: a list of actions needs a "preloadedState" to start from',
  );
});

test('the command prints the DevTools file as it is, for DevTools to import', async () => {
  const { log, text } = await sessionLog();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'to-devtools-')), 'session.json');
  writeFileSync(file, text);
  const result = spawnSync(
    process.execPath,
    ['-r', './scripts/register.js', 'scripts/replay.ts', '--to-devtools', file],
    { cwd: path.resolve(__dirname, '../..'), encoding: 'utf8' },
  );
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  const lifted = importState(result.stdout, {})!.nextLiftedState as Lifted;
  expect(lifted.stagedActionIds).toHaveLength(log.actions.length + 1);
  expect(result.stdout.trim()).toBe(toDevtools(text, file).text);
});
