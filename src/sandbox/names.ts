/**
 * People's names as the lender writes them, and pools for generated applicants. Addresses are
 * invented streets in real cities and ZIP codes.
 */
import type { UsStateCode } from '../contract/usStates';
import type { PostalAddress } from '../contract/address';

/** "Avery Quinn": a person's first and last name; empty without a name. */
export const fullNameOf = (
  name: { firstName?: string | null; lastName?: string | null } | null | undefined,
): string => (name ? `${name.firstName ?? ''} ${name.lastName ?? ''}`.trim() : '');

export const FIRST_NAMES = [
  'Aaliyah', 'Benjamin', 'Camila', 'Darnell', 'Elena', 'Farid', 'Grace', 'Hiroshi', 'Imani',
  'Jonah', 'Keiko', 'Luis', 'Maya', 'Nathaniel', 'Olivia', 'Priyanka', 'Quentin', 'Rosa',
  'Samuel', 'Tamara', 'Umar', 'Valeria', 'Wesley', 'Ximena', 'Yusuf', 'Zoe',
] as const; // prettier-ignore

export const LAST_NAMES = [
  'Abernathy', 'Baptiste', 'Castellanos', 'Delacroix', 'Eriksen', 'Fairbanks', 'Gutierrez',
  'Haddad', 'Ishikawa', 'Jablonski', 'Kowalczyk', 'Lindgren', 'Mbeki', 'Nakamura', 'Okonkwo',
  'Pellegrino', 'Quintero', 'Rasmussen', 'Sorensen', 'Takahashi', 'Underwood', 'Villanueva',
  'Whitcombe', 'Yamamoto', 'Zielinski',
] as const; // prettier-ignore

/** Property and mailing addresses outside Texas (Texas takes the BPO path). */
export const ADDRESSES: readonly (PostalAddress & { state: UsStateCode })[] = [
  { street1: '2147 Alder Grove Lane', city: 'Sacramento', state: 'CA', zip: '95818' },
  { street1: '88 Quarry Hill Road', city: 'Pasadena', state: 'CA', zip: '91104' },
  { street1: '4410 Southeast Larch Street', city: 'Portland', state: 'OR', zip: '97215' },
  { street1: '1903 Evergreen Bluff Drive', city: 'Tacoma', state: 'WA', zip: '98406' },
  { street1: '615 West Saguaro Trail', city: 'Tempe', state: 'AZ', zip: '85281' },
  { street1: '3320 Kestrel Ridge Court', city: 'Fort Collins', state: 'CO', zip: '80526' },
  { street1: '77 Magnolia Bend Way', city: 'Raleigh', state: 'NC', zip: '27609' },
  { street1: '1250 Cypress Hollow Avenue', city: 'Orlando', state: 'FL', zip: '32803' },
  { street1: '940 Prairie Wind Circle', city: 'Naperville', state: 'IL', zip: '60540' },
  { street1: '5106 Old Mill Creek Road', city: 'Ann Arbor', state: 'MI', zip: '48103' },
];
