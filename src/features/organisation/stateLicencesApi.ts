import { baseApi } from '../../api/baseApi';
import { STATE_LICENCES_PATH } from '../../contract/supportPaths';
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
        url: STATE_LICENCES_PATH,
        params: { orgCode },
      }),
      extraOptions: { decode: readStateLicences },
    }),
  }),
});

export const { useGetStateLicencesQuery } = stateLicencesApi;
