/** The profile's types, as the lender's contract states them (src/contract). */
export type { PostalAddress } from '../../contract/address';
export type { AccountAccess } from '../../contract/accountAccess';
export type {
  PersonName,
  PhoneNumber,
  Profile,
  ProfileAddress,
  ProfileType,
} from '../../contract/profile';
