import { baseApi } from '../../api/baseApi';
import { APPLICATION_SERVICE, readApplication } from '../application';
import type { HelocApplication } from '../application';
import { type DocumentList, readDisclosures } from '../../contract/documents';
import type { AcceptDisclosuresBody } from '../../contract/requests';

export type { Disclosure } from '../../contract/documents';

/** `GET .../disclosures` */
export type DisclosuresAnswer = DocumentList<'accepted'>;

const disclosuresUrl = (applicationUuid: string) =>
  `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/disclosures`;

/** document/disclosures' calls (docs/journey.md). */
export const disclosuresApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The documents the lender asks the borrower to read, with whether each is accepted. */
    getDisclosures: build.query<DisclosuresAnswer, string>({
      query: (applicationUuid) => disclosuresUrl(applicationUuid),
      extraOptions: { decode: readDisclosures },
    }),
    /** The borrower accepts the documents named (each read to the end); answers the application. */
    acceptDisclosures: build.mutation<
      HelocApplication,
      { applicationUuid: string } & AcceptDisclosuresBody
    >({
      query: ({ applicationUuid, documents }) => ({
        url: `${disclosuresUrl(applicationUuid)}/accept`,
        method: 'POST',
        body: { documents } satisfies AcceptDisclosuresBody,
      }),
      extraOptions: { decode: readApplication },
    }),
  }),
});

export const { useGetDisclosuresQuery, useAcceptDisclosuresMutation } = disclosuresApi;
