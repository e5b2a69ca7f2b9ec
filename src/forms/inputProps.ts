import type { ChangeEvent, InputHTMLAttributes } from 'react';

/** What a kit input passes through to its `<input>` (autoComplete, inputMode, placeholder...). */
export type PassThroughInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  | 'name'
  | 'id'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'children'
  | 'className'
  | 'type'
>;

/**
 * The text to keep for an input that formats as the person types (a date, an SSN): the masked
 * text while the caret is at the end, as typed otherwise, so the caret does not jump while they
 * edit the middle (the field tidies it on blur).
 */
export function maskedInput(event: ChangeEvent<HTMLInputElement>, mask: (raw: string) => string) {
  const { value, selectionStart } = event.target;
  const atEnd = selectionStart === null || selectionStart >= value.length;
  return atEnd ? mask(value) : value;
}
