import { string } from 'yup';
import { PHONE_MESSAGES } from '../../contract/contactDetails';
import { phoneDigits } from '../../contract/phone';
import { type SchemaMessage, yupMessage } from './messages';

/** The contract's words, the lender's own (docs/architecture.md#each-fields-rule-and-message). */
export { PHONE_MESSAGES };

/** What a phone number reads: the contract's messages, or a screen's own words. */
export type PhoneMessages = Record<keyof typeof PHONE_MESSAGES, SchemaMessage>;

/**
 * A US phone number as docs/forms.md#field-rules reads it (+1, 11 digits starting with 1, 10 digits
 * plain or dashed). Send `phoneDigits(value)` (10 digits). Pass messages for someone else's
 * number ("Enter the employer's phone number").
 */
export const phoneSchema = (messages: PhoneMessages = PHONE_MESSAGES) =>
  string()
    // Spaces alone are no number, as the lender reads them.
    .trim()
    .required(yupMessage(messages.required))
    .test(
      'phone',
      yupMessage(messages.invalid),
      (value) => !value?.trim() || phoneDigits(value) !== null,
    );
