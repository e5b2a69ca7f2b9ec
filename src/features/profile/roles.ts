import type { HelocApplication } from '../application';
import type { Profile } from './types';

/**
 * docs/routing.md#roles-and-who-may-open-what: an additional signer has profile type CO_DEEDER, or
 * is listed in the application's helocSigners when its additionalSignerVersion is v1.
 */
export function isAdditionalSigner(
  profile: Profile | null,
  application: HelocApplication | null,
): boolean {
  if (!profile) return false;
  if (profile.type === 'CO_DEEDER') return true;
  return (
    application?.additionalSignerVersion === 'v1' &&
    Boolean(application.helocSigners?.some((s) => s.identityUuid === profile.uuid))
  );
}

export function isBroker(profile: Profile | null): boolean {
  return profile?.type === 'BROKER' || profile?.isBroker === true;
}
