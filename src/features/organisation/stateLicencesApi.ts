import { baseApi } from '../../api/baseApi';
import { readStateLicences, type StateLicence } from '../../contract/stateLicences';

/**
 * The organisation's licences (`GET .../heloc/state-licenses?orgCode=`): the states it lends in.
 * The footer lists them; the registration's property step refuses a home outside them
 * (docs/journey.md#a-state-the-lender-does-not-serve).
 */
export const stateLicencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStateLicences: build.query<StateLicence[], string>({
      query: (orgCode) => ({
        url: '/service-application/external/api/v1/heloc/state-licenses',
        params: { orgCode },
      }),
      extraOptions: { decode: readStateLicences },
    }),
  }),
});

export const { useGetStateLicencesQuery } = stateLicencesApi;
