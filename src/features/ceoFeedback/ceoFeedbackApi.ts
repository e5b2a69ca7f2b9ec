import { baseApi } from '../../api/baseApi';
import type { CeoFeedbackBody } from '../../contract/profileRequests';

export const CEO_FEEDBACK_URL = '/service-profile/api/v1/feedback/ceo';

/**
 * docs/supporting-areas.md#feedback-to-the-ceo: POST /service-profile/api/v1/feedback/ceo with the feedback entity. The
 * answer's shape is not given (the sandbox says `{ uuid, receivedAt }`); nothing reads it.
 */
export const ceoFeedbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendCeoFeedback: build.mutation<unknown, CeoFeedbackBody>({
      query: (feedback) => ({ url: CEO_FEEDBACK_URL, method: 'POST', body: feedback }),
    }),
  }),
});

export const { useSendCeoFeedbackMutation } = ceoFeedbackApi;
