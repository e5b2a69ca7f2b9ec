import { baseApi } from '../../api/baseApi';
import { NOTARY_MODES, type NotarySlots, readNotarySlots } from '../../contract/notary';
import type { NotaryBody, NotaryManualBody, NotaryMode } from '../../contract/requests';
import type { NotarySessionBody } from '../../contract/signingRequests';
import { APPLICATION_SERVICE, readApplication } from '../application';
import type { HelocApplication } from '../application';

/** How the borrower meets the notary (notary/intro): the contract's. */
export type { NotaryMode };
export { NOTARY_MODES };

export type { NotarySlots };

const applicationUrl = (applicationUuid: string, path: string) =>
  `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/${path}`;

/** The notary steps' calls (docs/journey.md); the writes answer the application. */
export const notaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** notary/intro: remote eNotary now, or a manual notary. */
    chooseNotary: build.mutation<HelocApplication, { applicationUuid: string } & NotaryBody>({
      query: ({ applicationUuid, mode }) => ({
        url: applicationUrl(applicationUuid, 'notary'),
        method: 'PUT',
        body: { mode } satisfies NotaryBody,
      }),
      extraOptions: { decode: readApplication },
    }),
    /** notary/session: the (simulated) eNotary session is over. */
    finishNotarySession: build.mutation<HelocApplication, { applicationUuid: string }>({
      query: ({ applicationUuid }) => ({
        url: applicationUrl(applicationUuid, 'notary/session'),
        method: 'POST',
        body: {} satisfies NotarySessionBody,
      }),
      extraOptions: { decode: readApplication },
    }),
    /** notary/schedule-manual: the times a manual notary can come. */
    getNotarySlots: build.query<NotarySlots, string>({
      query: (applicationUuid) => applicationUrl(applicationUuid, 'notary/slots'),
      extraOptions: { decode: readNotarySlots },
    }),
    /** notary/schedule-manual: reserves one of the slots (sent as the lender wrote it). */
    reserveManualNotary: build.mutation<
      HelocApplication,
      { applicationUuid: string } & NotaryManualBody
    >({
      query: ({ applicationUuid, requestedManualNotaryTime }) => ({
        url: applicationUrl(applicationUuid, 'notary/manual'),
        method: 'PUT',
        body: { requestedManualNotaryTime } satisfies NotaryManualBody,
      }),
      extraOptions: { decode: readApplication },
    }),
  }),
});

export const {
  useChooseNotaryMutation,
  useFinishNotarySessionMutation,
  useGetNotarySlotsQuery,
  useReserveManualNotaryMutation,
} = notaryApi;
