/**
 * What telemetry may carry of a page address (its query values scrubbed of personal data). On top
 * of redact() (SSN, JWT and routing-number shapes, sensitive key names), a value goes when its
 * key names a person (name, e-mail, phone, birth date) or when it is shaped like an e-mail
 * address, a phone number or a date (a date in an address is most likely a date of birth).
 */
import { REDACTED, redact } from '../../lib/redact';

const PERSONAL_KEY =
  /(^|[_-])(name|first_?name|last_?name|middle_?name|full_?name|email|e-mail|phone|mobile|dob|birth|ssn|account|routing|address|street|zip)s?$|(Name|Email|Phone|Birth|Account|Routing|Address)$/i;
const EMAIL_SHAPE = /[^\s@/?#&=]+@[^\s@/?#&=]+\.[A-Za-z]{2,}/g;
const DATE_SHAPE = /\b(?:\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4})\b/g;
const PHONE_SHAPE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;
const LONG_NUMBER = /\b\d{7,}\b/g;

/** A value with anything shaped like personal data hidden. */
export function scrubbedText(value: string): string {
  return redact(value)
    .replace(EMAIL_SHAPE, REDACTED)
    .replace(DATE_SHAPE, REDACTED)
    .replace(PHONE_SHAPE, REDACTED)
    .replace(LONG_NUMBER, REDACTED);
}

export function isPersonalKey(key: string): boolean {
  return PERSONAL_KEY.test(key);
}

/** The query string as an object, every value scrubbed; personal keys kept with no value. */
export function scrubbedQueryParams(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    out[key] =
      isPersonalKey(key) || redact({ [key]: value })[key] === REDACTED
        ? REDACTED
        : scrubbedText(value);
  }
  return out;
}

/** An address (the referrer) without its fragment, its query values scrubbed. */
export function scrubbedUrl(href: string): string {
  if (!href) return '';
  try {
    const url = new URL(href);
    const params = scrubbedQueryParams(url.search);
    const search = new URLSearchParams(params).toString();
    return `${url.origin}${scrubbedText(url.pathname)}${search ? `?${search}` : ''}`;
  } catch {
    return '';
  }
}

/** Event properties, deep: sensitive and personal keys hidden, every text scrubbed. */
export function scrubbedProperties(value: unknown): unknown {
  if (typeof value === 'string') return scrubbedText(value);
  if (Array.isArray(value)) return value.map(scrubbedProperties);
  if (value === null || typeof value !== 'object') return value;
  const safe = redact(value as Record<string, unknown>);
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(safe)) {
    out[key] =
      isPersonalKey(key) && typeof entry !== 'boolean' && entry != null
        ? REDACTED
        : scrubbedProperties(entry);
  }
  return out;
}
