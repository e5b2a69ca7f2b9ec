import type { PostalAddress } from '../profile';

/**
 * "2140 Capitol Ave, Apt 2, Sacramento, CA 95816". A module of its own: screens format addresses
 * with it, without the panel's selectors (which load with the panels, ./LazyPanels).
 */
export function formatAddress(address: PostalAddress | null | undefined): string | null {
  if (!address) return null;
  const stateZip = [address.state, address.zip].filter(Boolean).join(' ');
  const parts = [address.street1, address.street2, address.city, stateZip]
    .map((part) => part?.trim())
    .filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}
