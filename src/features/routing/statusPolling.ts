import type { ServerState } from '../../contract/serverStates';
import { put, type SagaGenerator } from 'typed-redux-saga';
import type { ApiError } from '../../api/errors';
import { query } from '../../api/sagaQuery';
import { wait } from '../../lib/sagaTimers';
import { statusApi } from '../status';
import type { StatusObject, StatusResponse } from '../status';
import { SETTLING_MAX_TRIES, settlingDelay, WAITING_MAX_TRIES, waitingDelay } from './polling';
import { routingPhaseChanged } from './routingSlice';
import { serverStateKind, stateAfterWaitingGaveUp } from './serverStates';

export interface AcceptedServerState {
  serverState: ServerState | null;
  status: StatusObject;
  /** How it was accepted, for the decision's explanation. */
  how: string;
}

function split(response: StatusResponse): {
  serverState: ServerState | null;
  status: StatusObject;
} {
  const { state, applicationUuid: _uuid, ...status } = response;
  return { serverState: state, status };
}

/**
 * docs/routing.md#waits: reads the status until its server state can be accepted.
 *
 * - Waiting states are polled: 1000 ms before the second try, doubling, capped at 5000 ms, at
 *   most 14 tries; then NOTE_SIGNING_GENERATION is kept and any other becomes UNKNOWN.
 * - Terminal states are accepted at once; so is an unmatched (missing or empty) state, which the
 *   local step machine decides.
 * - Any other state is accepted once two consecutive reads agree, trying at most 7 times with
 *   500 ms before the second try, doubling, capped at 2500 ms; if it never holds, the last read
 *   is used.
 * - A failed read counts as a try of the phase it happened in. Throws the last error when no
 *   read succeeded at all.
 */
type Phase = 'waiting' | 'settling';

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
];

/**
 * How many reads a settled state took, in words ("settled on two reads": the second read agreed
 * with the first), as the decision's explanation says it (docs/tools.md#why-is-this-borrower-here).
 */
export const readsInWords = (reads: number): string => NUMBER_WORDS[reads] ?? String(reads);

export function* acceptServerState(
  applicationUuid: string,
  pathname: string,
): SagaGenerator<AcceptedServerState> {
  const poll: {
    phase: Phase | null;
    /** Status requests made in the current phase. */
    tries: number;
    /** The previous read's state while settling (undefined: nothing to compare with). */
    previous: string | null | undefined;
  } = { phase: null, tries: 0, previous: undefined };
  let last: { serverState: ServerState | null; status: StatusObject } | null = null;
  let lastError: ApiError | null = null;

  const switchTo = (next: Phase) => {
    if (poll.phase === next) return;
    poll.phase = next;
    poll.tries = 1;
    poll.previous = undefined;
  };

  for (;;) {
    const outcome = yield* query(statusApi.endpoints.getStatus, applicationUuid, true);
    poll.tries += 1;

    if (outcome.error) {
      lastError = outcome.error;
      poll.previous = undefined;
      switchTo(poll.phase ?? 'settling');
    } else {
      last = split(outcome.data);
      const kind = serverStateKind(last.serverState);
      if (kind === 'unmatched') return { ...last, how: 'unmatched: no polling' };
      if (kind === 'terminal') return { ...last, how: 'terminal: accepted at once' };
      if (kind === 'waiting') {
        switchTo('waiting');
      } else {
        if (poll.phase === 'settling' && poll.previous === last.serverState) {
          return { ...last, how: `settled on ${readsInWords(poll.tries)} reads` };
        }
        switchTo('settling');
        poll.previous = last.serverState;
      }
    }

    const phase: Phase = poll.phase ?? 'settling';
    if (phase === 'waiting' && poll.tries >= WAITING_MAX_TRIES && last) {
      return {
        ...last,
        serverState: last.serverState && stateAfterWaitingGaveUp(last.serverState),
        how: `waiting: ${last.serverState} gave up after ${poll.tries} tries`,
      };
    }
    if (phase === 'settling' && poll.tries >= SETTLING_MAX_TRIES) {
      if (last) return { ...last, how: `not settled after ${poll.tries} tries: last read used` };
      throw lastError ?? new Error('The status could not be read');
    }
    yield* put(
      routingPhaseChanged({
        phase,
        applicationUuid,
        pathname,
        tries: poll.tries,
        serverState: last?.serverState ?? null,
      }),
    );
    yield* wait(phase === 'waiting' ? waitingDelay(poll.tries) : settlingDelay(poll.tries));
  }
}
