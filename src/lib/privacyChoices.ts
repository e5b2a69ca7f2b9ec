import { PRIVACY_CHOICES_STORAGE_KEY, readStored, storedItem, writeStored } from './browserStorage';

/**
 * The choices of "Your privacy options" (docs/supporting-areas.md#privacy-options; stored as
 * docs/requests.md#browser-storage says). The product names no categories; reading chosen: the
 * usual two a borrower may refuse (strictly necessary storage, the sign-in token and the like,
 * cannot be refused and is only described):
 * - analytics: the lender measuring how its own site is used (telemetry events), allowed until
 *   the borrower says otherwise;
 * - advertising: sharing personal information for targeted advertising ("sale or sharing" under
 *   US state privacy laws), refused until the borrower allows it, and refused whatever was stored
 *   while the browser sends the Global Privacy Control signal.
 */
export interface PrivacyChoices {
  analytics: boolean;
  advertising: boolean;
}

/** A browser with nothing stored. */
export const DEFAULT_PRIVACY_CHOICES: Readonly<PrivacyChoices> = {
  analytics: true,
  advertising: false,
};

const item = () => storedItem(PRIVACY_CHOICES_STORAGE_KEY);

/** Whether the browser sends the Global Privacy Control signal (`navigator.globalPrivacyControl`). */
export const browserSendsGpc = (): boolean =>
  typeof navigator !== 'undefined' &&
  (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true;

/** The stored choices; anything missing or malformed takes the default. */
export function parsePrivacyChoices(raw: string | null): PrivacyChoices {
  const fallback = DEFAULT_PRIVACY_CHOICES;
  if (!raw) return { ...fallback };
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return { ...fallback };
    const v = value as Record<string, unknown>;
    return {
      analytics: typeof v.analytics === 'boolean' ? v.analytics : fallback.analytics,
      advertising: typeof v.advertising === 'boolean' ? v.advertising : fallback.advertising,
    };
  } catch {
    return { ...fallback };
  }
}

/**
 * The choices in effect: the stored ones, except that the Global Privacy Control signal is a
 * request to opt out of sharing for advertising, which a stored "allow" does not override.
 */
export const effectivePrivacyChoices = (stored: PrivacyChoices, gpc: boolean): PrivacyChoices =>
  gpc ? { ...stored, advertising: false } : stored;

/** The choices in effect in this browser, which everything that would use the data follows. */
export function readPrivacyChoices(): PrivacyChoices {
  return effectivePrivacyChoices(parsePrivacyChoices(readStored(item())), browserSendsGpc());
}

export function savePrivacyChoices(choices: PrivacyChoices): void {
  writeStored(
    item(),
    JSON.stringify({ analytics: choices.analytics, advertising: choices.advertising }),
  );
}
