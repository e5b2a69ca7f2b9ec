import { baseApi } from '../../api/baseApi';
import type { PhoneNumberBody } from '../../contract/profileRequests';

/** Where the profile's phone number is set (conditions/phone-number). */
export const PROFILE_PHONE_URL = '/service-profile/api/v1/profile/phone';

/**
 * The phone page's call, injected with that page's chunk (not with the conditions poll, which
 * is part of the first screen).
 */
export const phoneApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `PUT .../profile/phone { phoneNumber }` (10 digits; the body as the lender takes it,
     * docs/sandbox.md#other-request-bodies). The profile is read again, and so are the conditions
     * (a missing phone number is satisfied).
     */
    updatePhoneNumber: build.mutation<void, PhoneNumberBody>({
      query: (body) => ({ url: PROFILE_PHONE_URL, method: 'PUT', body }),
      transformResponse: () => undefined,
      invalidatesTags: ['Profile', 'Conditions'],
    }),
  }),
});

export const { useUpdatePhoneNumberMutation } = phoneApi;
