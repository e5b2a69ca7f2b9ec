/**
 * The product type (docs/requests.md#constants-and-limits): crypto HELOC when the application
 * isCrypto, or for a visitor without a session whose utm_source is cloc. Pure, so the telemetry body, the chat skill
 * (CLOC_HELOC) and the tests share one answer.
 *
 * Readings chosen where the product is silent:
 * - A signed-in borrower's product is their application's: utm_source is read only for a visitor
 *   without a session (a signed-in borrower following a crypto ad link keeps a plain HELOC).
 * - utm_source is compared without regard to case and surrounding spaces ("CLOC", " cloc " are
 *   the same campaign tag; campaign tools differ in the case they write). Any one of several
 *   utm_source values being cloc is enough.
 */
export type ProductType = 'HELOC' | 'CRYPTO_HELOC';

export const CRYPTO_UTM_SOURCE = 'cloc';

export interface ProductTypeFacts {
  /** The application in view, if any (only its isCrypto flag is read). */
  application?: { isCrypto?: boolean | null } | null;
  /** True when the person has a session (a stored login token). */
  signedIn: boolean;
  /** The page's query string, with or without its "?". */
  search?: string;
}

export function hasCryptoUtmSource(search = ''): boolean {
  return new URLSearchParams(search)
    .getAll('utm_source')
    .some((value) => value.trim().toLowerCase() === CRYPTO_UTM_SOURCE);
}

export function productTypeOf({ application, signedIn, search }: ProductTypeFacts): ProductType {
  if (application?.isCrypto === true) return 'CRYPTO_HELOC';
  if (!signedIn && hasCryptoUtmSource(search)) return 'CRYPTO_HELOC';
  return 'HELOC';
}
