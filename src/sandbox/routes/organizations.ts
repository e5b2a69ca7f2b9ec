/**
 * The organisation service, as a lender's web server asks it for the page's organisation data
 * when it injects that data itself (the nginx recipe, docs/deployment.md#the-organisations-data):
 * the data of the organisation named in the path, for the page's origin (the Host and
 * X-Forwarded-Proto the web server passes on), as JSON that can sit inside a script element.
 */
import { Router } from 'express';
import { ORGANIZATION_PATH } from '../../contract/deployment';
import { notFound, pathParam } from '../http';
import { orgInfoFor } from '../orgs';
import { orgInfoJson, originOf } from '../pageOrg';
import type { RouteContext } from './context';
import { msg } from '@lingui/core/macro';

export function organizationsRouter({ store }: RouteContext): Router {
  const router = Router();
  router.get(`${ORGANIZATION_PATH}/:code/org-info`, (req, res) => {
    const code = pathParam(req, 'code');
    const org = store.get('orgs', code);
    if (!org) throw notFound(msg`No organization ${code}`);
    res.type('application/json').send(orgInfoJson(orgInfoFor(org, originOf(req))));
  });
  return router;
}
