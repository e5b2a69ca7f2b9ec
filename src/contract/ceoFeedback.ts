/**
 * Feedback to the CEO (docs/forms.md#feedback-to-the-ceo): the message's length, which the form kit and
 * the sandbox lender both check.
 */
export const CEO_FEEDBACK_MESSAGE_LENGTH = { min: 10, max: 1000 } as const;
