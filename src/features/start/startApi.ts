import { baseApi } from '../../api/baseApi';
import type { MoreInfoBody } from '../../contract/requests';
import { type ApiError, failure, UNEXPECTED_ERROR_MESSAGE } from '../../api/errors';
import { APPLICATION_SERVICE, readApplication } from '../application';
import type { HelocApplication } from '../application';
import type { Ownership } from './ownership';
import type { HmdaAnswers } from '../../contract/hmda';
import { takeSsn } from '../../lib/ssnHandoff';

/**
 * start/contact's answers. `ssnHandle` is a handle from holdSsn (never the digits: RTK Query
 * keeps a mutation's arguments in the store), or null to keep the number the lender has.
 */
export interface MoreInfoArgs {
  applicationUuid: string;
  ownership: Ownership;
  ssnHandle: string | null;
}

/** The body of `PUT .../more-info` (the contract's); `ssn` only when a new number was typed. */
export type { MoreInfoBody };

const stepUrl = (applicationUuid: string, step: string) =>
  `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/${step}`;

/** A handle whose digits are gone (sent once already): fail rather than send no number. */
const lostSsn: ApiError = failure('FETCH_ERROR', UNEXPECTED_ERROR_MESSAGE);

/** The start steps' calls (docs/journey.md); each answers the updated application. */
export const startApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * start/contact: how the borrower owns the property, their SSN (9 digits) and their consent
     * to a hard credit pull. The SSN is read from its handle only here, into the request body.
     */
    submitMoreInfo: build.mutation<HelocApplication, MoreInfoArgs>({
      async queryFn({ applicationUuid, ownership, ssnHandle }, _api, _extra, send) {
        const body: MoreInfoBody = { ownership, hardCreditConsent: true };
        if (ssnHandle !== null) {
          const ssn = takeSsn(ssnHandle);
          if (ssn === undefined) return { error: lostSsn };
          body.ssn = ssn;
        }
        const result = await send({
          url: stepUrl(applicationUuid, 'more-info'),
          method: 'PUT',
          body,
        });
        return result.error
          ? { error: result.error as ApiError }
          : { data: result.data as HelocApplication };
      },
      extraOptions: { decode: readApplication },
    }),
    /** start/hmda: each question's list of codes and the text boxes (docs/journey.md). */
    submitHmda: build.mutation<HelocApplication, { applicationUuid: string; answers: HmdaAnswers }>(
      {
        query: ({ applicationUuid, answers }) => ({
          url: stepUrl(applicationUuid, 'hmda'),
          method: 'PUT',
          body: answers,
        }),
        extraOptions: { decode: readApplication },
      },
    ),
    /** start/app-summary: the borrower submits the application as checked. */
    submitApplication: build.mutation<HelocApplication, { applicationUuid: string }>({
      query: ({ applicationUuid }) => ({
        url: stepUrl(applicationUuid, 'submit'),
        method: 'POST',
        body: {},
      }),
      extraOptions: { decode: readApplication },
    }),
  }),
});

export const { useSubmitMoreInfoMutation, useSubmitHmdaMutation, useSubmitApplicationMutation } =
  startApi;
