/**
 * The feedback to the CEO (docs/supporting-areas.md#feedback-to-the-ceo, docs/forms.md#feedback-to-the-ceo), as pure pieces: the topics, the form's
 * rules with the documented messages, and the entity sent.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { object, string } from 'yup';
import {
  CEO_FEEDBACK_MESSAGE_LENGTH,
  CEO_FEEDBACK_MESSAGES,
  CEO_FEEDBACK_TOPIC_LABELS,
} from '../../contract/ceoFeedback';
import type { CeoFeedbackBody, CeoFeedbackTopic } from '../../contract/profileRequests';
import { choiceSchema } from '../../forms/schemas/choice';
import { yupMessage } from '../../forms/schemas/messages';
import { isUuid } from '../navigation';

export const CEO_FEEDBACK_TITLE = msg`Share your thoughts with our CEO`;

/**
 * The topics, by the name sent and the label shown. The product rules list the topics by their labels only;
 * the enumeration names are sent (the sandbox lender accepts either and keeps the names). The labels
 * are the contract's messages (docs/supporting-areas.md#feedback-to-the-ceo).
 */
export const TOPICS = [
  { value: 'IMPROVE_OUR_PRODUCT', label: CEO_FEEDBACK_TOPIC_LABELS.IMPROVE_OUR_PRODUCT },
  { value: 'GIVE_US_A_COMPLIMENT', label: CEO_FEEDBACK_TOPIC_LABELS.GIVE_US_A_COMPLIMENT },
] as const satisfies readonly { value: CeoFeedbackTopic; label: MessageDescriptor }[];
export type Topic = (typeof TOPICS)[number]['value'];

export const CONSENT_CHOICES = [
  { value: 'yes', label: msg`Yes` },
  { value: 'no', label: msg`No` },
] as const;
type Consent = (typeof CONSENT_CHOICES)[number]['value'];

/**
 * The marketingConsent question. The product rules give only "Yes/No", not the question; this plain
 * wording says what the consent is for.
 */
export const CONSENT_QUESTION = msg`May we contact you about your feedback and our products?`;

/** docs/forms.md#feedback-to-the-ceo: the message is 10 to 1000 characters. */
export const MESSAGE_MIN = CEO_FEEDBACK_MESSAGE_LENGTH.min;
export const MESSAGE_MAX = CEO_FEEDBACK_MESSAGE_LENGTH.max;
/** The contract's words, the lender's own (docs/architecture.md#each-fields-rule-and-message). */
export const MESSAGE_TOO_SHORT = CEO_FEEDBACK_MESSAGES.tooShort;
export const MESSAGE_TOO_LONG = CEO_FEEDBACK_MESSAGES.tooLong;

/** What each question says when it is left unanswered (docs/forms.md, "Feedback to the CEO"). */
export const CEO_FEEDBACK_REQUIRED = {
  topic: CEO_FEEDBACK_MESSAGES.topic,
  message: CEO_FEEDBACK_MESSAGES.message,
  marketingConsent: CEO_FEEDBACK_MESSAGES.marketingConsent,
} as const;

/** What the form holds: a choice not yet made is ''. */
export interface CeoFeedbackValues {
  topic: Topic | '';
  message: string;
  marketingConsent: Consent | '';
}

/** In the order the fields are shown (the error summary follows it). */
export const INITIAL_VALUES: CeoFeedbackValues = { topic: '', message: '', marketingConsent: '' };

/**
 * Topic, message and marketingConsent required, each saying what to do; the message at least 10
 * and at most 1000 characters (docs/forms.md, "Feedback to the CEO"). The message is counted
 * without the spaces around it, as it is sent: spaces alone are no message.
 */
export const ceoFeedbackSchema = object({
  topic: choiceSchema(
    TOPICS.map((topic) => topic.value),
    CEO_FEEDBACK_REQUIRED.topic,
  ),
  message: string()
    .required(yupMessage(CEO_FEEDBACK_REQUIRED.message))
    .test('not-blank', yupMessage(CEO_FEEDBACK_REQUIRED.message), (value) => Boolean(value?.trim()))
    .test(
      'min',
      yupMessage(MESSAGE_TOO_SHORT),
      (value) => (value ?? '').trim().length >= MESSAGE_MIN,
    )
    .test(
      'max',
      yupMessage(MESSAGE_TOO_LONG),
      (value) => (value ?? '').trim().length <= MESSAGE_MAX,
    ),
  marketingConsent: choiceSchema(
    CONSENT_CHOICES.map((choice) => choice.value),
    CEO_FEEDBACK_REQUIRED.marketingConsent,
  ),
});

/**
 * The application the person is on: like the chat's rule (docs/webchat.md#the-widget), the first path
 * segment shaped like a UUID, in lower case; none off an application (the dashboard, sign-in).
 */
export function applicationUuidOf(pathname: string): string | undefined {
  const segment = pathname.split('/').find((part) => isUuid(part));
  return segment?.toLowerCase();
}

/** The entity sent for valid form values, from the page at `pathname`. */
export function feedbackOf(values: CeoFeedbackValues, pathname: string): CeoFeedbackBody {
  const applicationUuid = applicationUuidOf(pathname);
  return {
    ...(applicationUuid ? { applicationUuid } : {}),
    message: values.message.trim(),
    topic: values.topic as Topic,
    marketingConsent: values.marketingConsent === 'yes',
    pathname,
    productType: 'HELOC',
  };
}
