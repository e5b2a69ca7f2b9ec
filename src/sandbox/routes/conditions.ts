/** The conditions service: an application's open tasks as applicants see them. */
import { Router } from 'express';
import { readableApplication } from '../access';
import { currentPerson } from '../auth';
import { conditionsFor } from '../conditions';
import { pathParam } from '../http';
import type { RouteContext } from './context';

export function conditionsRouter({ store, auth }: RouteContext): Router {
  const router = Router();

  // Each applicant is answered their own: the borrower the borrower's, a signer the signer's.
  router.get(
    '/service-conditions/external/api/v1/applications/:id/conditions/external-applicants',
    auth.requireAuth,
    (req, res) => {
      const person = currentPerson(res);
      res.json(conditionsFor(readableApplication(store, person, pathParam(req, 'id')), person));
    },
  );

  return router;
}
