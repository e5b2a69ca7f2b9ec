/**
 * Feedback to the CEO (docs/forms.md#feedback-to-the-ceo): the message's length, which the form kit and
 * the sandbox lender both check.
 */
import { msg } from '@lingui/core/macro';
export const CEO_FEEDBACK_MESSAGE_LENGTH = { min: 10, max: 1000 } as const;

/** The feedback's topics: the enumeration name the lender keeps, and the label shown. */
export const CEO_FEEDBACK_TOPIC_LABELS = {
  IMPROVE_OUR_PRODUCT: msg`Improve our product`,
  GIVE_US_A_COMPLIMENT: msg`Give us a compliment`,
} as const;

const { min, max } = CEO_FEEDBACK_MESSAGE_LENGTH;

/** What each question of the feedback reads, whichever side finds the fault. */
export const CEO_FEEDBACK_MESSAGES = {
  topic: msg`Choose what your feedback is about`,
  message: msg`Enter your feedback`,
  marketingConsent: msg`Tell us whether we may contact you`,
  tooShort: msg`Must be at least ${min} characters`,
  tooLong: msg`Must be at most ${max} characters`,
} as const;
