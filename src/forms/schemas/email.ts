import { string } from 'yup';
import { EMAIL_PATTERN } from '../../contract/emailAddress';
import './messages';

export const EMAIL_MESSAGES = {
  required: 'Enter your email address',
  invalid: 'Enter an email address in the correct format, like name@example.com',
  tooLong: 'Email address must be 254 characters or fewer',
} as const;

export type EmailMessages = { [Key in keyof typeof EMAIL_MESSAGES]: string };

/** RFC 5321's limit on an address. */
export const EMAIL_MAX_LENGTH = 254;
export { EMAIL_PATTERN };

/** An e-mail address; surrounding spaces are ignored (send `value.trim()`). */
export const emailSchema = (messages: EmailMessages = EMAIL_MESSAGES) =>
  string()
    .trim()
    .required(messages.required)
    .test('format', messages.invalid, (value) => !value || EMAIL_PATTERN.test(value))
    .test(
      'length',
      messages.tooLong,
      (value) => !value || !EMAIL_PATTERN.test(value) || value.length <= EMAIL_MAX_LENGTH,
    );
