/**
 * The server-state service (krang). A status script, when set, answers its states in order on
 * successive fetches and then repeats the last; the position is stored, so it survives a restart.
 */
import { Router } from 'express';
import { readableApplication } from '../access';
import { currentPerson } from '../auth';
import { pathParam } from '../http';
import { statusOf } from '../views';
import type { RouteContext } from './context';

export function statusRouter({ store, auth }: RouteContext): Router {
  const router = Router();

  router.get(
    '/service-krang-heloc/borrower/secure/api/v1/:uuid/status',
    auth.requireAuth,
    (req, res) => {
      const record = readableApplication(store, currentPerson(res), pathParam(req, 'uuid'));
      const script = record.script;
      if (!script || script.states.length === 0) {
        res.json(statusOf(record, record.state));
        return;
      }
      const index = Math.min(script.position, script.states.length - 1);
      const state = script.states[index] ?? null;
      store.put('applications', record.uuid, {
        ...record,
        script: { ...script, position: script.position + 1 },
      });
      res.json(statusOf(record, state));
    },
  );

  return router;
}
