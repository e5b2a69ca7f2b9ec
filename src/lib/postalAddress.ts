import type { UsStateCode } from '../contract/usStates';

/** The parts of a postal address that are shown (the profile's and the application's). */
export interface AddressLines {
  street1?: string | null;
  street2?: string | null;
  city?: string | null;
  state?: UsStateCode | '' | null;
  zip?: string | null;
}

/** "2140 Capitol Ave, Apt 2, Sacramento, CA 95816"; null when there is nothing to show. */
export function formatAddress(address: AddressLines | null | undefined): string | null {
  if (!address) return null;
  const stateZip = [address.state, address.zip].filter(Boolean).join(' ');
  const parts = [address.street1, address.street2, address.city, stateZip]
    .map((part) => part?.trim())
    .filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}
