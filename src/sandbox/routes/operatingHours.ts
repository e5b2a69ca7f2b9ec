/**
 * Operating hours per department for the organisation named by the x-org header (main when
 * missing or unknown). Chat's open status follows the schedule unless the control API forces it.
 */
import { Router } from 'express';
import { OPERATING_HOURS_PATH } from '../../contract/supportPaths';
import { isDepartment, isOpenAt, weekOf } from '../hours';
import { notFound, pathParam } from '../http';
import { orgOrDefault } from '../orgs';
import type { Department } from '../records';
import type { RouteContext } from './context';
import { msg } from '@lingui/core/macro';

export function operatingHoursRouter({ store }: RouteContext): Router {
  const router = Router();

  const department = (raw: string): Department => {
    if (!isDepartment(raw)) throw notFound(msg`No operating hours for department ${raw}`);
    return raw;
  };

  router.get(`${OPERATING_HOURS_PATH}/:department/openStatus`, (req, res) => {
    const dept = department(pathParam(req, 'department'));
    const forced = dept === 'OPS_CHAT' ? (store.get('controls', 'hours')?.chatOpen ?? null) : null;
    const org = orgOrDefault(store, req.get('x-org'));
    res.json({ open: forced ?? isOpenAt(org, dept, new Date()) });
  });

  router.get(
    [`${OPERATING_HOURS_PATH}/:department`, `${OPERATING_HOURS_PATH}/:department/week`],
    (req, res) => {
      res.json(
        weekOf(orgOrDefault(store, req.get('x-org')), department(pathParam(req, 'department'))),
      );
    },
  );

  return router;
}
