/** The webchat's forms (docs/forms.md#the-chats-pre-engagement-form, docs/webchat.md#messages-and-forms), messages word for word. */
import { object, string } from 'yup';
import {
  CHAT_NAME_MAX,
  PRE_ENGAGEMENT_MESSAGES,
  SELECT_A_REASON_MESSAGE,
} from '../../contract/chat';
import { EMAIL_PATTERN } from '../../contract/emailAddress';
import { REQUIRED_MESSAGE, yupMessage } from '../../forms/schemas/messages';
import { BAD_RESPONSE_DETAIL_MAX } from './chatRules';

/** The contract's words, the lender's own (docs/architecture.md#each-fields-rule-and-message). */
export const TOO_LONG_MESSAGE = PRE_ENGAGEMENT_MESSAGES.tooLong;
/** The product rules ask only for a valid e-mail; these words are a reading chosen. */
export const INVALID_EMAIL_MESSAGE = PRE_ENGAGEMENT_MESSAGES.invalidEmail;
export { SELECT_A_REASON_MESSAGE };
export const DETAIL_TOO_LONG_MESSAGE = 'Please restrict your response to 140 characters.';

/** docs/webchat.md#messages-and-forms: the bad-response reasons, in the documented order. */
export const BAD_RESPONSE_REASONS = [
  'Answer too vague',
  'Not specific to my application',
  'Not what I was asking about',
  'Other',
] as const;

/**
 * The pre-engagement form: Name (1 to 128), Email address (at most 128, an e-mail; reading chosen:
 * required, as the survey link and the agent need it), and the dev
 * agent id, required only when the dev agent list is shown (builds other than production).
 */
export const preEngagementSchema = (devAgentListShown = false) => {
  const required = yupMessage(REQUIRED_MESSAGE);
  const tooLong = yupMessage(TOO_LONG_MESSAGE);
  return object({
    name: string().trim().required(required).max(CHAT_NAME_MAX, tooLong),
    email: string()
      .trim()
      .required(required)
      .max(CHAT_NAME_MAX, tooLong)
      .test(
        'email',
        yupMessage(INVALID_EMAIL_MESSAGE),
        (value) => !value || EMAIL_PATTERN.test(value),
      ),
    devAgentId: devAgentListShown ? string().trim().required(required) : string().trim().optional(),
  });
};

/** The "Tell us more" dialog: a reason, and at most 140 characters more. */
export const badResponseSchema = object({
  reason: string()
    .required(yupMessage(SELECT_A_REASON_MESSAGE))
    .oneOf([...BAD_RESPONSE_REASONS], yupMessage(SELECT_A_REASON_MESSAGE)),
  additionalInformation: string().max(BAD_RESPONSE_DETAIL_MAX, DETAIL_TOO_LONG_MESSAGE),
});
