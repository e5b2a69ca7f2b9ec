import { string } from 'yup';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGES,
  type EmailMessages,
} from '../../contract/contactDetails';
import { EMAIL_PATTERN } from '../../contract/emailAddress';
import './messages';

/** The contract's rule and words, the lender's own (docs/architecture.md#each-fields-rule-and-message). */
export { EMAIL_MAX_LENGTH, EMAIL_MESSAGES, EMAIL_PATTERN, type EmailMessages };

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
