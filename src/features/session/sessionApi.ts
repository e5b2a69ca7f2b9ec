import { baseApi } from '../../api/baseApi';
import type { BrokerLoginBody } from '../../contract/profileRequests';
import { readRedirectAnswer, type RedirectAnswer } from '../../contract/session';

/** The application name sent to the identity broker (docs/shell.md#the-account-calls). */
export const APPLICATION_NAME = 'heloc';

/** What the login mutation is asked for: switching accounts is a fresh sign-in. */
export type LoginMode = 'LOGIN' | 'SWITCH_ACCOUNT';

export interface SessionRequest {
  organizationCode: string;
  mode: LoginMode | 'LOGOUT';
  /** Where to come back to after signing in. */
  redirectUrl?: string;
  telemetryTrackingId?: string | null;
}

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<RedirectAnswer, SessionRequest>({
      query: ({ organizationCode, mode, redirectUrl, telemetryTrackingId }) => ({
        url: '/identity-broker/customer/api/v3/login',
        method: 'POST',
        params: {
          ...(telemetryTrackingId ? { telemetryTrackingId } : {}),
          ...(redirectUrl ? { redirectUrl } : {}),
        },
        body: {
          applicationName: APPLICATION_NAME,
          organizationCode,
          mode,
        } satisfies BrokerLoginBody,
      }),
      extraOptions: { decode: readRedirectAnswer, skipSessionHandling: true },
    }),
    logout: build.mutation<RedirectAnswer, SessionRequest>({
      query: ({ organizationCode, mode }) => ({
        url: '/identity-broker/customer/secure/api/v3/logout',
        method: 'POST',
        body: { applicationName: APPLICATION_NAME, organizationCode, mode },
      }),
      extraOptions: { decode: readRedirectAnswer, skipSessionHandling: true },
    }),
  }),
});
