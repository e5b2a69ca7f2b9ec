import { string } from 'yup';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES } from '../../contract/contactDetails';
import { EMAIL_PATTERN } from '../../contract/emailAddress';
import { type SchemaMessage, yupMessage } from './messages';

/** The contract's rule and words, the lender's own (docs/architecture.md#each-fields-rule-and-message). */
export { EMAIL_MAX_LENGTH, EMAIL_MESSAGES, EMAIL_PATTERN };

/** What an e-mail address reads: the contract's messages, or a screen's own words. */
export type EmailMessages = Record<keyof typeof EMAIL_MESSAGES, SchemaMessage>;

/** An e-mail address; surrounding spaces are ignored (send `value.trim()`). */
export const emailSchema = (messages: EmailMessages = EMAIL_MESSAGES) =>
  string()
    .trim()
    .required(yupMessage(messages.required))
    .test('format', yupMessage(messages.invalid), (value) => !value || EMAIL_PATTERN.test(value))
    .test(
      'length',
      yupMessage(messages.tooLong),
      (value) => !value || !EMAIL_PATTERN.test(value) || value.length <= EMAIL_MAX_LENGTH,
    );
