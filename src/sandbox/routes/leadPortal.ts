/** The lead portal: a loan originator's public card. */
import { Router } from 'express';
import { notFound, pathParam } from '../http';
import type { RouteContext } from './context';
import { msg } from '@lingui/core/macro';

export function leadPortalRouter({ store }: RouteContext): Router {
  const router = Router();

  router.get('/service-lead-portal/api/lo/:uuid', (req, res) => {
    const uuid = pathParam(req, 'uuid');
    const lo = store.get('loanOriginators', uuid);
    if (!lo) throw notFound(msg`No loan originator ${uuid}`);
    res.json(lo.info);
  });

  return router;
}
