import { string } from 'yup';
import { ZIP_MESSAGES, ZIP_PATTERN, type ZipMessages } from '../../contract/zip';
import './messages';

/** The contract's words, the lender's own (docs/architecture.md#each-fields-rule-and-message). */
export { ZIP_MESSAGES, type ZipMessages };

/** A US ZIP code (5 digits or ZIP+4), as the contract's rule reads it; send `normaliseZip(value)`. */
export const zipSchema = (messages: ZipMessages = ZIP_MESSAGES) =>
  string()
    .trim()
    .required(messages.required)
    .matches(ZIP_PATTERN, { message: messages.invalid, excludeEmptyString: true });
