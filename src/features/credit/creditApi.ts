import { baseApi } from '../../api/baseApi';
import { APPLICATION_SERVICE, readApplication } from '../application';
import type { HelocApplication } from '../application';
import type { CreditRetryBody, SsnBody } from '../../contract/requests';
import { takeSsn } from '../../lib/ssnHandoff';

const applicationPath = (applicationUuid: string) =>
  `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}`;

/** The credit steps' calls (docs/journey.md). */
export const creditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * credit/social: the Social Security number again, 9 digits, so the bureau can find the
     * applicant's file. The lender keeps only that one was given; answers the application.
     * `ssnHandle` comes from holdSsn (lib/ssnHandoff): the digits never enter the store.
     */
    submitSsn: build.mutation<HelocApplication, { applicationUuid: string; ssnHandle: string }>({
      query: ({ applicationUuid, ssnHandle }) => ({
        url: `${applicationPath(applicationUuid)}/ssn`,
        method: 'PUT',
        body: { ssn: takeSsn(ssnHandle) ?? '' } satisfies SsnBody,
      }),
      extraOptions: { decode: readApplication },
    }),
    /**
     * credit/error and review-app/incorrect-pin: the applicant has lifted their freeze or lock;
     * the lender pulls their credit again. Answers the application, or a 400 when it is still
     * frozen.
     */
    retryCredit: build.mutation<HelocApplication, { applicationUuid: string }>({
      query: ({ applicationUuid }) => ({
        url: `${applicationPath(applicationUuid)}/credit/retry`,
        method: 'POST',
        body: {} satisfies CreditRetryBody,
      }),
      extraOptions: { decode: readApplication },
    }),
  }),
});

export const { useSubmitSsnMutation, useRetryCreditMutation } = creditApi;
