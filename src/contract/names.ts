/**
 * A person's name (and an employer's, a line of an address): its length and words, stated once
 * for the app's forms and the lender's request schemas
 * (docs/architecture.md#each-fields-rule-and-message), as messages.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { tooLongMessage } from './fieldMessages';

/** The longest name (a person's, an employer's, a line of an address) the lender keeps. */
export const NAME_MAX_LENGTH = 128;

/** The labels of a person's names, as the forms show them and the lender's messages name them. */
export const NAME_LABELS = {
  'First name': msg`First name`,
  'Middle name': msg`Middle name`,
  'Last name': msg`Last name`,
} as const;

type NameWords = keyof typeof NAME_LABELS;

/** What each name asks when it is missing: a whole sentence per name, as each language says it. */
const REQUIRED: Record<NameWords, MessageDescriptor> = {
  'First name': msg`Enter your first name`,
  'Middle name': msg`Enter your middle name`,
  'Last name': msg`Enter your last name`,
};

/** Which of a person's names a label (its English words, or its message) is. */
const nameOf = (label: MessageDescriptor | string): NameWords | undefined =>
  (Object.keys(NAME_LABELS) as NameWords[]).find((words) =>
    typeof label === 'string' ? words === label : NAME_LABELS[words].id === label.id,
  );

/** A person's name, from its label ("First name"): "Enter your first name". */
export const NAME_MESSAGES = {
  required: (label: MessageDescriptor | string): MessageDescriptor => {
    const name = nameOf(label);
    return name ? REQUIRED[name] : msg`Enter your name`;
  },
  /** The label as given: a message, or the English words of a person's name (its message). */
  tooLong: (
    label: MessageDescriptor | string,
    max: number = NAME_MAX_LENGTH,
  ): MessageDescriptor => {
    const name = typeof label === 'string' ? nameOf(label) : undefined;
    return tooLongMessage(name ? NAME_LABELS[name] : label, max);
  },
} as const;
