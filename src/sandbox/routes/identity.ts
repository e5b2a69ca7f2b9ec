/** Identity: sign-in with e-mail and password, the identity-broker redirects, who am I. */
import { Router } from 'express';
import { currentPerson, hashPassword, verifyPassword } from '../auth';
import {
  bodyObject,
  HttpError,
  isSafeRedirectPath,
  notFound,
  pathParam,
  queryString,
} from '../http';
import { rememberOrg } from '../pageOrg';
import type { PersonRecord } from '../records';
import { identityOf } from '../views';
import type { RouteContext } from './context';

const VARIANTS = ['customer', 'agent'];

/** Spends as long on an unknown e-mail as on a wrong password. */
let dummyHash: Promise<string> | null = null;

export function identityRouter({ store, auth }: RouteContext): Router {
  const router = Router();

  const findByEmail = (email: string): PersonRecord | undefined => {
    const wanted = email.trim().toLowerCase();
    return store.list('people').find((p) => p.email === wanted);
  };

  router.post('/identity/api/v1/login', async (req, res) => {
    const { email, password } = bodyObject(req);
    if (typeof email !== 'string' || !email.trim() || typeof password !== 'string' || !password) {
      throw new HttpError(400, [
        { code: 'BAD_REQUEST', message: 'Enter your e-mail and password' },
      ]);
    }
    const person = findByEmail(email);
    dummyHash ??= hashPassword('not-a-password');
    const ok = await verifyPassword(password, person?.passwordHash ?? (await dummyHash));
    if (!person || !ok) {
      throw new HttpError(401, [
        { code: 'INVALID_CREDENTIALS', message: 'The e-mail or password is incorrect' },
      ]);
    }
    // The next page load (the way back to the app) is in the account's organisation, as on a
    // partner's own domain; a later `?org=` still wins (pageOrg.ts).
    rememberOrg(store, res, person.orgCode);
    res.json({ jwt: auth.issue(person) });
  });

  // The identity broker hands sign-in to a login page and answers where the browser should go.
  router.post('/identity-broker/:variant/api/v3/login', (req, res) => {
    if (!VARIANTS.includes(pathParam(req, 'variant'))) throw notFound('No such identity broker');
    const body = bodyObject(req);
    const back = queryString(req, 'redirectUrl') ?? body.redirectUrl;
    const org = queryString(req, 'orgCode') ?? body.orgCode ?? body.organizationCode;
    const query = new URLSearchParams();
    if (isSafeRedirectPath(back)) query.set('redirectUrl', back);
    if (typeof org === 'string' && store.get('orgs', org)) query.set('org', org);
    const search = query.toString();
    res.json({ redirectUrl: `/auth/login${search ? `?${search}` : ''}` });
  });

  // Logging out always succeeds, even with an expired session: there is nothing left to end.
  router.post('/identity-broker/:variant/secure/api/v3/logout', (req, res) => {
    if (!VARIANTS.includes(pathParam(req, 'variant'))) throw notFound('No such identity broker');
    res.json({ redirectUrl: '/auth/login' });
  });

  router.get(
    ['/identity/secure/api/v1/identity', '/identity/secure/api/v1_1/identity'],
    auth.requireAuth,
    (_req, res) => {
      res.json(identityOf(currentPerson(res)));
    },
  );

  router.get(
    '/identity-broker/:variant/secure/api/v3/self/figureinfo',
    auth.requireAuth,
    (req, res) => {
      if (!VARIANTS.includes(pathParam(req, 'variant'))) throw notFound('No such identity broker');
      res.json(identityOf(currentPerson(res)));
    },
  );

  return router;
}
