import { baseApi } from '../../api/baseApi';
import { readStateLicences, type StateLicence } from '../../contract/stateLicences';

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
