import type { HelocApplication } from '../application';
import { appPath, SIGNER_AREA } from '../navigation';
import type { CoDeedStatusAnswer } from './signerApi';

/** The signer pages the resume page can send a signer to. */
export type SignerStep = 'intro' | 'identity' | 'sign' | 'documents' | 'cancelled' | 'error';

export interface SignerPlace {
  step: SignerStep;
  /** The application they sign for, when there is one. */
  applicationUuid: string | null;
  /** Why, in words, for the log and DevTools. */
  rule: string;
}

/** `/account/heloc/heloc-signer/{step}` */
export const signerStepPath = (step: SignerStep) => appPath(`${SIGNER_AREA}/${step}`);

/**
 * Where an additional signer picks up (the resume page, /heloc-signer/resume, and after each of
 * their steps), from the applications they can see: the one that lists them among its signers,
 * else (a CO_DEEDER account sees only the applications it signs for) the first; and from their
 * own progress as the lender records it (`GET .../co-deed/status`, the entry of that application).
 *
 * - no application at all: `error`;
 * - a cancelled application (or the lender says the signer's steps are closed): `cancelled`;
 * - the signer has finished (their notary session, or the co-deed COMPLETE): `documents`;
 * - signed: `sign` (the notary session is a step of that page, once signed);
 * - no consent to electronic documents yet: `intro`, which asks for it before any document
 *   (docs/journey.md#the-e-sign-consent);
 * - the ID complete: `sign`;
 * - part of the ID sent: `identity`;
 * - nothing yet, or no progress known: `intro`.
 */
export function signerPlace(
  applications: readonly HelocApplication[],
  profileUuid: string | null,
  coDeed: CoDeedStatusAnswer | null = null,
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
  const progress =
    coDeed?.applications.find((entry) => entry.applicationUuid === application.uuid)?.signer ??
    null;
  if (application.state === 'CANCELLED') return place('cancelled', 'application canceled');
  if (progress?.notarized) return place('documents', 'signer finished');
  if (application.coDeedStatus === 'COMPLETE') return place('documents', 'co-deed complete');
  if (progress?.step === 'CLOSED') return place('cancelled', 'signing closed by the lender');
  if (progress?.signed) return place('sign', 'signed: the notary session');
  if (progress && !progress.esignConsent) return place('intro', 'no e-sign consent yet');
  if (progress?.identityComplete) return place('sign', 'identity verified');
  if (progress && progress.identityDocuments > 0) return place('identity', 'identity started');
  return place('intro', 'signing not started');
}

/** The pages open at each place: the intro may be read again while the ID is under way. */
const OPEN_AT: Record<SignerStep, readonly SignerStep[]> = {
  intro: ['intro', 'identity'],
  identity: ['intro', 'identity'],
  sign: ['sign'],
  documents: ['documents'],
  cancelled: ['cancelled'],
  error: ['error'],
};

/**
 * The signer's page now when `page` is not open to them, else null. Reading chosen: a signer
 * page reached out of step keeps its address and heading and says where to go, with a button
 * there (the borrower's routing moves a page reached at the wrong time; the signer area's
 * pages stay where they were opened, as docs/shell.md#routes shows them).
 */
export function signerPageOpen(page: SignerStep, place: SignerPlace): SignerStep | null {
  return OPEN_AT[place.step].includes(page) ? null : place.step;
}

/** The order of the signer's pages, to tell a step done from one not open yet. */
const ORDER: readonly SignerStep[] = ['intro', 'identity', 'sign', 'documents'];

/** Whether `page` comes after `step` in the signer's journey (not open yet). */
export const isAhead = (page: SignerStep, step: SignerStep): boolean =>
  ORDER.includes(page) && ORDER.includes(step) && ORDER.indexOf(page) > ORDER.indexOf(step);
