/**
 * Identity: sign-in with e-mail and password, the identity-broker redirects, who am I. The
 * sign-in bodies are read through the contract's schemas (profileRequests.ts,
 * docs/sandbox.md#bodies-of-the-other-calls).
 */
import { Router } from 'express';
import { brokerLoginBody, SIGN_IN_INCOMPLETE, signInBody } from '../../contract/profileRequests';
import { currentPerson, hashPassword, verifyPassword } from '../auth';
import { parseBody } from '../bodies';
import {
  bodyObject,
  HttpError,
  isSafeRedirectPath,
  notFound,
  pathParam,
  queryString,
} from '../http';
import { rememberOrg } from '../pageOrg';
import { SIGNED_OUT_QUERY } from '../pages/signedOut';
import type { PersonRecord } from '../records';
import { identityOf } from '../views';
import type { RouteContext } from './context';
import { msg } from '@lingui/core/macro';
import { messageText } from '../../contract/messages';

const VARIANTS = ['customer', 'agent'];

/** Spends as long on an unknown e-mail as on a wrong password. */
let dummyHash: Promise<string> | null = null;

/**
 * The e-mail and password signed in with. Whatever is missing, the answer is one 400 naming no
 * field (SIGN_IN_INCOMPLETE).
 */
function credentialsOf(body: Record<string, unknown>) {
  try {
    return parseBody(signInBody, body);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw new HttpError(400, [{ code: 'BAD_REQUEST', message: messageText(SIGN_IN_INCOMPLETE) }]);
  }
}

export function identityRouter({ store, auth }: RouteContext): Router {
  const router = Router();

  const findByEmail = (email: string): PersonRecord | undefined => {
    const wanted = email.trim().toLowerCase();
    return store.list('people').find((p) => p.email === wanted);
  };

  router.post('/identity/api/v1/login', async (req, res) => {
    const { email, password } = credentialsOf(bodyObject(req));
    const person = findByEmail(email);
    dummyHash ??= hashPassword('not-a-password');
    const ok = await verifyPassword(password, person?.passwordHash ?? (await dummyHash));
    if (!person || !ok) {
      throw new HttpError(401, [
        {
          code: 'INVALID_CREDENTIALS',
          message: messageText(msg`The e-mail or password is incorrect`),
        },
      ]);
    }
    // The next page load (the way back to the app) is in the account's organisation, as on a
    // partner's own domain; a later `?org=` still wins (pageOrg.ts).
    rememberOrg(store, res, person.orgCode);
    res.json({ jwt: auth.issue(person) });
  });

  // The identity broker hands sign-in to a login page and answers where the browser should go.
  router.post('/identity-broker/:variant/api/v3/login', (req, res) => {
    if (!VARIANTS.includes(pathParam(req, 'variant'))) throw notFound(msg`No such identity broker`);
    const body = parseBody(brokerLoginBody, bodyObject(req));
    const back = queryString(req, 'redirectUrl') ?? body.redirectUrl;
    const org = queryString(req, 'orgCode') ?? body.orgCode ?? body.organizationCode;
    const query = new URLSearchParams();
    if (isSafeRedirectPath(back)) query.set('redirectUrl', back);
    if (org !== undefined && store.get('orgs', org)) query.set('org', org);
    const search = query.toString();
    res.json({ redirectUrl: `/auth/login${search ? `?${search}` : ''}` });
  });

  // Logging out always succeeds, even with an expired session: there is nothing left to end. The
  // sign-in page it leads to says the person signed out (docs/shell.md#errors-and-the-session).
  router.post('/identity-broker/:variant/secure/api/v3/logout', (req, res) => {
    if (!VARIANTS.includes(pathParam(req, 'variant'))) throw notFound(msg`No such identity broker`);
    res.json({ redirectUrl: `/auth/login?${SIGNED_OUT_QUERY}=1` });
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
      if (!VARIANTS.includes(pathParam(req, 'variant')))
        throw notFound(msg`No such identity broker`);
      res.json(identityOf(currentPerson(res)));
    },
  );

  return router;
}
