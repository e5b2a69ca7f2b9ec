import { msg } from '@lingui/core/macro';
import { object } from 'yup';
import { EMAIL_MESSAGES, emailSchema } from '../../forms/schemas/email';
import { nameSchema } from '../../forms/schemas/name';
import {
  SIGNER_MESSAGES as LENDER_SIGNER_MESSAGES,
  SIGNER_NAME_MAX_LENGTH,
} from '../../contract/signature';
import { i18n } from '../../lib/i18n';
import type { Translate } from './SignDocumentsForm';

export const FIRST_NAME_LABEL = msg`First name`;
export const LAST_NAME_LABEL = msg`Last name`;
export const EMAIL_LABEL = msg`Email address`;

/**
 * Messages about the additional signer, not the borrower ("Enter your first name" would be): the
 * contract's, the lender's own (docs/architecture.md#each-fields-rule-and-message); `ownEmail`,
 * the app's own (written out with `t`).
 */
export const SIGNER_MESSAGES = {
  ...LENDER_SIGNER_MESSAGES,
  email: { ...EMAIL_MESSAGES, ...LENDER_SIGNER_MESSAGES.email },
  /** The invitation goes to the signer's own inbox: the borrower's address cannot be theirs. */
  ownEmail: msg`Enter the additional signer's own email address, not yours`,
} as const;

export interface SignerValues {
  firstName: string;
  lastName: string;
  email: string;
}

export const EMPTY_SIGNER: SignerValues = { firstName: '', lastName: '', email: '' };

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The signer's name and address; `borrowerEmail` (when known) cannot be theirs. `translate` writes
 * the app's own words out (`t` from useLingui on the page).
 */
export function signerSchema(
  borrowerEmail: string | null,
  translate: Translate = (descriptor) => i18n._(descriptor),
) {
  return object({
    firstName: nameSchema(translate(FIRST_NAME_LABEL), {
      max: SIGNER_NAME_MAX_LENGTH,
      messages: { required: SIGNER_MESSAGES.firstName, tooLong: SIGNER_MESSAGES.firstNameTooLong },
    }),
    lastName: nameSchema(translate(LAST_NAME_LABEL), {
      max: SIGNER_NAME_MAX_LENGTH,
      messages: { required: SIGNER_MESSAGES.lastName, tooLong: SIGNER_MESSAGES.lastNameTooLong },
    }),
    email: emailSchema(SIGNER_MESSAGES.email).test(
      'not-the-borrower',
      translate(SIGNER_MESSAGES.ownEmail),
      (value) => !value || !borrowerEmail || !sameAddress(value, borrowerEmail),
    ),
  });
}

/** What is sent: surrounding spaces dropped. */
export const signerBody = (values: SignerValues): SignerValues => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
});
