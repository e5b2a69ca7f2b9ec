import { PRIVACY_CHOICES_STORAGE_KEY, readStored, storedItem, writeStored } from './browserStorage';

/**
 * The choices of "Your privacy options" (docs/requests.md#browser-storage: a consent settings
 * dialog). The product names no categories; reading chosen: the usual two a borrower may refuse (strictly necessary
 * storage, the sign-in token and the like, cannot be refused and is only described):
 * - analytics: measuring how the site is used (telemetry events);
 * - advertising: sharing personal information for targeted advertising ("sale or sharing"
 *   under US state privacy laws).
 * Both are allowed until the borrower says otherwise, except that a browser sending the Global
 * Privacy Control signal starts with advertising refused.
 */
export interface PrivacyChoices {
  analytics: boolean;
  advertising: boolean;
}

const item = () => storedItem(PRIVACY_CHOICES_STORAGE_KEY);

export function defaultPrivacyChoices(globalPrivacyControl = false): PrivacyChoices {
  return { analytics: true, advertising: !globalPrivacyControl };
}

const browserSendsGpc = () =>
  typeof navigator !== 'undefined' &&
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/** The stored choices; anything missing or malformed takes the default. */
export function parsePrivacyChoices(raw: string | null, gpc = false): PrivacyChoices {
  const fallback = defaultPrivacyChoices(gpc);
  if (!raw) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return fallback;
    const v = value as Record<string, unknown>;
    return {
      analytics: typeof v.analytics === 'boolean' ? v.analytics : fallback.analytics,
      advertising: typeof v.advertising === 'boolean' ? v.advertising : fallback.advertising,
    };
  } catch {
    return fallback;
  }
}

export function readPrivacyChoices(): PrivacyChoices {
  return parsePrivacyChoices(readStored(item()), browserSendsGpc());
}

export function savePrivacyChoices(choices: PrivacyChoices): void {
  writeStored(
    item(),
    JSON.stringify({ analytics: choices.analytics, advertising: choices.advertising }),
  );
}
