/** The wallet service: the dashboard accounts (with notifications) and account access. */
import { Router } from 'express';
import { currentPerson } from '../auth';
import { forbidden, queryString } from '../http';
import { accountAccessOf, dashboardAccountsOf } from '../views';
import type { RouteContext } from './context';
import { msg } from '@lingui/core/macro';

export function walletRouter({ auth }: RouteContext): Router {
  const router = Router();

  router.get('/service-wallet/secure/api/v4/account', auth.requireAuth, (_req, res) => {
    res.json(dashboardAccountsOf(currentPerson(res)));
  });

  // `principal` may name the person's wallet address or identity; anything else is not theirs.
  router.get('/service-wallet/secure/api/v4/account/access', auth.requireAuth, (req, res) => {
    const person = currentPerson(res);
    const principal = queryString(req, 'principal');
    if (
      principal &&
      principal !== person.uuid &&
      principal.toLowerCase() !== person.wallet.accountAddress
    ) {
      throw forbidden(msg`You do not have access to this account`);
    }
    res.json(accountAccessOf(person));
  });

  return router;
}
