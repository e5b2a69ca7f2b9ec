import { EMAIL_PATTERN } from '../../contract/emailAddress';
import { phoneDigits } from '../../contract/phone';

/**
 * The contact the registration may already know: the signed-in
 * profile's e-mail and phone number, or a lead link's `email` and `phone` query values. When both
 * are known, Contact Info is left out of the walk and the registration sends them. Pure and
 * light: the registration layout (part of the first bundle) reads it too, so it uses no schema.
 */
export interface KnownContact {
  email: string;
  /** As given; the call sends its 10 digits. */
  phone: string;
}

export const EMAIL_PARAM = 'email';
export const PHONE_PARAM = 'phone';

/** The contact is known only with a plausible e-mail address and a 10-digit US phone number. */
function knownContact(email: string | null | undefined, phone: string | null | undefined) {
  const trimmedEmail = email?.trim() ?? '';
  const trimmedPhone = phone?.trim() ?? '';
  if (!EMAIL_PATTERN.test(trimmedEmail) || phoneDigits(trimmedPhone) === null) return null;
  return { email: trimmedEmail, phone: trimmedPhone };
}

/** A lead link's contact: `?email=...&phone=...`, both needed. */
export function contactFromQuery(search: string): KnownContact | null {
  const params = new URLSearchParams(search);
  return knownContact(params.get(EMAIL_PARAM), params.get(PHONE_PARAM));
}

/** The signed-in profile's contact: its e-mail and its first usable phone number. */
export function contactFromProfile(
  profile: { email: string | null; phoneNumbers: readonly { number: string }[] } | null,
): KnownContact | null {
  if (!profile) return null;
  const phone = profile.phoneNumbers.find((p) => phoneDigits(p.number) !== null)?.number;
  return knownContact(profile.email, phone);
}

/**
 * The contact to use. Reading chosen: the signed-in person's own profile wins over a lead link's
 * values (the account is theirs).
 */
export function knownContactOf(
  profile: Parameters<typeof contactFromProfile>[0],
  search: string,
): KnownContact | null {
  return contactFromProfile(profile) ?? contactFromQuery(search);
}

/**
 * What the contact-info page starts with when it is shown: what is known of each, even when only
 * one of them is there or one does not pass (a lead link still saves typing); the profile's first.
 */
export function contactPrefill(
  profile: Parameters<typeof contactFromProfile>[0],
  search: string,
): { email: string; phone: string } {
  const known = knownContactOf(profile, search);
  if (known) return known;
  const params = new URLSearchParams(search);
  return {
    email: profile?.email?.trim() || params.get(EMAIL_PARAM)?.trim() || '',
    phone: profile?.phoneNumbers[0]?.number || params.get(PHONE_PARAM)?.trim() || '',
  };
}
