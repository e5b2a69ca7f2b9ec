/** The conditions service: an application's open tasks as applicants see them. */
import { Router } from 'express';
import { readableApplication } from '../access';
import { currentPerson } from '../auth';
import { pathParam } from '../http';
import type { RouteContext } from './context';

export function conditionsRouter({ store, auth }: RouteContext): Router {
  const router = Router();

  router.get(
    '/service-conditions/external/api/v1/applications/:id/conditions/external-applicants',
    auth.requireAuth,
    (req, res) => {
      res.json(readableApplication(store, currentPerson(res), pathParam(req, 'id')).conditions);
    },
  );

  return router;
}
