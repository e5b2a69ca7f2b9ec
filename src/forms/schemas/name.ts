import { string } from 'yup';
import { NAME_MAX_LENGTH, NAME_MESSAGES } from '../../contract/names';
import { type SchemaMessage, yupMessage } from './messages';

/** The contract's limit and words, the lender's own (docs/architecture.md#each-fields-rule-and-message). */
export { NAME_MAX_LENGTH, NAME_MESSAGES };

export interface NameSchemaOptions {
  /** Default true; a middle name is optional. */
  required?: boolean;
  /** The longest name taken (default NAME_MAX_LENGTH). */
  max?: number;
  /** Other words than NAME_MESSAGES' ("Enter the employer's name"). */
  messages?: Partial<{ required: SchemaMessage; tooLong: SchemaMessage }>;
}

/**
 * A person's (or a company's) name: any characters (names are not checked against an alphabet),
 * surrounding spaces ignored, at most 128 characters. Send `value.trim()`.
 */
export function nameSchema(
  label: SchemaMessage,
  { required = true, max = NAME_MAX_LENGTH, messages = {} }: NameSchemaOptions = {},
) {
  const base = string().trim();
  return (
    required ? base.required(yupMessage(messages.required ?? NAME_MESSAGES.required(label))) : base
  ).max(max, yupMessage(messages.tooLong ?? NAME_MESSAGES.tooLong(label, max)));
}
