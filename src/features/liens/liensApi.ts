import { baseApi } from '../../api/baseApi';
import { APPLICATION_SERVICE, readApplication } from '../application';
import type { HelocApplication } from '../application';

/** The borrower's answer for one lien: whether that loan is still open. */
export interface LienAnswer {
  uuid: string;
  open: boolean;
}

/** The liens step's call (docs/journey.md). */
export const liensApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every lien the lender found, answered; answers the updated application. */
    confirmLiens: build.mutation<
      HelocApplication,
      { applicationUuid: string; liens: readonly LienAnswer[] }
    >({
      query: ({ applicationUuid, liens }) => ({
        url: `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/liens`,
        method: 'PUT',
        body: { liens: liens.map(({ uuid, open }) => ({ uuid, open })) },
      }),
      extraOptions: { decode: readApplication },
    }),
  }),
});

export const { useConfirmLiensMutation } = liensApi;
