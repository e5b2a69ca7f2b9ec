import {
  arrayOf,
  bool,
  type Decoder,
  nullable,
  oneOf,
  optStr,
  record,
  required,
  str,
} from '../../api/decode';
import type { AccountAccess, PersonName, PhoneNumber, Profile, ProfileAddress } from './types';

const personName = record<PersonName>({
  uuid: str(),
  firstName: str(),
  middleName: optStr,
  lastName: str(),
  suffix: optStr,
});

const phoneNumber = record<PhoneNumber>({
  uuid: str(),
  number: str(),
  type: oneOf(['MOBILE', 'HOME', 'WORK'] as const, 'MOBILE'),
});

export const profileAddress = record<ProfileAddress>({
  uuid: str(),
  street1: str(),
  street2: optStr,
  city: str(),
  state: str(),
  zip: str(),
  ownership: str<string | null>(null),
});

export const decodeProfile: Decoder<Profile> = required(
  record<Profile>({
    uuid: str(),
    type: oneOf(['BORROWER', 'CO_DEEDER', 'BROKER'] as const, 'BORROWER'),
    name: nullable(personName),
    dob: str<string | null>(null),
    email: str<string | null>(null),
    phoneNumbers: arrayOf(phoneNumber),
    addresses: arrayOf(profileAddress),
    hasSsn: bool(),
    isBroker: (v) => (typeof v === 'boolean' ? v : undefined),
    optimizelyProfileUuid: optStr,
  }),
  'profile',
);

export const decodeAccountAccess: Decoder<AccountAccess> = required(
  record<AccountAccess>({
    account: (v) =>
      record<{ name: string; address: string }>({ name: str(), address: str() })(v) ?? {
        name: '',
        address: '',
      },
    authorizedWallet: nullable(
      record<{ address: string; authorizationType: string }>({
        address: str(),
        authorizationType: str(),
      }),
    ),
  }),
  'account access',
);
