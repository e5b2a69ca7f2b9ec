import { baseApi } from '../../api/baseApi';
import type { RescindBody } from '../../contract/requests';
import { APPLICATION_SERVICE, readApplication } from '../application';
import type { HelocApplication } from '../application';

/** The complete page's call (docs/journey.md#the-right-to-cancel); it answers the updated application. */
export const completeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** "Cancel my line of credit", confirmed: the borrower uses the right to cancel. */
    rescind: build.mutation<HelocApplication, { applicationUuid: string }>({
      query: ({ applicationUuid }) => ({
        url: `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/rescind`,
        method: 'POST',
        body: {} satisfies RescindBody,
      }),
      extraOptions: { decode: readApplication },
    }),
  }),
});

export const { useRescindMutation } = completeApi;
