/**
 * The employer the lender calls to verify the borrower's work (income/employer-verification,
 * `PUT .../employment`): its words, whichever side finds the fault
 * (docs/architecture.md#each-fields-rule-and-message), as messages.
 */
import { msg } from '@lingui/core/macro';
import { tooLongMessage } from './fieldMessages';
import { NAME_MAX_LENGTH } from './names';

export const EMPLOYER_NAME_LABEL = msg`Employer name`;

export const EMPLOYER_MESSAGES = {
  nameRequired: msg`Enter your employer's name`,
  nameTooLong: tooLongMessage(EMPLOYER_NAME_LABEL, NAME_MAX_LENGTH),
  phoneRequired: msg`Enter your employer's phone number`,
  phoneInvalid: msg`Enter your employer's 10-digit phone number, like (555) 010-0123`,
} as const;
