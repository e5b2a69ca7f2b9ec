import { baseApi } from '../../api/baseApi';
import {
  type RegisterAnswer,
  readRegisterAnswer,
  readStartApplicationAnswer,
  type StartApplicationAnswer,
} from '../../contract/registration';
import type { NewApplicationBody, RegisterBody } from '../../contract/registrationRequests';
import { APPLICATION_SERVICE } from '../application';

/** The registration's calls (docs/journey.md, the /register rows). */
export const registrationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Creates the profile and its application; answers the new session's token and the
     * application. A 401 here is about this request, not a session to end.
     */
    register: build.mutation<RegisterAnswer, RegisterBody>({
      query: (body) => ({
        url: '/identity/api/v1/registration/register',
        method: 'POST',
        body,
      }),
      extraOptions: { decode: readRegisterAnswer, skipSessionHandling: true },
    }),
    /** A signed-in person without an application starts one (register/account-setup). */
    startApplication: build.mutation<StartApplicationAnswer, NewApplicationBody>({
      query: (body) => ({ url: APPLICATION_SERVICE, method: 'POST', body }),
      extraOptions: { decode: readStartApplicationAnswer },
      invalidatesTags: [{ type: 'Application', id: 'LIST' }],
    }),
  }),
});

export const { useRegisterMutation, useStartApplicationMutation } = registrationApi;

/**
 * What a new session makes stale: everything cached about the person. Dispatched after the new
 * token is saved (not as the mutation's invalidatesTags, which would refetch before it is), so
 * what refetches is the new person's.
 */
export const PERSON_TAGS = ['Profile', 'Accounts', 'Application', 'Status', 'Conditions'] as const;
