/**
 * Redaction of what leaves the running app's memory (docs/support.md#what-support-files-hold).
 * `redact` removes secrets: SSNs, dates of birth, tokens, passwords, nonces, account and routing
 * numbers, by their key and by their shape; the sandbox's request log and telemetry's first pass
 * use it. What support gets goes further, through an allow-list (./supportRedaction.ts).
 */
export const REDACTED = '[redacted]';

const SENSITIVE_KEY =
  /^(ssn|socialSecurityNumber|taxId|dob|dateOfBirth|birthDate|birthdate|password|newPassword|currentPassword|jwt|token|accessToken|refreshToken|idToken|userToken|providerUserToken|authorization|nonce|accountNumber|routingNumber|cardNumber|pin)$/i;

/** Key names that end in a sensitive word, e.g. disburseAccountNumber or chatToken. */
const SENSITIVE_SUFFIX = /(Ssn|Token|AccountNumber|RoutingNumber|Password|Nonce|Dob|BirthDate)$/;

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key) || SENSITIVE_SUFFIX.test(key);
}

/** Text shaped like an SSN, a nine-digit routing number or a JWT is hidden under any key. */
const SSN_SHAPE = /\b(?:\d{3}-\d{2}-\d{4}|\d{9})\b/g;
const JWT_SHAPE = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;

function redactText(text: string): string {
  return text.replace(JWT_SHAPE, REDACTED).replace(SSN_SHAPE, REDACTED);
}

/** What a scalar is found under: its field (the nearest key above it) and its object's own field. */
export interface Place {
  field: string;
  owner: string;
  /** The object the field belongs to. */
  parent?: Record<string, unknown>;
}

/**
 * A deep copy of plain data: each scalar passed to `scalar` with its place, each key to
 * `renameKey`, secrets replaced first. Shared parts are copied once; what is not plain data (an
 * Error, a Response) keeps only what can be shown.
 */
export function copyWith(
  value: unknown,
  scalar: (value: unknown, place: Place) => unknown,
  renameKey: (key: string) => string,
  place: Place = { field: '', owner: '' },
  seen = new WeakMap<object, unknown>(),
): unknown {
  if (typeof value === 'string') return scalar(redactText(value), place);
  if (value === null || typeof value !== 'object') return scalar(value, place);
  if (seen.has(value)) return seen.get(value);
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    value.forEach((item) => copy.push(copyWith(item, scalar, renameKey, place, seen)));
    return copy;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    if (value instanceof Error) {
      const error = { field: 'error', owner: place.field };
      return {
        name: scalar(value.name, { ...error, field: 'name' }),
        message: scalar(redactText(value.message), { ...error, field: 'message' }),
      };
    }
    return `[${(proto?.constructor?.name as string) ?? 'object'}]`;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  const parent = value as Record<string, unknown>;
  for (const [key, entry] of Object.entries(parent)) {
    copy[renameKey(key)] =
      isSensitiveKey(key) && entry !== null && typeof entry !== 'boolean' && entry !== undefined
        ? REDACTED
        : copyWith(entry, scalar, renameKey, { field: key, owner: place.field, parent }, seen);
  }
  return copy;
}

/** A deep copy with secrets replaced; flags such as hasSsn are kept. */
export const redact = <T>(value: T): T =>
  copyWith(
    value,
    (kept) => kept,
    (key) => key,
  ) as T;
