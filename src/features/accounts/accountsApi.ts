import { baseApi } from '../../api/baseApi';
import { SERVICE_WALLET } from '../../api/constants';
import { readAccounts, readNotifications } from '../../contract/accounts';
import type { DashboardAccount, Notification } from './types';

const ACCOUNT_URL = `${SERVICE_WALLET}/secure/api/v4/account`;

export const accountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Accounts and wallets: cached for the life of the page (docs/shell.md#timings-and-limits). */
    getAccounts: build.query<DashboardAccount[], void>({
      query: () => ACCOUNT_URL,
      extraOptions: { decode: readAccounts },
      keepUnusedDataFor: Infinity,
      providesTags: ['Accounts'],
    }),
    /**
     * Notifications. The lender delivers them inside the account answer
     * (docs/shell.md#the-account-calls) and names no other call, so this reads the same address; it
     * has its own cache entry because notifications, unlike accounts, must not be kept forever:
     * they are fetched again whenever the menu mounts.
     */
    getNotifications: build.query<Notification[], void>({
      query: () => ACCOUNT_URL,
      extraOptions: { decode: readNotifications },
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetAccountsQuery, useGetNotificationsQuery } = accountsApi;
