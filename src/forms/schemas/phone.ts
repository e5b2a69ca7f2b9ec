import { string } from 'yup';
import { phoneDigits } from '../../contract/phone';
import './messages';

export const PHONE_MESSAGES = {
  required: 'Enter your phone number',
  invalid: 'Enter a 10-digit phone number, like (555) 010-0123',
} as const;

export type PhoneMessages = { [Key in keyof typeof PHONE_MESSAGES]: string };

/**
 * A US phone number as docs/forms.md#field-rules reads it (+1, 11 digits starting with 1, 10 digits
 * plain or dashed). Send `phoneDigits(value)` (10 digits). Pass messages for someone else's
 * number ("Enter the employer's phone number").
 */
export const phoneSchema = (messages: PhoneMessages = PHONE_MESSAGES) =>
  string()
    .required(messages.required)
    .test('phone', messages.invalid, (value) => !value?.trim() || phoneDigits(value) !== null);
