/**
 * The server-state service (krang). A status script, when set, answers its states in order on
 * successive fetches and then repeats the last; the position is stored, so it survives a restart.
 * A merchant review under way finishes after two reads (merchantReview.ts).
 */
import { Router } from 'express';
import { readableApplication } from '../access';
import { currentPerson } from '../auth';
import { pathParam } from '../http';
import { readDuringMerchantReview } from '../merchantReview';
import { statusOf } from '../views';
import type { RouteContext } from './context';

export function statusRouter({ store, auth }: RouteContext): Router {
  const router = Router();

  router.get(
    '/service-krang-heloc/borrower/secure/api/v1/:uuid/status',
    auth.requireAuth,
    (req, res) => {
      const read = readableApplication(store, currentPerson(res), pathParam(req, 'uuid'));
      const reviewed = readDuringMerchantReview(read);
      let record = reviewed ?? read;
      let state = record.state;
      const script = record.script;
      if (script && script.states.length > 0) {
        state = script.states[Math.min(script.position, script.states.length - 1)] ?? null;
        record = { ...record, script: { ...script, position: script.position + 1 } };
      }
      if (record !== read) store.put('applications', record.uuid, record);
      res.json(statusOf(record, state));
    },
  );

  return router;
}
