import { string } from 'yup';
import './messages';

/** The longest name the lender keeps. */
export const NAME_MAX_LENGTH = 128;

const lowerFirst = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** Messages for a name field, from its label ("First name"). */
export const NAME_MESSAGES = {
  required: (label: string) => `Enter your ${lowerFirst(label)}`,
  tooLong: (label: string) => `${label} must be ${NAME_MAX_LENGTH} characters or fewer`,
} as const;

export interface NameSchemaOptions {
  /** Default true; a middle name is optional. */
  required?: boolean;
  /** Other words than NAME_MESSAGES' ("Enter the employer's name"). */
  messages?: Partial<{ required: string; tooLong: string }>;
}

/**
 * A person's (or a company's) name: any characters (names are not checked against an alphabet),
 * surrounding spaces ignored, at most 128 characters. Send `value.trim()`.
 */
export function nameSchema(
  label: string,
  { required = true, messages = {} }: NameSchemaOptions = {},
) {
  const base = string().trim();
  return (required ? base.required(messages.required ?? NAME_MESSAGES.required(label)) : base).max(
    NAME_MAX_LENGTH,
    messages.tooLong ?? NAME_MESSAGES.tooLong(label),
  );
}
