/**
 * Telemetry: page events and sessions are checked (telemetryBodies.ts) and stored as sent, as the
 * analytics service would; at most TELEMETRY_RECORDS_KEPT of each, the oldest making room.
 */
import { Router } from 'express';
import type { RecordStore } from '../db';
import { badRequest, bodyObject, pathParam } from '../http';
import { newUuid } from '../ids';
import { readEventBody, readSessionBody, TELEMETRY_RECORDS_KEPT } from '../telemetryBodies';
import type { RouteContext } from './context';
import { msg } from '@lingui/core/macro';

/** Makes room for one more record: the oldest go past the cap. */
function makeRoom(store: RecordStore, collection: 'telemetryEvents' | 'telemetrySessions') {
  const ids = store.ids(collection);
  for (const id of ids.slice(0, Math.max(0, ids.length - TELEMETRY_RECORDS_KEPT + 1))) {
    store.remove(collection, id);
  }
}

const CONTEXT = /^[A-Za-z0-9_-]{1,64}$/;

export function telemetryRouter({ store }: RouteContext): Router {
  const router = Router();

  const context = (raw: string): string => {
    if (!CONTEXT.test(raw)) throw badRequest(msg`Unknown telemetry context`);
    return raw;
  };

  router.post('/ft/:context/event', (req, res) => {
    const ctx = context(pathParam(req, 'context'));
    const body = bodyObject(req);
    readEventBody(body);
    const uuid = newUuid();
    makeRoom(store, 'telemetryEvents');
    store.put('telemetryEvents', uuid, {
      uuid,
      context: ctx,
      receivedAt: new Date().toISOString(),
      body,
    });
    res.json({ uuid });
  });

  // A session keeps the browser's tracker when it sends one back in sessionKey.
  router.post('/ft/:context/session', (req, res) => {
    const ctx = context(pathParam(req, 'context'));
    const body = bodyObject(req);
    const { sessionKey } = readSessionBody(body);
    const trackerUuid = sessionKey?.trackerUuid || newUuid();
    const session = { uuid: newUuid(), epoch: Date.now(), trackerUuid };
    makeRoom(store, 'telemetrySessions');
    store.put('telemetrySessions', session.uuid, {
      ...session,
      context: ctx,
      receivedAt: new Date().toISOString(),
      body,
    });
    res.json(session);
  });

  return router;
}
