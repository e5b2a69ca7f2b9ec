/**
 * docs/routing.md#who-the-signed-in-person-is: who the signed-in person is, as the identity
 * services answer. A user is either a broker user (identity broker, Auth0-based) or a legacy
 * identity user, so the helper asks the identity broker first and the legacy
 * identity service second; when both fail the answer is "User not found".
 *
 * Readings chosen where the lender is silent:
 * - The legacy lookup asks /identity/secure/api/v1/identity, then the newer v1_1 of the same
 *   resource; the lender lists both and says only that "both identity lookups" (broker and legacy)
 *   failing gives "User not found".
 * - A refused broker lookup (a legacy user's token means nothing to the broker) must not end the
 *   session; only the last legacy answer is read for that, so a token every service refuses
 *   still signs the person out as any other call would.
 * - X-Auth0-Application-Name carries this app's name, "heloc" (the telemetry context's name; the
 *   lender names the header without its value).
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseApi } from '../../api/baseApi';
import { baseQuery, type RequestArgs } from '../../api/baseQuery';
import { type ApiError, failure } from '../../api/errors';
import { type Identity, readIdentity } from '../../contract/identity';

export type { Identity } from '../../contract/identity';

/** docs/routing.md#who-the-signed-in-person-is */
export const USER_NOT_FOUND = 'User not found';

export const AUTH0_APPLICATION_NAME_HEADER = 'X-Auth0-Application-Name';
export const AUTH0_APPLICATION_NAME = 'heloc';

/**
 * docs/routing.md#who-the-signed-in-person-is: identity has agent and customer variants (isAgent).
 */
export type IdentityVariant = 'customer' | 'agent';
export const identityVariantOf = (isAgent = false): IdentityVariant =>
  isAgent ? 'agent' : 'customer';

export const figureInfoUrl = (isAgent = false) =>
  `/identity-broker/${identityVariantOf(isAgent)}/secure/api/v3/self/figureinfo`;
export const LEGACY_IDENTITY_URLS = [
  '/identity/secure/api/v1/identity',
  '/identity/secure/api/v1_1/identity',
] as const;

export interface IdentityArgs {
  /** The agent variant of the identity broker; the customer one otherwise. */
  isAgent?: boolean;
}

/** The lookups in order, each with whether its failure may end the session. */
export function identityLookups(isAgent = false): { request: RequestArgs; lastWord: boolean }[] {
  return [
    {
      request: {
        url: figureInfoUrl(isAgent),
        headers: { [AUTH0_APPLICATION_NAME_HEADER]: AUTH0_APPLICATION_NAME },
      },
      lastWord: false,
    },
    ...LEGACY_IDENTITY_URLS.map((url, index) => ({
      request: { url },
      lastWord: index === LEGACY_IDENTITY_URLS.length - 1,
    })),
  ];
}

/**
 * The identity helper: the broker's figureinfo for the variant, else the legacy identity, else an
 * error whose message is USER_NOT_FOUND (status and body of the last answer kept for logs).
 */
export async function lookUpIdentity(
  args: IdentityArgs | void,
  api: BaseQueryApi,
): Promise<{ data: Identity } | { error: ApiError }> {
  let last: ApiError | undefined;
  for (const { request, lastWord } of identityLookups(args?.isAgent ?? false)) {
    const result = await baseQuery(request, api, {
      decode: readIdentity,
      skipSessionHandling: !lastWord,
    });
    if (!result.error) return { data: result.data as Identity };
    last = result.error;
  }
  return {
    error: last
      ? { ...last, data: last.data ?? null, message: USER_NOT_FOUND }
      : failure('FETCH_ERROR', USER_NOT_FOUND),
  };
}

export const identityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getIdentity: build.query<Identity, IdentityArgs | void>({
      queryFn: (args, api) => lookUpIdentity(args, api),
    }),
  }),
});

export const { useGetIdentityQuery } = identityApi;
