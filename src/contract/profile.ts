/** GET /service-profile/api/v1/profile: who the signed-in person is to the lender. */
import { postalAddressEntries } from './address';
import {
  answerOf,
  type Answer,
  flag,
  listOf,
  oneOf,
  optionalFlag,
  optionalText,
  orNull,
  record,
  text,
} from './schema';

export const PROFILE_TYPES = ['BORROWER', 'CO_DEEDER', 'BROKER'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

export const personNameSchema = record({
  uuid: text(),
  firstName: text(),
  middleName: optionalText,
  lastName: text(),
  suffix: optionalText,
});

export const phoneNumberSchema = record({
  uuid: text(),
  /** Ten digits, no punctuation. */
  number: text(),
  type: oneOf(['MOBILE', 'HOME', 'WORK'] as const, 'MOBILE'),
});

export const profileAddressSchema = record({
  uuid: text(),
  ...postalAddressEntries,
  /** Null until the borrower states it (e.g. SOLE, JOINT, TRUST). */
  ownership: text(null),
});

export const profileSchema = record({
  uuid: text(),
  type: oneOf(PROFILE_TYPES, 'BORROWER'),
  name: orNull(personNameSchema),
  /** yyyy-MM-dd; sensitive: redacted from DevTools and logs. */
  dob: text(null),
  email: text(null),
  phoneNumbers: listOf(phoneNumberSchema),
  addresses: listOf(profileAddressSchema),
  hasSsn: flag(),
  /** A co-deeder may also be a broker. */
  isBroker: optionalFlag,
  optimizelyProfileUuid: optionalText,
});

export type PersonName = Answer<typeof personNameSchema>;
export type PhoneNumber = Answer<typeof phoneNumberSchema>;
export type ProfileAddress = Answer<typeof profileAddressSchema>;
export type Profile = Answer<typeof profileSchema>;

export const readProfile = answerOf(profileSchema, 'profile');
