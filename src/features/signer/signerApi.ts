import { baseApi } from '../../api/baseApi';
import { arrayOf, bool, type Decoder, isRecord, num, oneOf, required, str } from '../../api/decode';
import { APPLICATION_SERVICE, decodeApplication } from '../application';
import type { HelocApplication } from '../application';

/** The identity service's sign-in with e-mail and password (the signer's own login page). */
export const SIGN_IN_URL = '/identity/api/v1/login';

/** `GET` the co-deed status of every application the person can see. */
export const CO_DEED_STATUS_URL = `${APPLICATION_SERVICE}/co-deed/status`;

export interface SignInRequest {
  email: string;
  password: string;
}

const decodeSignIn: Decoder<{ jwt: string }> = required(
  (v) => (isRecord(v) && typeof v.jwt === 'string' && v.jwt ? { jwt: v.jwt } : null),
  'sign-in',
);

/** Where the lender has the additional signer: the step open to them, DONE, or CLOSED. */
export const SIGNER_PROGRESS_STEPS = ['IDENTITY', 'SIGN', 'NOTARY', 'DONE', 'CLOSED'] as const;
export type SignerProgressStep = (typeof SIGNER_PROGRESS_STEPS)[number];

/** The signer's own progress on an application they sign for (the lender records it). */
export interface SignerProgress {
  /** ID documents they have sent so far. */
  identityDocuments: number;
  identityComplete: boolean;
  signed: boolean;
  notarized: boolean;
  step: SignerProgressStep | null;
}

export interface CoDeedApplication {
  applicationUuid: string;
  coDeedStatus: HelocApplication['coDeedStatus'];
  isSigner: boolean;
  /** The person's own progress, where they sign for the application; null otherwise. */
  signer: SignerProgress | null;
}

/** `GET .../co-deed/status` (not shown in the spec; the shape the sandbox lender answers). */
export interface CoDeedStatusAnswer {
  isCoDeeder: boolean;
  applications: CoDeedApplication[];
}

const decodeSignerProgress: Decoder<SignerProgress | null> = (value) =>
  isRecord(value)
    ? {
        identityDocuments: num()(value.identityDocuments),
        identityComplete: bool()(value.identityComplete),
        signed: bool()(value.signed),
        notarized: bool()(value.notarized),
        step: oneOf(SIGNER_PROGRESS_STEPS, null)(value.step),
      }
    : null;

const decodeCoDeedApplication: Decoder<CoDeedApplication | null> = (value) => {
  if (!isRecord(value)) return null;
  const applicationUuid = str()(value.applicationUuid);
  if (!applicationUuid) return null;
  return {
    applicationUuid,
    coDeedStatus: oneOf(
      ['NOT_REQUIRED', 'PENDING', 'COMPLETE'] as const,
      'NOT_REQUIRED',
    )(value.coDeedStatus),
    isSigner: bool()(value.isSigner),
    signer: decodeSignerProgress(value.signer),
  };
};

/** The answer must be an object; an entry without an application uuid is left out. */
export const decodeCoDeedStatus: Decoder<CoDeedStatusAnswer> = required(
  (value) =>
    isRecord(value)
      ? {
          isCoDeeder: bool()(value.isCoDeeder),
          applications: arrayOf(decodeCoDeedApplication)(value.applications),
        }
      : null,
  'co-deed status',
);

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
     * ended session: the session handling of spec 1 section 8 is skipped.
     */
    signIn: build.mutation<{ jwt: string }, SignInRequest>({
      query: (body) => ({ url: SIGN_IN_URL, method: 'POST', body }),
      extraOptions: { decode: decodeSignIn, skipSessionHandling: true },
    }),
    /** The co-deed status of each application, with the signer's own progress. */
    getCoDeedStatus: build.query<CoDeedStatusAnswer, void>({
      query: () => CO_DEED_STATUS_URL,
      extraOptions: { decode: decodeCoDeedStatus },
    }),
    /** The signer's (simulated) eNotary session is over: their part is done. */
    finishSignerNotarySession: build.mutation<HelocApplication, { applicationUuid: string }>({
      query: ({ applicationUuid }) => ({
        url: applicationUrl(applicationUuid, 'notary/session'),
        method: 'POST',
        body: {},
      }),
      extraOptions: { decode: decodeApplication },
    }),
  }),
});

export const { useSignInMutation, useGetCoDeedStatusQuery, useFinishSignerNotarySessionMutation } =
  signerApi;
