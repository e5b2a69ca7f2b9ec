import type { HelocApplication } from '../application';
import { isAdditionalSigner, type Profile } from '../profile';
import { signerPlace } from './signerPlace';

/**
 * The application a person signs for as its additional signer (the one signerPlace finds), or
 * null when they are not its additional signer: whose conditions the lender answers them, their
 * own only. Their conditions pages and the chat's filing both read it.
 */
export function signedApplication(
  person: Profile,
  applications: readonly HelocApplication[],
): string | null {
  const place = signerPlace(applications, person.uuid);
  const application = applications.find((c) => c.uuid === place.applicationUuid) ?? null;
  return isAdditionalSigner(person, application) ? place.applicationUuid : null;
}
