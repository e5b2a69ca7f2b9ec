import { baseApi } from '../../api/baseApi';
import type { LienAttestationBody } from '../../contract/requests';
import { APPLICATION_SERVICE, readApplication } from '../application';
import type { HelocApplication } from '../application';

/** The merchant steps' calls (docs/journey.md). */
export const merchantApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The borrower confirms the liens listed are complete and correct; answers the application. */
    attestLiens: build.mutation<HelocApplication, { applicationUuid: string }>({
      query: ({ applicationUuid }) => ({
        url: `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/lien-attestation`,
        method: 'POST',
        body: { attested: true } satisfies LienAttestationBody,
      }),
      extraOptions: { decode: readApplication },
    }),
  }),
});

export const { useAttestLiensMutation } = merchantApi;
