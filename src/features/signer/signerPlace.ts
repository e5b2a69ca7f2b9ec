import type { HelocApplication } from '../application';

/** The signer pages the resume page can send a signer to. */
export type SignerStep = 'intro' | 'documents' | 'cancelled' | 'error';

export interface SignerPlace {
  step: SignerStep;
  /** The application they sign for, when there is one. */
  applicationUuid: string | null;
  /** Why, in words, for the log and DevTools. */
  rule: string;
}

/**
 * Where an additional signer picks up (the resume page, /heloc-signer/resume), from the
 * applications they can see: the one that lists them among its signers, else (a CO_DEEDER
 * account sees only the applications it signs for) the first.
 *
 * Reading chosen until the signer's own journey is built (contract/journey.md, "The additional
 * signer"): a cancelled application goes to `cancelled`; once the co-deed status is COMPLETE the
 * signer has finished and goes to `documents`; otherwise the signing starts at `intro`. No
 * application at all is the signer `error` page.
 */
export function signerPlace(
  applications: readonly HelocApplication[],
  profileUuid: string | null,
): SignerPlace {
  const listed = applications.find((application) =>
    application.helocSigners?.some((signer) => signer.identityUuid === profileUuid),
  );
  const application = listed ?? applications[0];
  if (!application) {
    return { step: 'error', applicationUuid: null, rule: 'no application to sign' };
  }
  const place = (step: SignerStep, rule: string): SignerPlace => ({
    step,
    applicationUuid: application.uuid,
    rule,
  });
  if (application.state === 'CANCELLED') return place('cancelled', 'application cancelled');
  if (application.coDeedStatus === 'COMPLETE') return place('documents', 'co-deed complete');
  return place('intro', 'signing not finished');
}
