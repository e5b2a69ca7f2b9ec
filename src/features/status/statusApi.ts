import { baseApi } from '../../api/baseApi';
import { HELOC_STATUS_PATH } from '../../contract/paths';
import { readStatusResponse } from '../../contract/status';
import type { StatusResponse } from '../../contract/status';

export const statusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The server state and status object that drive routing; never served from a stale cache. */
    getStatus: build.query<StatusResponse, string>({
      query: (uuid) => `${HELOC_STATUS_PATH}/${encodeURIComponent(uuid)}/status`,
      extraOptions: { decode: readStatusResponse },
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, uuid) => [{ type: 'Status', id: uuid }],
    }),
  }),
});

export const { useGetStatusQuery } = statusApi;
