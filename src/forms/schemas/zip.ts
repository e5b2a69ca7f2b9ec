import { string } from 'yup';
import { ZIP_PATTERN } from '../../contract/zip';
import './messages';

export const ZIP_MESSAGES = {
  required: 'Enter your ZIP code',
  invalid: 'Enter a 5-digit ZIP code, like 94103, or a ZIP+4, like 94103-1234',
} as const;

export type ZipMessages = { [Key in keyof typeof ZIP_MESSAGES]: string };

/** A US ZIP code (5 digits or ZIP+4), as the contract's rule reads it; send `normaliseZip(value)`. */
export const zipSchema = (messages: ZipMessages = ZIP_MESSAGES) =>
  string()
    .trim()
    .required(messages.required)
    .matches(ZIP_PATTERN, { message: messages.invalid, excludeEmptyString: true });
