import { baseApi } from '../../api/baseApi';
import { SERVICE_WALLET } from '../../api/constants';
import { readAccountAccess } from '../../contract/accountAccess';
import { readProfile } from '../../contract/profile';
import type { AccountAccess, Profile } from './types';

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => '/service-profile/api/v1/profile',
      extraOptions: { decode: readProfile },
      providesTags: ['Profile'],
    }),
    /** The profile's wallet account (docs/shell.md#the-account-calls); principal is optional. */
    getAccountAccess: build.query<AccountAccess, { principal?: string } | void>({
      query: (arg) => ({
        url: `${SERVICE_WALLET}/secure/api/v4/account/access`,
        params: arg?.principal ? { principal: arg.principal } : undefined,
      }),
      extraOptions: { decode: readAccountAccess },
    }),
  }),
});

export const { useGetProfileQuery, useGetAccountAccessQuery } = profileApi;
