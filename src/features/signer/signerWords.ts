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
export function invitationText(application: HelocApplication | null): string {
  const borrower = borrowerNameOf(application) ?? 'The borrower';
  const home = homeOf(application);
  return home
    ? `${borrower} has added you as an additional signer on their home equity line of credit for ${home}.`
    : `${borrower} has added you as an additional signer on their home equity line of credit.`;
}
