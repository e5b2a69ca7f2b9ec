import {
  HELOC_UUID_STORAGE_KEY,
  JWT_STORAGE_KEY,
  readStored,
  removeStored,
  storedItem,
  writeStored,
} from '../lib/browserStorage';

/**
 * The stored session: the login token in local storage under `jwt`. It never enters the Redux
 * store, actions or logs; only whether one exists does.
 */
const TOKEN = storedItem(JWT_STORAGE_KEY);
const APPLICATION = storedItem(HELOC_UUID_STORAGE_KEY);

export function readToken(): string | null {
  return readStored(TOKEN) || null;
}

export function hasSession(): boolean {
  return readToken() !== null;
}

export function saveToken(token: string): void {
  writeStored(TOKEN, token);
}

/**
 * The lender ended the session (docs/requests.md#what-ends-a-session: 401, or 403
 * unauthenticated / invalid signature): the token only. Logout and Switch Accounts clear more (browserStorage's
 * clearOnLogout).
 */
export function clearStoredSession(): void {
  removeStored(TOKEN);
}

/**
 * Whether `sent`, the token stored when a call left, is still the stored one. An answer speaks for
 * the session its call was made in: the fresh token it brings, or its end of the session, applies
 * only while that session's token is still stored (docs/requests.md#the-session-token). Another
 * tab may have signed someone else in since the call left.
 */
export function isStillStored(sent: string | null): boolean {
  return readToken() === sent;
}

/**
 * The fresh token a 200 answer brings in its `Authorization` header, stored in place of the one
 * its call was made with (`sent`) while that one is still stored (isStillStored); whether it was,
 * for the caller to say the session was refreshed (docs/requests.md#the-session-token).
 */
export function keepFreshToken(sent: string | null, authorization: string | null): boolean {
  const fresh = tokenFromAuthorizationHeader(authorization);
  if (!fresh || fresh === sent || !isStillStored(sent)) return false;
  saveToken(fresh);
  return true;
}

/** "Bearer abc" -> "abc"; anything else (a bare token included) -> null. */
export function tokenFromAuthorizationHeader(header: string | null): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Keeps the application last opened (heloc_uuid) for pages reached from outside the app. */
export function rememberApplicationUuid(uuid: string): void {
  writeStored(APPLICATION, uuid);
}

/** The application last opened (heloc_uuid), or null when none is kept. */
export function readApplicationUuid(): string | null {
  return readStored(APPLICATION) || null;
}
