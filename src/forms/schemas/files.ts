import { mixed } from 'yup';
import { UPLOAD_MAX_BYTES } from '../../contract/uploads';
import { FILE_MESSAGES, filesProblem, UPLOAD_ACCEPT } from '../files';
import { messageText, type SchemaMessage } from './messages';

export { FILE_MESSAGES };

export interface FilesSchemaOptions {
  /** How many files are needed (default 1). */
  min?: number;
  /** The kinds the FileField takes (default: the lender's, PDF, JPG or PNG). */
  accept?: readonly string[];
  /** The largest file the FileField takes (default: the lender's 10 MB). */
  maxBytes?: number;
  messages?: Partial<{ required: SchemaMessage; tooFew: SchemaMessage }>;
}

/**
 * A FileField's value (every file chosen, refused ones too): none refused, then at least `min`.
 * A refused file is the first thing said, with its reason, so the form sends nothing until the
 * borrower removes or replaces it (docs/forms.md, "Uploads").
 */
export const filesSchema = ({
  min = 1,
  accept = UPLOAD_ACCEPT,
  maxBytes = UPLOAD_MAX_BYTES,
  messages = {},
}: FilesSchemaOptions = {}) =>
  mixed<File[]>().test('files', (value, context) => {
    const files = Array.isArray(value) ? value : [];
    const refused = filesProblem(files, accept, maxBytes);
    // As a function: yup would read a "${...}" in a file's name as a placeholder.
    if (refused) return context.createError({ message: () => refused });
    if (min > 0 && files.length === 0) {
      const required = messageText(messages.required ?? FILE_MESSAGES.required);
      return context.createError({ message: () => required });
    }
    if (files.length > 0 && files.length < min) {
      const tooFew = messages.tooFew ? messageText(messages.tooFew) : FILE_MESSAGES.tooFew(min);
      return context.createError({ message: () => tooFew });
    }
    return true;
  });
