/** Spec 1 section 3 (Profile) and contract/server-states.md. */
export type ProfileType = 'BORROWER' | 'CO_DEEDER' | 'BROKER';

export interface PersonName {
  uuid: string;
  firstName: string;
  middleName?: string | null;
  lastName: string;
  suffix?: string | null;
}

export interface PhoneNumber {
  uuid: string;
  /** Ten digits, no punctuation. */
  number: string;
  type: 'MOBILE' | 'HOME' | 'WORK';
}

export interface PostalAddress {
  street1: string;
  street2?: string | null;
  city: string;
  /** Two-letter state abbreviation, e.g. TX. */
  state: string;
  zip: string;
}

export interface ProfileAddress extends PostalAddress {
  uuid: string;
  /** Null until the borrower states it (e.g. SOLE, JOINT, TRUST). */
  ownership: string | null;
}

/** GET /service-profile/api/v1/profile */
export interface Profile {
  uuid: string;
  type: ProfileType;
  name: PersonName | null;
  /** yyyy-MM-dd; sensitive: redacted from DevTools and logs. */
  dob: string | null;
  email: string | null;
  phoneNumbers: PhoneNumber[];
  addresses: ProfileAddress[];
  hasSsn: boolean;
  /** A co-deeder may also be a broker (spec 1 section 6). */
  isBroker?: boolean;
  optimizelyProfileUuid?: string | null;
}

/** GET {service-wallet}/secure/api/v4/account/access */
export interface AccountAccess {
  account: { name: string; address: string };
  authorizedWallet: { address: string; authorizationType: string } | null;
}
