import { baseApi } from '../../api/baseApi';
import type { InsuranceCompleteBody } from '../../contract/requests';
import { APPLICATION_SERVICE, readApplication } from '../application';
import type { HelocApplication } from '../application';

/** The insurance step's call (docs/journey.md#insurance); it answers the updated application. */
export const insuranceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** insurance/upload: every proof is uploaded; the lender marks insurance complete. */
    completeInsurance: build.mutation<HelocApplication, { applicationUuid: string }>({
      query: ({ applicationUuid }) => ({
        url: `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/insurance/complete`,
        method: 'POST',
        body: {} satisfies InsuranceCompleteBody,
      }),
      extraOptions: { decode: readApplication },
    }),
  }),
});

export const { useCompleteInsuranceMutation } = insuranceApi;
