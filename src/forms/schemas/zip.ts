import { string } from 'yup';
import { ZIP_MESSAGES, ZIP_PATTERN } from '../../contract/zip';
import { type SchemaMessage, yupMessage } from './messages';

/** The contract's words, the lender's own (docs/architecture.md#each-fields-rule-and-message). */
export { ZIP_MESSAGES };

/** What a ZIP code reads: the contract's messages, or a screen's own words. */
export type ZipMessages = Record<keyof typeof ZIP_MESSAGES, SchemaMessage>;

/** A US ZIP code (5 digits or ZIP+4), as the contract's rule reads it; send `normaliseZip(value)`. */
export const zipSchema = (messages: ZipMessages = ZIP_MESSAGES) =>
  string()
    .trim()
    .required(yupMessage(messages.required))
    .matches(ZIP_PATTERN, { message: yupMessage(messages.invalid), excludeEmptyString: true });
