import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { App } from '../App';
import { ActionLogError } from '../../lib/actionLog';
import { readActionLog, type ReplayableLog } from '../../lib/readLog';
import { createMemoryHistory, hrefOf } from '../../features/navigation';
import { applyBrandColours, selectOrganisation } from '../../features/organisation';
import { ReplayError, type ReplayedLog, routingInForce, type RoutingInForce } from './reduceLog';
import { replayActionLog } from './replayActionLog';
import { makeReplayViewStore, replayStateShown } from './replayViewStore';
import './replay.dev.css';

export const REPLAY_HEADING = 'Replay an action log';

interface LoadedLog extends ReplayedLog {
  name: string;
  origin: ReplayableLog['origin'];
}

/** A chosen file's text (FileReader: what every browser, and jsdom, has). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new ActionLogError(`${file.name} could not be read`));
    reader.readAsText(file);
  });
}

/** The log's file, replayed: its states, or the one-line reason it cannot be. */
async function load(file: File): Promise<LoadedLog> {
  const log = readActionLog(await readText(file), file.name);
  return { name: file.name, origin: log.origin, ...replayActionLog(log, file.name) };
}

/**
 * The ?replay page (builds other than production; docs/tools.md): a developer loads a log support
 * exported and steps through it, action by action. The screens are the app's own, shown for each
 * replayed state by a store that runs nothing (replayViewStore.ts): no request is sent, and the
 * screens cannot be used (they are inert), only watched.
 */
export function ReplayViewer() {
  const [log, setLog] = useState<LoadedLog | null>(null);
  const [error, setError] = useState('');
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      setLog(await load(file));
      setError('');
    } catch (failure) {
      if (!(failure instanceof ActionLogError || failure instanceof ReplayError)) throw failure;
      setError(failure.message);
    }
  };
  return log ? (
    <ReplayOf key={`${log.name}:${log.states.length}`} log={log} onChoose={choose} error={error} />
  ) : (
    <main className="replay-start">
      <h1>{REPLAY_HEADING}</h1>
      <p>
        Choose a log exported from the app (Export action log in the query devtools, or
        exportActionLog() in the console), or a session exported from Redux DevTools. Its screens
        are shown for each action in turn; nothing is sent to the lender.
      </p>
      <LogChooser onChoose={choose} error={error} />
    </main>
  );
}

function LogChooser({
  onChoose,
  error,
}: {
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string;
}) {
  const id = useId();
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  return (
    <div className="replay-chooser">
      <label htmlFor={id}>Load action log</label>
      <input
        id={id}
        type="file"
        accept="application/json,.json"
        onChange={onChoose}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} ref={errorRef} tabIndex={-1} role="alert" className="replay-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** One loaded log: the bar to step with, and the app's screens for the current state. */
function ReplayOf({
  log,
  onChoose,
  error,
}: {
  log: LoadedLog;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string;
}) {
  // 0 is the state before the first action; n is the state after action n (1-based, as shown).
  const [position, setPosition] = useState(0);
  const last = log.timeline.length;
  const store = useMemo(() => makeReplayViewStore(log.states[0]!), [log]);
  const history = useMemo(
    () => createMemoryHistory(hrefOf(log.states[0]!.navigation.location)),
    [log],
  );
  useEffect(() => {
    store.dispatch(replayStateShown(log.states[position]!));
  }, [store, log, position]);
  // The lender's colours, as the borrower saw them (the page's own are applied at boot, which a
  // replay does not run).
  useEffect(() => {
    applyBrandColours(selectOrganisation(log.states[0]!), document.documentElement);
  }, [log]);

  const step = position === 0 ? null : log.timeline[position - 1]!;
  const location = log.states[position]!.navigation.location;
  const go = (to: number) => setPosition(Math.min(Math.max(to, 0), last));

  return (
    // The page's own landmark and heading: the app's, shown below, are inert.
    <main>
      <h1 className="visually-hidden">{REPLAY_HEADING}</h1>
      <section className="replay-bar" aria-label="Action log replay">
        <p className="replay-bar__log">
          <strong>{log.name}</strong>
          {log.origin === 'devtools' ? ' (a Redux DevTools export)' : ''}: {last}{' '}
          {last === 1 ? 'action' : 'actions'}
        </p>
        <p className="replay-bar__position" aria-live="polite">
          {step ? (
            <>
              Action {position} of {last}: <code>{step.type}</code>
            </>
          ) : (
            <>
              Before the first action (the log&apos;s{' '}
              {log.origin === 'devtools' ? 'committed' : 'base'} state)
            </>
          )}
          <br />
          Path: <code>{hrefOf(location)}</code>
          <br />
          <RoutingLine routing={step ? step.routing : routingInForce(log.states[0]!)} />
        </p>
        <div className="replay-bar__buttons">
          <button type="button" className="button" onClick={() => go(0)} disabled={position === 0}>
            First
          </button>
          <button
            type="button"
            className="button"
            onClick={() => go(position - 1)}
            disabled={position === 0}
          >
            Previous action
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => go(position + 1)}
            disabled={position === last}
          >
            Next action
          </button>
          <button
            type="button"
            className="button"
            onClick={() => go(last)}
            disabled={position === last}
          >
            Last
          </button>
        </div>
        <LogChooser onChoose={onChoose} error={error} />
      </section>
      <div className="replay-screen" inert>
        <App store={store} history={history} />
      </div>
    </main>
  );
}

/** "trail: event guard a → b, move c → d". */
const trailText = (trail: RoutingInForce['trail']) =>
  trail.map((entry) => `${entry.kind} ${entry.name}: ${entry.from} → ${entry.to}`).join('; ');

/**
 * Why the borrower is where they are at this action: the routing decision in force (its rule,
 * what decided, where it sent them) and the local step machine's trail.
 */
function RoutingLine({ routing }: { routing: RoutingInForce | null }) {
  if (!routing) return <>Routing: not decided yet</>;
  return (
    <>
      Routing: <code>{routing.rule}</code> ({routing.source}) to <code>{routing.path}</code>
      {routing.trail.length > 0 ? (
        <>
          <br />
          Trail: <code>{trailText(routing.trail)}</code>
        </>
      ) : null}
    </>
  );
}
