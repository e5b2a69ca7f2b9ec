import { baseApi } from '../../api/baseApi';
import type { SignInBody } from '../../contract/profileRequests';
import { type CoDeedStatusAnswer, readCoDeedStatus, readSignIn } from '../../contract/signer';
import type { EsignConsentBody, NotarySessionBody } from '../../contract/signingRequests';
import { APPLICATION_SERVICE, readApplication } from '../application';
import type { HelocApplication } from '../application';

/** The identity service's sign-in with e-mail and password (the signer's own login page). */
export const SIGN_IN_URL = '/identity/api/v1/login';

/** `GET` the co-deed status of every application the person can see. */
export const CO_DEED_STATUS_URL = `${APPLICATION_SERVICE}/co-deed/status`;

export {
  type CoDeedApplication,
  type CoDeedStatusAnswer,
  SIGNER_PROGRESS_STEPS,
  type SignerProgress,
  type SignerProgressStep,
} from '../../contract/signer';

const applicationUrl = (applicationUuid: string, path: string) =>
  `${APPLICATION_SERVICE}/${encodeURIComponent(applicationUuid)}/${path}`;

/**
 * The additional signer's calls. Their ID goes through the borrower's upload (`POST
 * .../documents`) and their signature through signing's `POST .../sign`: the lender tells the
 * signer from the borrower by the session.
 */
export const signerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Signs in; answers the session token. A 401 here is a wrong e-mail or password, not an
     * ended session: the session handling of docs/shell.md#errors-and-the-session is skipped.
     */
    signIn: build.mutation<{ jwt: string }, SignInBody>({
      query: (body) => ({ url: SIGN_IN_URL, method: 'POST', body }),
      extraOptions: { decode: readSignIn, skipSessionHandling: true },
    }),
    /** The co-deed status of each application, with the signer's own progress. */
    getCoDeedStatus: build.query<CoDeedStatusAnswer, void>({
      query: () => CO_DEED_STATUS_URL,
      extraOptions: { decode: readCoDeedStatus },
    }),
    /**
     * The signer's consent to receive documents and sign electronically, to the version of the
     * text shown (docs/journey.md#the-e-sign-consent): before their first document.
     */
    giveEsignConsent: build.mutation<
      HelocApplication,
      { applicationUuid: string } & EsignConsentBody
    >({
      query: ({ applicationUuid, ...body }) => ({
        url: applicationUrl(applicationUuid, 'esign-consent'),
        method: 'POST',
        body: body satisfies EsignConsentBody,
      }),
      extraOptions: { decode: readApplication },
    }),
    /** The signer's (simulated) eNotary session is over: their part is done. */
    finishSignerNotarySession: build.mutation<HelocApplication, { applicationUuid: string }>({
      query: ({ applicationUuid }) => ({
        url: applicationUrl(applicationUuid, 'notary/session'),
        method: 'POST',
        body: {} satisfies NotarySessionBody,
      }),
      extraOptions: { decode: readApplication },
    }),
  }),
});

export const {
  useSignInMutation,
  useGetCoDeedStatusQuery,
  useGiveEsignConsentMutation,
  useFinishSignerNotarySessionMutation,
} = signerApi;
