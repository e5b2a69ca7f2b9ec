/**
 * The application as a broker or loan originator who referred it sees it
 * (docs/routing.md#a-referred-application): whose it is, and what only its borrower may do. The
 * words are stated here once; the decision of who the viewer is, in features/profile/roles.ts.
 */
import { createSelector } from '@reduxjs/toolkit';
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
export const selectApplicationRole = createSelector(
  [selectProfile, selectCurrentApplication],
  applicationRoleOf,
);

/** The borrower named, for a referrer's words: their name, else "The borrower". */
export const borrowerOf = (application: HelocApplication | null): string =>
  borrowerNameOf(application) ?? 'The borrower';

/** The bar at the top of a referred application: "Alex Rivera's application · you referred it". */
export const referredApplicationText = (borrower: string) =>
  `${borrower}'s application · you referred it`;

/** What stands in for an act only the borrower may do: "Alex Rivera still has to sign." */
export const stillHasToText = (borrower: string, act: string) => `${borrower} still has to ${act}.`;

/** What stands in for a choice only the borrower may make: "Only Alex Rivera can cancel …". */
export const onlyTheBorrowerText = (borrower: string, act: string) =>
  `Only ${borrower} can ${act}.`;

/** Below it, on a step that is the borrower's alone. */
export const BORROWER_ONLY_TEXT =
  'Only the borrower can do this: the lender takes it from them alone. Once they have, their application moves on to its next step.';
