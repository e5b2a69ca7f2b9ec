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

/** Who the signed-in person is to the application they opened. */
export type ApplicationRole = 'borrower' | 'signer' | 'referrer';

/**
 * docs/routing.md#a-referred-application: who the person is to the application open: an
 * additional signer (as isAdditionalSigner says); the broker or loan originator who referred it
 * (a broker's profile, an application with a referrer, and an application that is not the
 * broker's own: its e-mail address is not theirs, case ignored); else its borrower. Without a profile or an
 * application, the borrower: the person sees their own pages as before.
 */
export function applicationRoleOf(
  profile: Profile | null,
  application: HelocApplication | null,
): ApplicationRole {
  if (!profile || !application) return 'borrower';
  if (isAdditionalSigner(profile, application)) return 'signer';
  const referred = Boolean(application.referrer?.referrerUuid);
  const own =
    Boolean(profile.email) && application.email?.toLowerCase() === profile.email?.toLowerCase();
  return isBroker(profile) && referred && !own ? 'referrer' : 'borrower';
}
