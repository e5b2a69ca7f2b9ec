/**
 * Feedback to the CEO (docs/forms.md#feedback-to-the-ceo): the message's length, which the form kit and
 * the sandbox lender both check.
 */
export const CEO_FEEDBACK_MESSAGE_LENGTH = { min: 10, max: 1000 } as const;

/** The feedback's topics: the enumeration name the lender keeps, and the label shown. */
export const CEO_FEEDBACK_TOPIC_LABELS = {
  IMPROVE_OUR_PRODUCT: 'Improve our product',
  GIVE_US_A_COMPLIMENT: 'Give us a compliment',
} as const;

/** What each question of the feedback reads, whichever side finds the fault. */
export const CEO_FEEDBACK_MESSAGES = {
  topic: 'Choose what your feedback is about',
  message: 'Enter your feedback',
  marketingConsent: 'Tell us whether we may contact you',
  tooShort: `Must be at least ${CEO_FEEDBACK_MESSAGE_LENGTH.min} characters`,
  tooLong: `Must be at most ${CEO_FEEDBACK_MESSAGE_LENGTH.max} characters`,
} as const;
