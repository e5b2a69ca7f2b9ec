/** A postal address as the lender answers it (in a profile, on a property). */
import { type Answer, optionalText, readWith, record, text } from './schema';
import { readUsState } from './usStates';

export const postalAddressEntries = {
  street1: text(),
  street2: optionalText,
  city: text(),
  /** Two-letter state code, e.g. TX; empty when the answer names none. */
  state: readWith(readUsState),
  zip: text(),
};

export const postalAddressSchema = record(postalAddressEntries);

export type PostalAddress = Answer<typeof postalAddressSchema>;

export const EMPTY_ADDRESS: PostalAddress = { street1: '', city: '', state: '', zip: '' };
