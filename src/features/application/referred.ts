/**
 * The application as a broker or loan originator who referred it sees it
 * (docs/routing.md#a-referred-application): who the viewer is (the decision is
 * features/profile/roles.ts) and whose application it is. What the referrer is shown, and its
 * words, are a chunk of their own (./ReferredViews.tsx), fetched only by a referrer.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RootState } from '../../app/rootReducer';
import { applicationRoleOf, selectProfile } from '../profile';
import { selectCurrentApplication } from './applicationSlice';
import type { HelocApplication } from './types';

/** "Alex Rivera", the application's borrower, or null when the lender does not say. */
export function borrowerNameOf(application: HelocApplication | null): string | null {
  const first = application?.name?.firstName?.trim();
  const last = application?.name?.lastName?.trim();
  return first && last ? `${first} ${last}` : null;
}

/** Who the signed-in person is to the open application (features/profile/roles.ts). */
export const selectApplicationRole = (state: RootState) =>
  applicationRoleOf(selectProfile(state), selectCurrentApplication(state));

/**
 * The borrower named, for a referrer's words: their name, else "The borrower" (written out by
 * `t`, the `t` of `useLingui()`).
 */
export const borrowerOf = (
  application: HelocApplication | null,
  t: (descriptor: MessageDescriptor) => string,
): string => borrowerNameOf(application) ?? t(msg`The borrower`);
