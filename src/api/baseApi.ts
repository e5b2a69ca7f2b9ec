import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The one base API. Features add their endpoints with `injectEndpoints`; query retries are off
 * (spec 2 section 9), which is RTK Query's default.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Profile', 'Application', 'Status', 'Conditions', 'Accounts', 'FeatureFlag'],
  endpoints: () => ({}),
});
