import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { borrowerNameOf, type HelocApplication } from '../application';
import { formatAddress } from '../progress';

/** The home the line of credit is on, as one line, or null. */
export const homeOf = (application: HelocApplication | null): string | null =>
  formatAddress(application?.property?.address ?? null);

/**
 * Who asked the signer to sign, and for what: "Alex Rivera has added you as an additional
 * signer on their home equity line of credit for 12 Elm Street, Austin, TX 78701.", as far as
 * it is known.
 */
export function invitationText(application: HelocApplication | null): MessageDescriptor {
  const borrower = borrowerNameOf(application);
  const home = homeOf(application);
  if (borrower) {
    return home
      ? msg`${borrower} has added you as an additional signer on their home equity line of credit for ${home}.`
      : msg`${borrower} has added you as an additional signer on their home equity line of credit.`;
  }
  return home
    ? msg`The borrower has added you as an additional signer on their home equity line of credit for ${home}.`
    : msg`The borrower has added you as an additional signer on their home equity line of credit.`;
}
