/** The profile feature's public entry: what other features may import from it. */
export { profileApi, useGetAccountAccessQuery, useGetProfileQuery } from './profileApi';
export {
  PROFILE_FETCH_FAILED,
  PROFILE_FETCH_FAILED_DEFAULT_DETAIL,
  selectProfile,
  selectProfileLoad,
} from './profileSlice';
export { applicationRoleOf, isAdditionalSigner, isBroker } from './roles';
export type { ApplicationRole } from './roles';
export type { PostalAddress, Profile } from './types';
export { identityApi, USER_NOT_FOUND, useGetIdentityQuery } from './identityApi';
export type { Identity, IdentityArgs } from './identityApi';
