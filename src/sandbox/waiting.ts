/**
 * Waiting, as the sandbox lender does it (docs/sandbox.md#waiting): something
 * the lender finishes on its own is reported as under way for its first WAITING_READS status
 * reads after it began, and done from the next read on. Each wait keeps its count in the stored
 * record, so a restart does not start it again.
 *
 * Two kinds of wait use the one count: a pending move (a waiting state such as OFFER_GENERATION
 * or WAITING_FOR_SUMMARY that then moves to a named state, merging status fields), and the
 * merchant's review (merchantReview.ts, a status condition rather than a state).
 */
import type { ServerState } from '../contract/serverStates';
import type { StatusObject } from '../contract/status';
import type { ApplicationRecord } from './records';

/** Status reads that still find a wait under way; the next one finds it done. */
export const WAITING_READS = 2;

/** One more read of a wait that has had `reads` so far: the new count, or 'done'. */
export function countRead(reads: number | undefined): number | 'done' {
  const so = reads ?? 0;
  return so < WAITING_READS ? so + 1 : 'done';
}

/**
 * The record in the waiting state `waiting`, moving on to `then` (with `statusPatch` merged into
 * the status) after WAITING_READS reads. The application's copy of the state follows.
 */
export function startWaiting(
  record: ApplicationRecord,
  waiting: ServerState,
  then: ServerState,
  statusPatch?: StatusObject,
): ApplicationRecord {
  return {
    ...record,
    state: waiting,
    application: { ...record.application, state: waiting },
    pendingMove: { then, reads: 0, ...(statusPatch ? { statusPatch } : {}) },
  };
}

/** The record without a pending move. */
export function withoutPendingMove(record: ApplicationRecord): ApplicationRecord {
  const { pendingMove: _move, ...rest } = record;
  return rest;
}

/**
 * What one status read does to a record with a pending move: counts the read, or makes the move
 * once the wait has been read WAITING_READS times. Null when there is no pending move.
 */
export function readDuringPendingMove(record: ApplicationRecord): ApplicationRecord | null {
  const move = record.pendingMove;
  if (!move) return null;
  const counted = countRead(move.reads);
  if (counted !== 'done') return { ...record, pendingMove: { ...move, reads: counted } };
  const moved = withoutPendingMove(record);
  return {
    ...moved,
    state: move.then,
    status: { ...record.status, ...move.statusPatch },
    application: { ...record.application, state: move.then },
    updatedAt: new Date().toISOString(),
  };
}

/** The record once its pending move is made, as the status reads that make it would leave it. */
export function afterPendingMove(record: ApplicationRecord): ApplicationRecord {
  let current = record;
  for (let read = 0; current.pendingMove && read <= WAITING_READS; read += 1) {
    current = readDuringPendingMove(current) ?? current;
  }
  return current;
}
