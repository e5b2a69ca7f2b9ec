/**
 * The server-state service (krang). Each status read first lets the lender's waits advance
 * (waiting.ts): a pending move counts the read or moves the application on, and a merchant
 * review under way finishes after two reads (merchantReview.ts). A status script, when set,
 * then decides the state answered: its states in order on successive fetches, then the last
 * forever; the position is stored, so it survives a restart.
 */
import { Router } from 'express';
import { HELOC_STATUS_PATH } from '../../contract/paths';
import { readableApplication } from '../access';
import { currentPerson } from '../auth';
import { pathParam } from '../http';
import { readDuringMerchantReview } from '../merchantReview';
import type { ApplicationRecord } from '../records';
import { statusOf } from '../views';
import { readDuringPendingMove } from '../waiting';
import type { RouteContext } from './context';

/** What one status read does to the record, each wait in turn (null: leaves it alone). */
const READ_EFFECTS: readonly ((record: ApplicationRecord) => ApplicationRecord | null)[] = [
  readDuringPendingMove,
  readDuringMerchantReview,
];

export function statusRouter({ store, auth }: RouteContext): Router {
  const router = Router();

  router.get(`${HELOC_STATUS_PATH}/:uuid/status`, auth.requireAuth, (req, res) => {
    const read = readableApplication(store, currentPerson(res), pathParam(req, 'uuid'));
    let record = READ_EFFECTS.reduce((current, effect) => effect(current) ?? current, read);
    let state: string | null = record.state;
    const script = record.script;
    if (script && script.states.length > 0) {
      state = script.states[Math.min(script.position, script.states.length - 1)] ?? null;
      record = { ...record, script: { ...script, position: script.position + 1 } };
    }
    if (record !== read) store.put('applications', record.uuid, record);
    res.json(statusOf(record, state));
  });

  return router;
}
