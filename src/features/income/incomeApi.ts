import { baseApi } from '../../api/baseApi';
import { APPLICATION_SERVICE, readApplication } from '../application';
import type { HelocApplication } from '../application';

/** The body of `PUT .../employment` (income/employer-verification). */
export interface EmploymentBody {
  /** 1 to 128 characters. */
  employerName: string;
  /** 10 digits. */
  employerPhone: string;
}

/** The income steps' calls (contract/journey.md); the paystubs go through src/api/upload.ts. */
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
        body: employment,
      }),
      extraOptions: { decode: readApplication },
    }),
  }),
});

export const { useSubmitEmploymentMutation } = incomeApi;

/** Where an application's documents are uploaded (`POST`, multipart `type` then `file`). */
export const documentsUrl = (applicationUuid: string) =>
  `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/documents`;
