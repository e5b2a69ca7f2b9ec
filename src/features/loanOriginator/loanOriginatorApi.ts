import { baseApi } from '../../api/baseApi';
import { type Decoder, record, required, str } from '../../api/decode';
import type { LoanOriginator } from './types';

/** Spec 1 section 9: the originator's public information is cached 10 minutes. */
export const LOAN_ORIGINATOR_CACHE_SECONDS = 10 * 60;

const text = str<string | null>(null);
const decodeLoanOriginator: Decoder<LoanOriginator> = required(
  record<LoanOriginator>({
    uuid: str(),
    originatorName: text,
    brokerName: text,
    avatarUri: text,
    email: text,
    phoneNumber: text,
    nmls: text,
    logoUri: text,
    link: text,
  }),
  'loan originator',
);

export const loanOriginatorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLoanOriginator: build.query<LoanOriginator, string>({
      query: (loanOriginatorUuid) =>
        `/service-lead-portal/api/lo/${encodeURIComponent(loanOriginatorUuid)}`,
      extraOptions: { decode: decodeLoanOriginator },
      keepUnusedDataFor: LOAN_ORIGINATOR_CACHE_SECONDS,
    }),
  }),
});

export const { useGetLoanOriginatorQuery } = loanOriginatorApi;

// The choice of originator is a pure decision kept in ./originatorUuid.ts.
export { loanOriginatorUuidFor } from './originatorUuid';
