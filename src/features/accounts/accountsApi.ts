import { baseApi } from '../../api/baseApi';
import { SERVICE_WALLET } from '../../api/constants';
import { readAccounts, readNotifications } from '../../contract/accounts';
import type { DashboardAccount, Notification } from './types';

const ACCOUNT_URL = `${SERVICE_WALLET}/secure/api/v4/account`;

export const accountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Accounts and wallets: cached for the life of the page (spec 1 section 9). */
    getAccounts: build.query<DashboardAccount[], void>({
      query: () => ACCOUNT_URL,
      extraOptions: { decode: readAccounts },
      keepUnusedDataFor: Infinity,
      providesTags: ['Accounts'],
    }),
    /**
     * Notifications. Spec 1 section 7 delivers them inside the account answer and names no other
     * call, so this reads the same address; it has its own cache entry because notifications,
     * unlike accounts, must not be kept forever: they are fetched again whenever the menu mounts.
     */
    getNotifications: build.query<Notification[], void>({
      query: () => ACCOUNT_URL,
      extraOptions: { decode: readNotifications },
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetAccountsQuery, useGetNotificationsQuery } = accountsApi;
