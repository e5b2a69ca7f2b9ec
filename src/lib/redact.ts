/**
 * Redaction for everything that leaves the running app's memory: Redux DevTools, exported action
 * logs, logs and error reports. SSNs, dates of birth, tokens, passwords, nonces, account and
 * routing numbers never appear in them.
 */
export const REDACTED = '[redacted]';

const SENSITIVE_KEY =
  /^(ssn|socialSecurityNumber|taxId|dob|dateOfBirth|birthDate|birthdate|password|newPassword|currentPassword|jwt|token|accessToken|refreshToken|idToken|userToken|providerUserToken|authorization|nonce|accountNumber|routingNumber|cardNumber|pin)$/i;

/** Key names that end in a sensitive word, e.g. disburseAccountNumber or chatToken. */
const SENSITIVE_SUFFIX = /(Ssn|Token|AccountNumber|RoutingNumber|Password|Nonce|Dob)$/;

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key) || SENSITIVE_SUFFIX.test(key);
}

/** Text shaped like an SSN, a nine-digit routing number or a JWT is hidden under any key. */
const SSN_SHAPE = /\b(?:\d{3}-\d{2}-\d{4}|\d{9})\b/g;
const JWT_SHAPE = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;

function redactText(text: string): string {
  return text.replace(JWT_SHAPE, REDACTED).replace(SSN_SHAPE, REDACTED);
}

/** A deep copy with sensitive values replaced; booleans such as hasSsn are kept. */
export function redact<T>(value: T, seen = new WeakMap<object, unknown>()): T {
  if (typeof value === 'string') return redactText(value) as T;
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return seen.get(value) as T;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    value.forEach((item) => copy.push(redact(item, seen)));
    return copy as T;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    // Not plain data (an Error, a Response): keep only what can be shown safely.
    if (value instanceof Error)
      return { name: value.name, message: redactText(value.message) } as T;
    return `[${(proto?.constructor?.name as string) ?? 'object'}]` as T;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    copy[key] =
      isSensitiveKey(key) && entry !== null && typeof entry !== 'boolean' && entry !== undefined
        ? REDACTED
        : redact(entry, seen);
  }
  return copy as T;
}
