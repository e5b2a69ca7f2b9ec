import { baseApi } from '../../api/baseApi';
import { APPLICATION_SERVICE, readApplication } from '../application';
import type { HelocApplication } from '../application';
import { type DocumentList, readClosingDocuments } from '../../contract/documents';
import type { InviteSignerBody, SignBody } from '../../contract/signingRequests';

export type { ClosingDocument } from '../../contract/documents';

/** `GET .../closing-documents`, present from NOTE_SIGNING on. */
export type ClosingDocumentsAnswer = DocumentList<'signed'>;

export { readClosingDocuments };

/** `POST .../sign`: the name typed to sign, and every closing document's uuid. */
export type SignArgs = { applicationUuid: string } & SignBody;

/** `POST .../signers`: the additional signer to invite. */
export type InviteSignerArgs = { applicationUuid: string } & InviteSignerBody;

const applicationUrl = (applicationUuid: string, path: string) =>
  `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/${path}`;

/** The signing steps' calls (docs/journey.md); the writes answer the application. */
export const signingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The documents to sign, with whether each is signed. */
    getClosingDocuments: build.query<ClosingDocumentsAnswer, string>({
      query: (applicationUuid) => applicationUrl(applicationUuid, 'closing-documents'),
      extraOptions: { decode: readClosingDocuments },
    }),
    /** signing/sign: the borrower signs every closing document with their typed name. */
    signDocuments: build.mutation<HelocApplication, SignArgs>({
      query: ({ applicationUuid, signatureName, documents }) => ({
        url: applicationUrl(applicationUuid, 'sign'),
        method: 'POST',
        body: { signatureName, documents } satisfies SignBody,
      }),
      extraOptions: { decode: readApplication },
    }),
    /** signing/additional: invites the additional signer (a co-deeder) to sign too. */
    inviteSigner: build.mutation<HelocApplication, InviteSignerArgs>({
      query: ({ applicationUuid, firstName, lastName, email }) => ({
        url: applicationUrl(applicationUuid, 'signers'),
        method: 'POST',
        body: { firstName, lastName, email } satisfies InviteSignerBody,
      }),
      extraOptions: { decode: readApplication },
    }),
  }),
});

export const { useGetClosingDocumentsQuery, useSignDocumentsMutation, useInviteSignerMutation } =
  signingApi;
