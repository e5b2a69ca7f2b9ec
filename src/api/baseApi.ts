import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The one base API. Features add their endpoints with `injectEndpoints`; query retries are off
 * (docs/requests.md#constants-and-limits), which is RTK Query's default. When the connection
 * comes back, the queries in use are fetched again (docs/requests.md#offline; the store listens
 * for it, src/app/store.ts).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Profile', 'Application', 'Status', 'Conditions', 'Accounts', 'FeatureFlag'],
  endpoints: () => ({}),
  refetchOnReconnect: true,
});
