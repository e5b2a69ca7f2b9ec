import { baseApi } from '../../api/baseApi';
import { APPLICATION_SERVICE } from '../application/applicationApi';
import { decodeApplication } from '../application/decoders';
import type { HelocApplication } from '../application/types';

/** The merchant steps' calls (contract/journey.md). */
export const merchantApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The borrower confirms the liens listed are complete and correct; answers the application. */
    attestLiens: build.mutation<HelocApplication, { applicationUuid: string }>({
      query: ({ applicationUuid }) => ({
        url: `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/lien-attestation`,
        method: 'POST',
        body: { attested: true },
      }),
      extraOptions: { decode: decodeApplication },
    }),
  }),
});

export const { useAttestLiensMutation } = merchantApi;
