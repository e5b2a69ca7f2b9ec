import { baseApi } from '../../api/baseApi';
import { type Decoder, isRecord, required } from '../../api/decode';

/** The identity service's sign-in with e-mail and password (the signer's own login page). */
export const SIGN_IN_URL = '/identity/api/v1/login';

export interface SignInRequest {
  email: string;
  password: string;
}

const decodeSignIn: Decoder<{ jwt: string }> = required(
  (v) => (isRecord(v) && typeof v.jwt === 'string' && v.jwt ? { jwt: v.jwt } : null),
  'sign-in',
);

/** The additional signer's calls. */
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
  }),
});

export const { useSignInMutation } = signerApi;
