import { HELOC_UUID_STORAGE_KEY, JWT_STORAGE_KEY } from './constants';

/**
 * The stored session: the login token in local storage under `jwt`. It never enters the Redux
 * store, actions or logs; only whether one exists does.
 */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy modes); the app then behaves as signed out.
    return null;
  }
}

export function readToken(): string | null {
  const value = storage()?.getItem(JWT_STORAGE_KEY);
  return value ? value : null;
}

export function hasSession(): boolean {
  return readToken() !== null;
}

export function saveToken(token: string): void {
  storage()?.setItem(JWT_STORAGE_KEY, token);
}

/** Clears the stored session (spec 1 section 8: 401, or 403 unauthenticated / invalid signature). */
export function clearStoredSession(): void {
  storage()?.removeItem(JWT_STORAGE_KEY);
}

/** "Bearer abc" or "abc" -> "abc"; anything else -> null. */
export function tokenFromAuthorizationHeader(header: string | null): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export function rememberApplicationUuid(uuid: string): void {
  storage()?.setItem(HELOC_UUID_STORAGE_KEY, uuid);
}

export function readRememberedApplicationUuid(): string | null {
  return storage()?.getItem(HELOC_UUID_STORAGE_KEY) ?? null;
}
