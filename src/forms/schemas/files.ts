import { mixed } from 'yup';
import { FILE_MESSAGES } from '../files';
import './messages';

export { FILE_MESSAGES };

export interface FilesSchemaOptions {
  /** How many files are needed (default 1). */
  min?: number;
  messages?: Partial<{ required: string; tooFew: string }>;
}

/**
 * A FileField's value (the files chosen that passed the type and size checks): at least `min`
 * of them. Type and size are checked by the field as files are chosen.
 */
export const filesSchema = ({ min = 1, messages = {} }: FilesSchemaOptions = {}) =>
  mixed<File[]>()
    .test('required', messages.required ?? FILE_MESSAGES.required, (value) =>
      min === 0 ? true : Array.isArray(value) && value.length > 0,
    )
    .test(
      'count',
      messages.tooFew ?? FILE_MESSAGES.tooFew(min),
      (value) => !Array.isArray(value) || value.length === 0 || value.length >= min,
    );
