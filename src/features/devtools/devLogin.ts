/**
 * The developer login toolbar's sign-in (docs/supporting-areas.md#developer-login-toolbar), for builds other than
 * production only (DevLoginToolbarSlot.tsx keeps it out of a production build).
 *
 * Email and password go to POST /identity/api/v1/login, which answers a jwt; or a jwt is given as
 * it is. With that jwt the person's applications are read (GET .../heloc/all), and the toolbar
 * goes to /{uuid} of the first active HELOC. Any failure is one message,
 * "Something unexpected happened logging you in".
 *
 * The calls go through the app's request layer (src/api/baseQuery: same headers, timeout and
 * error shapes) but not through an RTK Query endpoint: an endpoint would keep the password and
 * the jwt in the store (its arguments and answer), and so in DevTools and the action log. The jwt
 * is stored (saveToken) only once every call has succeeded, and neither it nor the password is
 * ever logged. The session handling of a refused call is skipped: a mistyped password or a stale
 * token must not sign the current person out and send the page away.
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseQuery } from '../../api/baseQuery';
import { v } from '../../contract/schema';
import type { SignInBody } from '../../contract/profileRequests';
import { signInSchema } from '../../contract/signer';
import { log } from '../../lib/logger';
import type { AppStore } from '../../app/store';
import {
  APPLICATION_SERVICE,
  readApplications,
  firstActiveApplication,
  type HelocApplication,
} from '../application';
import { appPath } from '../navigation';

/** docs/supporting-areas.md#developer-login-toolbar, word for word. */
export const DEV_LOGIN_FAILED = 'Something unexpected happened logging you in';

/** docs/supporting-areas.md#developer-login-toolbar: the identity service's sign-in with e-mail and password; answers a jwt. */
export const DEV_LOGIN_URL = '/identity/api/v1/login';
export const APPLICATIONS_URL = `${APPLICATION_SERVICE}/all`;

export type DevLoginInput = { email: string; password: string } | { jwt: string };

/**
 * Where the toolbar goes after a login (docs/supporting-areas.md#developer-login-toolbar): /{uuid} of the first active HELOC.
 * Without one (every application closed, or none yet) it goes to the app's root, whose own rules
 * then decide (a new application, or the dashboard). The product rules leave that case out; this is the
 * reading chosen.
 */
export function devLoginDestination(applications: readonly HelocApplication[]): string {
  const first = firstActiveApplication(applications);
  return first ? appPath(first.uuid) : appPath();
}

/** Thrown for every failure; its message is always DEV_LOGIN_FAILED. */
export class DevLoginError extends Error {
  constructor(readonly status: number | string | null) {
    super(DEV_LOGIN_FAILED);
    this.name = 'DevLoginError';
  }
}

/** What the request layer needs of the store, for calls made outside an endpoint. */
export function requestApiOf(store: AppStore, signal: AbortSignal): BaseQueryApi {
  return {
    signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'devLogin',
    type: 'mutation',
  };
}

/** The sign-in answer's token, trimmed; null when there is none. */
function jwtOf(answer: unknown): string | null {
  const read = v.safeParse(signInSchema, answer);
  return read.success ? read.output.jwt.trim() || null : null;
}

/**
 * Signs in and finds where to go. Resolves with the jwt to store and the page to open; rejects
 * with DevLoginError. Stores nothing itself.
 */
export async function devLogin(
  input: DevLoginInput,
  api: BaseQueryApi,
): Promise<{ jwt: string; href: string }> {
  try {
    let jwt: string | null;
    if ('jwt' in input) {
      jwt = input.jwt.trim() || null;
    } else {
      const answer = await baseQuery(
        {
          url: DEV_LOGIN_URL,
          method: 'POST',
          body: { email: input.email, password: input.password } satisfies SignInBody,
        },
        api,
        { skipSessionHandling: true },
      );
      if (answer.error) throw new DevLoginError(answer.error.status);
      jwt = jwtOf(answer.data);
    }
    if (!jwt) throw new DevLoginError(null);

    const applications = await baseQuery(
      { url: APPLICATIONS_URL, headers: { Authorization: `Bearer ${jwt}` } },
      api,
      { skipSessionHandling: true, decode: readApplications },
    );
    if (applications.error) throw new DevLoginError(applications.error.status);
    return { jwt, href: devLoginDestination(applications.data as HelocApplication[]) };
  } catch (error) {
    const failure = error instanceof DevLoginError ? error : new DevLoginError(null);
    // The status only: never the e-mail, the password or the token.
    log('warn', 'Developer login failed', { status: failure.status });
    throw failure;
  }
}
