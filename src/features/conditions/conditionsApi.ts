import { baseApi } from '../../api/baseApi';
import { readConditions } from '../../contract/conditions';
import type { Condition } from './types';

export const conditionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The pending tasks of an application for the external applicants. */
    getConditions: build.query<Condition[], string>({
      query: (applicationUuid) =>
        `/service-conditions/external/api/v1/applications/${encodeURIComponent(applicationUuid)}/conditions/external-applicants`,
      extraOptions: { decode: readConditions },
      providesTags: (_result, _error, uuid) => [{ type: 'Conditions', id: uuid }],
    }),
  }),
});

export const { useGetConditionsQuery } = conditionsApi;
