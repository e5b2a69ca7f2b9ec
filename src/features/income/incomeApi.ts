import { baseApi } from '../../api/baseApi';
import type { EmploymentBody } from '../../contract/requests';
import { APPLICATION_SERVICE, readApplication } from '../application';
import type { HelocApplication } from '../application';

/** The body of `PUT .../employment` (income/employer-verification): the contract's. */
export type { EmploymentBody };

/** The income steps' calls (docs/journey.md); the paystubs go through src/api/upload.ts. */
export const incomeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** income/employer-verification: the employer the lender should call; answers the application. */
    submitEmployment: build.mutation<
      HelocApplication,
      { applicationUuid: string; employment: EmploymentBody }
    >({
      query: ({ applicationUuid, employment }) => ({
        url: `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/employment`,
        method: 'PUT',
        body: employment satisfies EmploymentBody,
      }),
      extraOptions: { decode: readApplication },
    }),
  }),
});

export const { useSubmitEmploymentMutation } = incomeApi;

/** Where an application's documents are uploaded (`POST`, multipart `type` then `file`). */
export const documentsUrl = (applicationUuid: string) =>
  `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/documents`;
