import { baseApi } from '../../api/baseApi';
import { arrayOf, type Decoder, record, required, str } from '../../api/decode';
import type { StateLicence } from './types';

/** Sorted case-insensitively by abbreviation (spec 2 section 2). */
export const decodeStateLicences: Decoder<StateLicence[]> = required(
  (v) =>
    Array.isArray(v)
      ? arrayOf(record<StateLicence>({ abbrev: str() }))(v)
          .filter((l) => l.abbrev)
          .sort((a, b) => a.abbrev.localeCompare(b.abbrev, 'en', { sensitivity: 'base' }))
      : null,
  'state licences',
);

export const stateLicencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStateLicences: build.query<StateLicence[], string>({
      query: (orgCode) => ({
        url: '/service-application/external/api/v1/heloc/state-licenses',
        params: { orgCode },
      }),
      extraOptions: { decode: decodeStateLicences },
    }),
  }),
});

export const { useGetStateLicencesQuery } = stateLicencesApi;
