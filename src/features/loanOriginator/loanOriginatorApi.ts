import { baseApi } from '../../api/baseApi';
import { type LoanOriginator, readLoanOriginator } from '../../contract/loanOriginator';

/** docs/supporting-areas.md#which-originator: the originator's public information is cached 10 minutes. */
export const LOAN_ORIGINATOR_CACHE_SECONDS = 10 * 60;

export const loanOriginatorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLoanOriginator: build.query<LoanOriginator, string>({
      query: (loanOriginatorUuid) =>
        `/service-lead-portal/api/lo/${encodeURIComponent(loanOriginatorUuid)}`,
      extraOptions: { decode: readLoanOriginator },
      keepUnusedDataFor: LOAN_ORIGINATOR_CACHE_SECONDS,
    }),
  }),
});

export const { useGetLoanOriginatorQuery } = loanOriginatorApi;

// The choice of originator is a pure decision kept in ./originatorUuid.ts.
export { loanOriginatorUuidFor } from './originatorUuid';
