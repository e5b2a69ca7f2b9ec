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

/** An e-mail address's local part (the domain is kept). */
const EMAIL_LOCAL = /\S+@/g;
/** Key names holding phone numbers (phone, phoneNumber, phoneNumbers, phoneFormatted...). */
const PHONE_KEY = /phone/i;
/**
 * Key names holding a person's name, employer or home address, and free text that may hold them
 * (a document's or a chat message's body, what the borrower wrote in HMDA's text boxes): masked
 * for support, who recognise the case by its application id and state instead.
 */
const PERSONAL_KEY =
  /^(first|middle|last|full|signature|applicant|employer)Name$|^(street[12]?|streetAddress|zip(Code)?|body)$|^(ethnicityOther|raceTribe|raceOtherAsian|raceOtherPacificIslander)$/;
/** Every digit but the last two: "(949) 555-0176" → "(***) ***-**76". */
const HIDDEN_DIGIT = /\d(?=(?:\D*\d){2})/g;

/**
 * A deep copy with sensitive values replaced; booleans such as hasSsn are kept. With `contacts`,
 * contact details are masked too (redactForSupport).
 */
export function redact<T>(
  value: T,
  contacts = false,
  phone = false,
  seen = new WeakMap<object, unknown>(),
): T {
  if (typeof value === 'string') {
    let text = redactText(value);
    if (contacts) text = text.replace(EMAIL_LOCAL, '***@');
    // Only a contacts redaction marks a phone.
    return (phone ? text.replace(HIDDEN_DIGIT, '*') : text) as T;
  }
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return seen.get(value) as T;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    value.forEach((item) => copy.push(redact(item, contacts, phone, seen)));
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
        : contacts && PERSONAL_KEY.test(key) && typeof entry === 'string'
          ? '***'
          : redact(entry, contacts, phone || (contacts && PHONE_KEY.test(key)), seen);
  }
  return copy as T;
}

/**
 * What goes to support (logs, Redux DevTools, exported action logs): redacted, and contact
 * details masked so a log can be attached to a ticket: e-mail addresses keep only their domain,
 * phone numbers (under a phone key) their last 2 digits, names and home addresses nothing.
 */
export const redactForSupport = <T>(value: T): T => redact(value, true);
