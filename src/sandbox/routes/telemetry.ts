/** Telemetry: page events and sessions are accepted and stored, as the analytics service would. */
import { Router } from 'express';
import { badRequest, bodyObject, isPlainObject, pathParam } from '../http';
import { newUuid } from '../ids';
import type { RouteContext } from './context';

const CONTEXT = /^[A-Za-z0-9_-]{1,64}$/;

export function telemetryRouter({ store }: RouteContext): Router {
  const router = Router();

  const context = (raw: string): string => {
    if (!CONTEXT.test(raw)) throw badRequest('Unknown telemetry context');
    return raw;
  };

  router.post('/ft/:context/event', (req, res) => {
    const ctx = context(pathParam(req, 'context'));
    const body = bodyObject(req);
    const uuid = newUuid();
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
    const previous = isPlainObject(body.sessionKey) ? body.sessionKey.trackerUuid : undefined;
    const trackerUuid = typeof previous === 'string' && previous ? previous : newUuid();
    const session = { uuid: newUuid(), epoch: Date.now(), trackerUuid };
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
