import { chatTyped } from '../../features/chat/chatSlice';
import { applicationRouteOf } from '../../features/navigation';
import type { TrailEntry } from '../../features/routing';
import type { ReplayStep, RoutingInForce } from './reduceLog';

/**
 * What `npm run replay` makes of a replayed timeline (docs/tools.md#replaying-a-session): the
 * timeline it prints, short enough to read, and the `--why` lines. Pure functions of the timeline.
 */

/**
 * Actions recorded once per keystroke: a run of them, one after the other, is one entry of the
 * printed timeline (docs/tools.md#replaying-a-session). The chat's "typing" action feeds its
 * typing previews (src/features/chat/agentConversation.ts).
 */
export const KEYSTROKE_ACTIONS: ReadonlySet<string> = new Set([chatTyped.type]);

/** The decision in force as the printed timeline carries it: the trail only where it changed. */
export type PrintedRouting = Omit<RoutingInForce, 'trail'> & { trail?: TrailEntry[] };

export interface PrintedStep {
  index: number;
  type: string;
  pathname: string;
  /** A run of keystrokes: how many actions the entry stands for (2 or more)... */
  repeated?: number;
  /** ...and the index of the run's last. */
  lastIndex?: number;
  routing: PrintedRouting | null;
}

const sameTrail = (a: TrailEntry[] | undefined, b: TrailEntry[] | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The timeline as the tool prints it: a run of the same keystroke action is one entry (its first
 * index, `repeated` and `lastIndex`, the path and decision after its last), and an entry carries
 * the local step machine's trail only where it differs from the entry before's (the first
 * decision's always). The routing's other fields stay on every entry.
 */
export function printedTimeline(timeline: readonly ReplayStep[]): PrintedStep[] {
  const printed: PrintedStep[] = [];
  let trailBefore: TrailEntry[] | undefined;
  for (const step of timeline) {
    const { trail, ...routing } = step.routing ?? { trail: undefined };
    const withTrail: PrintedRouting | null = step.routing
      ? {
          ...(routing as Omit<RoutingInForce, 'trail'>),
          ...(sameTrail(trail, trailBefore) ? {} : { trail }),
        }
      : null;
    trailBefore = trail;
    const last = printed.at(-1);
    if (last && KEYSTROKE_ACTIONS.has(step.type) && last.type === step.type) {
      const kept = last.routing?.trail;
      Object.assign(last, {
        repeated: (last.repeated ?? 1) + 1,
        lastIndex: step.index,
        pathname: step.pathname,
        routing: withTrail && kept ? { ...withTrail, trail: kept } : withTrail,
      });
      continue;
    }
    printed.push({
      index: step.index,
      type: step.type,
      pathname: step.pathname,
      routing: withTrail,
    });
  }
  return printed;
}

/** A page as the why lines name it: its step under the application, else its path. */
export function screenOf(pathname: string): string {
  const route = applicationRouteOf(pathname);
  return route?.step ? route.step : pathname;
}

const normalised = (path: string) => path.replace(/\/+$/, '');

/** What decided, in words: "identity: server state IDENTITY_VERIFICATION, settled on two reads". */
const decisionWords = (routing: RoutingInForce) => `${screenOf(routing.path)}: ${routing.rule}`;

/** What makes a decision another: where it sends the borrower, what decided, on which state. */
const decisionKey = (routing: RoutingInForce | null) =>
  routing ? `${routing.path}|${routing.source}|${routing.serverState ?? ''}` : '';

/**
 * `--why` (docs/tools.md#why-is-this-borrower-here): the first line says where the borrower ended
 * and why: the screen, then the routing rule in force and its source ("notary/reserve-manual:
 * server state MANUAL_DEED_SIGNING, settled on two reads"); where the borrower is not on the page
 * the decision sent them to, why they stayed and the decision. Then one line for each action
 * after which another decision was in force (another destination, source or server state).
 */
export function whyLines(timeline: readonly ReplayStep[], finalPathname: string): string[] {
  const screen = screenOf(finalPathname);
  const inForce = timeline.at(-1)?.routing ?? null;
  let first: string;
  if (!inForce) first = `${screen}: no routing decision in this log`;
  else if (normalised(inForce.path) === normalised(finalPathname))
    first = `${screen}: ${inForce.rule}`;
  else first = `${screen}: ${inForce.reason}; the routing's decision was ${decisionWords(inForce)}`;

  const changes: string[] = [];
  let before = '';
  for (const step of timeline) {
    const key = decisionKey(step.routing);
    if (key === before) continue;
    before = key;
    changes.push(
      `action ${step.index} (${step.type}): ${step.routing ? decisionWords(step.routing) : 'no decision in force'}`,
    );
  }
  return [first, ...changes];
}
