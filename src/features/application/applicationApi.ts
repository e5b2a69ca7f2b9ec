import { baseApi } from '../../api/baseApi';
import { readApplication, readApplications } from '../../contract/application';
import { HELOC_PATH } from '../../contract/paths';
import type { HelocApplication } from './types';

/** The application service's HELOC path; a step's calls go under `${APPLICATION_SERVICE}/{uuid}`. */
export const APPLICATION_SERVICE = HELOC_PATH;

export const applicationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every application the person may see: their own, signed for, or referred. */
    getApplications: build.query<HelocApplication[], void>({
      query: () => `${APPLICATION_SERVICE}/all`,
      extraOptions: { decode: readApplications },
      providesTags: [{ type: 'Application', id: 'LIST' }],
    }),
    getApplication: build.query<HelocApplication, string>({
      query: (uuid) => `${APPLICATION_SERVICE}/${encodeURIComponent(uuid)}`,
      extraOptions: { decode: readApplication },
      providesTags: (_result, _error, uuid) => [{ type: 'Application', id: uuid }],
    }),
  }),
});

export const { useGetApplicationsQuery, useGetApplicationQuery } = applicationApi;
