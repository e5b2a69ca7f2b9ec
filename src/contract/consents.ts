/**
 * The boxes a borrower ticks and the choices a step asks for, with what they read when left
 * unticked, whichever side finds it (docs/architecture.md#each-fields-rule-and-message), as
 * messages.
 */
import { msg } from '@lingui/core/macro';
export const CONSENT_MESSAGES = {
  softCredit: msg`Agree to a soft credit pull to continue`,
  hardCredit: msg`Agree to a hard credit pull to continue`,
  lienAttestation: msg`Confirm the liens on your property to continue`,
  ownership: msg`Select how you own this property`,
} as const;
