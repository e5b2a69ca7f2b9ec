/**
 * The boxes a borrower ticks and the choices a step asks for, with what they read when left
 * unticked, whichever side finds it (docs/architecture.md#each-fields-rule-and-message). Plain
 * values: the app imports them.
 */
export const CONSENT_MESSAGES = {
  softCredit: 'Agree to a soft credit pull to continue',
  hardCredit: 'Agree to a hard credit pull to continue',
  lienAttestation: 'Confirm the liens on your property to continue',
  ownership: 'Select how you own this property',
} as const;
