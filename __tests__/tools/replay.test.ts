/**
 * The action log: recorded by the running app, exported redacted, replayed by
 * `npm run replay` into a store without side effects (docs/tools.md).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ACTION_LOG_FORMAT,
  ACTION_LOG_VERSION,
  createActionRecorder,
} from '../../src/lib/actionLog';
import { replayLog, why } from '../../scripts/replay';
import { printedTimeline, whyLines } from '../../src/app/replay/explainLog';
import type { ReplayStep } from '../../src/app/replay/reduceLog';
import { APP, recordSession } from '../support/recordedSession';
import { useMockServer } from '../support/server';
import { testStore } from '../support/testStore';

useMockServer();

const root = path.resolve(__dirname, '../..');

test('a recorded session replays to the same place and the same decisions', async () => {
  const store = await recordSession();
  expect(store.getState().navigation.location.pathname).toBe(`${APP}/identity`);
  const log = (await store.exportActionLog())!;
  expect(log).toMatchObject({ format: ACTION_LOG_FORMAT, version: ACTION_LOG_VERSION });
  expect(log.actions.length).toBeGreaterThan(5);

  const result = replayLog(JSON.stringify(log), 'log.json');
  expect(result.actions).toBe(log.actions.length);
  expect(result.finalPathname).toBe(`${APP}/identity`);
  expect(result.timeline[0]).toEqual({
    index: 0,
    type: log.actions[0]!.type,
    pathname: APP,
    routing: null,
  });
  // Beside each path, the routing decision in force: why the borrower is there; its trail on
  // the entry where it changed, not again after.
  const decided = store.getState().routing.decisions[0]!;
  expect(result.timeline.at(-1)).toMatchObject({
    pathname: `${APP}/identity`,
    routing: { rule: decided.rule, source: 'server', path: `${APP}/identity` },
  });
  expect(result.timeline.at(-1)!.routing).not.toHaveProperty('trail');
  expect(result.timeline.find((step) => step.routing)!.routing!.trail).toEqual(decided.trail);
  expect(result.state.routing.decisions[0]).toMatchObject({
    step: 'identity',
    serverState: 'IDENTITY_VERIFICATION',
  });
  expect(result.state.status.serverState).toBe('IDENTITY_VERIFICATION');
});

test('--why: the screen, the rule in force and how the state was accepted, then the action that decided', async () => {
  const log = JSON.stringify(await (await recordSession()).exportActionLog());
  const decidedAt = replayLog(log, 'log.json').timeline.find((step) => step.routing)!;
  expect(why(log, 'log.json').text.split('\n')).toEqual([
    'identity: server state IDENTITY_VERIFICATION, settled on two reads',
    `action ${decidedAt.index} (routing/routingDecided): identity: server state IDENTITY_VERIFICATION, settled on two reads`,
  ]);
});

describe('what the tool makes of a timeline', () => {
  const trail = (to: string) => [
    {
      kind: 'move' as const,
      name: 'profile complete',
      from: 'profile' as const,
      to: to as 'liens',
    },
  ];
  const routing = (path: string, serverState: string, to = 'liens') => ({
    rule: `server state ${serverState}, settled on two reads`,
    source: 'server',
    path: `${APP}/${path}`,
    serverState,
    reason: 'open: routed',
    trail: trail(to),
  });
  const step = (
    index: number,
    type: string,
    route: ReturnType<typeof routing> | null,
  ): ReplayStep => ({
    index,
    type,
    pathname: route?.path ?? APP,
    routing: route,
  });
  const timeline: ReplayStep[] = [
    step(0, 'navigation/locationChanged', null),
    step(1, 'routing/routingDecided', routing('liens', 'LIEN_VERIFICATION')),
    step(2, 'chat/typed', routing('liens', 'LIEN_VERIFICATION')),
    step(3, 'chat/typed', routing('liens', 'LIEN_VERIFICATION')),
    step(4, 'chat/typed', routing('liens', 'LIEN_VERIFICATION')),
    step(5, 'api/executeQuery/fulfilled', routing('liens', 'LIEN_VERIFICATION')),
    step(6, 'routing/routingDecided', routing('liens', 'LIEN_VERIFICATION')),
    step(7, 'routing/routingDecided', routing('product/select', 'OFFER_SELECTION', 'product')),
    step(8, 'session/ended', null),
  ];

  test('an entry carries the trail only where it changed; a run of keystrokes is one entry', () => {
    const printed = printedTimeline(timeline);
    expect(printed.map(({ index, repeated, lastIndex }) => [index, repeated, lastIndex])).toEqual([
      [0, undefined, undefined],
      [1, undefined, undefined],
      [2, 3, 4],
      [5, undefined, undefined],
      [6, undefined, undefined],
      [7, undefined, undefined],
      [8, undefined, undefined],
    ]);
    expect(printed.map((entry) => entry.routing?.trail)).toEqual([
      undefined,
      trail('liens'),
      undefined,
      undefined,
      undefined,
      trail('product'),
      undefined,
    ]);
    // The rest of the decision stays on every entry.
    expect(printed[4]!.routing).toEqual({
      rule: 'server state LIEN_VERIFICATION, settled on two reads',
      source: 'server',
      path: `${APP}/liens`,
      serverState: 'LIEN_VERIFICATION',
      reason: 'open: routed',
    });
  });

  test('--why lists only the actions after which another decision was in force', () => {
    expect(whyLines(timeline.slice(0, 8), `${APP}/product/select`)).toEqual([
      'product/select: server state OFFER_SELECTION, settled on two reads',
      'action 1 (routing/routingDecided): liens: server state LIEN_VERIFICATION, settled on two reads',
      'action 7 (routing/routingDecided): product/select: server state OFFER_SELECTION, settled on two reads',
    ]);
    expect(whyLines(timeline, APP).at(-1)).toBe('action 8 (session/ended): no decision in force');
    expect(whyLines(timeline.slice(0, 1), APP)).toEqual([
      `${APP}: no routing decision in this log`,
    ]);
  });

  test('a borrower away from the page the decision sent them to: why they stayed, and the decision', () => {
    const copies = {
      ...routing('complete', 'RESCISSION'),
      reason: 'document/copies is reached from within a step',
    };
    expect(whyLines([step(0, 'routing/routingDecided', copies)], `${APP}/document/copies`)[0]).toBe(
      "document/copies: document/copies is reached from within a step; the routing's decision was complete: server state RESCISSION, settled on two reads",
    );
  });
});

test('the same log always gives the same output', async () => {
  const log = JSON.stringify(await (await recordSession()).exportActionLog());
  expect(JSON.stringify(replayLog(log, 'a'))).toBe(JSON.stringify(replayLog(log, 'a')));
});

test('nothing sensitive leaves the page in a log', async () => {
  const text = JSON.stringify(await (await recordSession()).exportActionLog());
  expect(text).toContain('"firstName":"[text, 4 chars]"'); // the profile is in it, its name masked...
  expect(text).not.toContain('Alex');
  expect(text).not.toContain('1984-03-14'); // ...and not the date of birth,
  expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/); // nor a token.
  expect(text).toContain('[redacted]');
});

test('past its limit the log starts again from a checkpoint, and still replays exactly', async () => {
  const recorder = createActionRecorder(3);
  const { store } = testStore('/account/heloc/register');
  // Not the store's own recorder: one with a tiny limit, on the same store's dispatches.
  let state: unknown = store.getState();
  const api = { getState: () => state, dispatch: store.dispatch };
  const next = (action: unknown) => {
    store.dispatch(action as never);
    state = store.getState();
    return action;
  };
  const run = recorder.middleware(api as never)(next as never);
  for (const step of ['a', 'b', 'c', 'd', 'e']) {
    run({
      type: 'navigation/locationChanged',
      payload: {
        location: {
          pathname: `/account/heloc/${step}`,
          search: '',
          hash: '',
          state: null,
          key: step,
        },
        navigationType: 'PUSH',
      },
    });
  }
  const log = await recorder.exportLog(() => state);
  expect(log.actions).toHaveLength(2);
  expect(
    (log.baseState as { navigation: { location: { pathname: string } } }).navigation.location
      .pathname,
  ).toBe('/account/heloc/c');
  expect(replayLog(JSON.stringify(log), 'x').finalPathname).toBe('/account/heloc/e');
});

test.each([
  ['{', 'log.json is not valid JSON'],
  [
    '{"format": "other"}',
    'log.json is neither an action log exported by the app (format "heloc-action-log") nor a Redux DevTools export',
  ],
  [
    `{"format": "${ACTION_LOG_FORMAT}", "version": 2, "baseState": {}, "actions": []}`,
    'log.json is an action log of format version 2 (newer); this tool replays version 1 only',
  ],
  [
    `{"format": "${ACTION_LOG_FORMAT}", "version": 0, "baseState": {}, "actions": []}`,
    'log.json is an action log of format version 0 (older); this tool replays version 1 only',
  ],
  [
    `{"format": "${ACTION_LOG_FORMAT}", "version": 1, "baseState": {}, "actions": [{}]}`,
    'log.json: action 0 has no type',
  ],
  [
    `{"format": "${ACTION_LOG_FORMAT}", "version": 1, "actions": []}`,
    'log.json: "baseState" must be an object',
  ],
])('%s is refused: %s', (text, message) => {
  expect(() => replayLog(text, 'log.json')).toThrow(message);
});

describe('the command', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'replay-tool-'));
  const run = (name: string, contents: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, contents);
    return spawnSync(process.execPath, ['-r', './scripts/register.js', 'scripts/replay.ts', file], {
      cwd: root,
      encoding: 'utf8',
    });
  };

  test('prints { actions, finalPathname, timeline, state } and exits 0', async () => {
    const log = (await (await recordSession()).exportActionLog())!;
    const result = run('session.json', JSON.stringify(log));
    expect(result.status).toBe(0);
    const output = JSON.parse(result.stdout);
    expect(Object.keys(output)).toEqual(['actions', 'finalPathname', 'timeline', 'state']);
    expect(output.finalPathname).toBe(`${APP}/identity`);
  });

  test("a log of calls and slices that load with later screens replays (the chat's, the notifications')", () => {
    const pending = {
      type: 'api/executeQuery/pending',
      payload: undefined,
      meta: {
        arg: {
          type: 'query',
          subscribe: true,
          endpointName: 'getNotifications',
          originalArgs: undefined,
          queryCacheKey: 'getNotifications(undefined)',
        },
        requestId: 'r1',
        requestStatus: 'pending',
        startedTimeStamp: 1,
      },
    };
    const log = {
      format: ACTION_LOG_FORMAT,
      version: ACTION_LOG_VERSION,
      baseState: { chat: { isOpen: false }, telemetry: { status: 'none' } },
      actions: [
        pending,
        { type: 'chat/chatOpened' },
        { type: 'chat/chatPhaseChanged', payload: 'form' },
        { type: 'telemetry/telemetrySessionChanged', payload: { status: 'establishing' } },
      ],
    };
    const result = run('later-screens.json', JSON.stringify(log));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const { state } = JSON.parse(result.stdout) as {
      state: { chat: { isOpen: boolean; phase: string }; telemetry: { status: string } };
    };
    expect(state.chat).toMatchObject({ isOpen: true, phase: 'form' });
    expect(state.telemetry.status).toBe('establishing');
  });

  test('--why prints lines of text, the first naming the screen and the rule', async () => {
    const log = (await (await recordSession()).exportActionLog())!;
    const file = path.join(dir, 'why.json');
    writeFileSync(file, JSON.stringify(log));
    const result = spawnSync(
      process.execPath,
      ['-r', './scripts/register.js', 'scripts/replay.ts', '--why', file],
      { cwd: root, encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe(
      'identity: server state IDENTITY_VERIFICATION, settled on two reads',
    );
  });

  test('another version: one line on standard error, exit 1', () => {
    const result = run(
      'old.json',
      JSON.stringify({ format: ACTION_LOG_FORMAT, version: 0, baseState: {}, actions: [] }),
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});

test('the log is what was recorded when it was asked for: actions dispatched while its redaction loads are left for the next', async () => {
  const store = await recordSession();
  const asked = store.exportActionLog();
  // Dispatched after the export was asked for, before it resolves.
  store.dispatch({ type: 'support/afterTheExport' });
  const log = (await asked)!;
  const next = (await store.exportActionLog())!;
  expect(log.timestamps).toHaveLength(log.actions.length);
  expect(log.actions.map((action) => action.type)).not.toContain('support/afterTheExport');
  expect(next.actions).toHaveLength(log.actions.length + 1);
  expect(next.actions.at(-1)!.type).toBe('support/afterTheExport');
});
