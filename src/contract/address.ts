/** A postal address as the lender answers it (in a profile, on a property). */
import { type Answer, optionalText, record, text } from './schema';

export const postalAddressEntries = {
  street1: text(),
  street2: optionalText,
  city: text(),
  /** Two-letter state abbreviation, e.g. TX. */
  state: text(),
  zip: text(),
};

export const postalAddressSchema = record(postalAddressEntries);

export type PostalAddress = Answer<typeof postalAddressSchema>;

export const EMPTY_ADDRESS: PostalAddress = { street1: '', city: '', state: '', zip: '' };
