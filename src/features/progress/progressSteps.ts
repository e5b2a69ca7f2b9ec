import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { relativeToBase, SIGNER_AREA } from '../navigation';
import { routeServing } from '../../loading/routeServing';
import { routeManifest } from './routeProgress';

/**
 * The steps of the progress side panel (docs/shell.md#the-progress-side-panel) and which one is
 * current. Pure functions of data: the components feed them from the store.
 */
export interface ProgressStep {
  /** Stable id (for keys and tests); the label is what the borrower reads. */
  id: string;
  label: MessageDescriptor;
  subSteps?: readonly ProgressStep[];
}

/** Where the borrower is in a list of steps; null when no step is current (e.g. error pages). */
export interface ProgressPosition {
  current: number | null;
  /** The current sub-step within the current step, when it has sub-steps. */
  currentSubStep: number | null;
}

export type StepState = 'done' | 'current' | 'upcoming';

/** Steps before the current one are done, after it upcoming; with no current step, all upcoming. */
export function stepState(index: number, current: number | null): StepState {
  if (current === null) return 'upcoming';
  if (index < current) return 'done';
  return index === current ? 'current' : 'upcoming';
}

// --- Main application steps ------------------------------------------------------------------

/** The main steps' ids, in order: route manifest entries name the one they belong to. */
export const MAIN_STEP_IDS = [
  'basic-info',
  'select-offer',
  'provide-more-info',
  'link-income-sources',
  'verify-identity',
  'sign-documents',
  'notary',
] as const;
export type MainStepId = (typeof MAIN_STEP_IDS)[number];
/**
 * A route's `progress` past the last step: every step done (the funded and funding screens,
 * where the notary is behind the borrower; the additional signer's documents, once they have
 * signed and met the notary).
 */
export const ALL_STEPS_DONE = 'all-done';
export type MainProgress = MainStepId | typeof ALL_STEPS_DONE;

export const MAIN_STEP = {
  BASIC_INFO: 0,
  SELECT_OFFER: 1,
  PROVIDE_MORE_INFO: 2,
  LINK_INCOME_SOURCES: 3,
  VERIFY_IDENTITY: 4,
  SIGN_DOCUMENTS: 5,
  NOTARY: 6,
} as const;

export const MANUAL_NOTARY_STEP_LABEL = msg`Schedule Notary Session`;
export const REMOTE_NOTARY_STEP_LABEL = msg`Talk to eNotary`;

/**
 * Basic Info, Select Offer, Provide More Info, Link Income Sources, Verify Identity, Sign
 * Documents, then Schedule Notary Session when the status says the notary is manual, otherwise
 * Talk to eNotary (an unknown status reads as remote).
 */
export function mainSteps(manualNotary: boolean): ProgressStep[] {
  const labels: Record<MainStepId, MessageDescriptor> = {
    'basic-info': msg`Basic Info`,
    'select-offer': msg`Select Offer`,
    'provide-more-info': msg`Provide More Info`,
    'link-income-sources': msg`Link Income Sources`,
    'verify-identity': msg`Verify Identity`,
    'sign-documents': msg`Sign Documents`,
    notary: manualNotary ? MANUAL_NOTARY_STEP_LABEL : REMOTE_NOTARY_STEP_LABEL,
  };
  return MAIN_STEP_IDS.map((id) => ({ id, label: labels[id] }));
}

/**
 * The main step (index into mainSteps) a route step belongs to, or null: the `progress` of the
 * route manifest entry serving it (src/features/<feature>/routes.ts). The lender gives no table;
 * the entries follow the local step machine's order (docs/routing.md#the-local-step-machine):
 * review-app/signdocs, the wait while closing documents are generated, sits with signing; the
 * merchant's review and the lien attestation lead straight to signing (lien attestation to
 * waitSign); error pages, the application's own route and paths without a route mark none.
 */
export function mainProgressIndex(step: string): number | null {
  const progress = routeServing(routeManifest.application, step)?.progress ?? null;
  if (progress === ALL_STEPS_DONE) return MAIN_STEP_IDS.length;
  return progress === null ? null : MAIN_STEP_IDS.indexOf(progress);
}

/** The part of a recorded routing decision the panel reads. */
export interface DecisionForProgress {
  applicationUuid: string;
  /** Null when the decision left for /dashboard. */
  step: string | null;
}

/**
 * "The current step marked from the routing engine": the step of the routing engine's last
 * decision for this application when it has one (a decision for /dashboard has none); otherwise
 * the step of the page the borrower is on. `pageStep` is null off the application's routes.
 */
export function currentMainStepIndex({
  applicationUuid,
  lastDecision,
  pageStep,
}: {
  applicationUuid: string | null;
  lastDecision: DecisionForProgress | null;
  pageStep: string | null;
}): number | null {
  if (
    applicationUuid !== null &&
    lastDecision !== null &&
    lastDecision.applicationUuid === applicationUuid &&
    lastDecision.step !== null
  ) {
    return mainProgressIndex(lastDecision.step);
  }
  return pageStep === null ? null : mainProgressIndex(pageStep);
}

/**
 * Whether a page of the application links a bank account (`bank/*`, and the return from the
 * bank's own sign-in, `plaid-oauth-success`): the only pages where the panel's line "... never
 * sees or stores your credentials" is about something the borrower gives
 * (docs/shell.md#the-progress-side-panel). Pure.
 */
export function linksBankAccount(step: string | null): boolean {
  return step !== null && (step.startsWith('bank/') || step === 'plaid-oauth-success');
}

// --- Registration steps ----------------------------------------------------------------------

/** The query value naming the registration step (docs/shell.md#the-progress-side-panel). */
export const REGISTRATION_STEP_PARAM = 'step';

export const REGISTRATION_STEP_VALUES = [
  'property-info',
  'sale-status',
  'income-info',
  'name',
  'birthdate',
  'contact-info',
  'login-info',
] as const;
export type RegistrationStepValue = (typeof REGISTRATION_STEP_VALUES)[number];

/** Which step and sub-step each query value stands for. */
const REGISTRATION_VALUE_TO_STEP: Readonly<
  Record<RegistrationStepValue, { step: string; subStep: string | null }>
> = {
  'property-info': { step: 'property-info', subStep: 'address' },
  'sale-status': { step: 'property-info', subStep: 'sale-status' },
  'income-info': { step: 'income-info', subStep: null },
  name: { step: 'personal-info', subStep: 'name' },
  birthdate: { step: 'personal-info', subStep: 'birthdate' },
  'contact-info': { step: 'contact-info', subStep: null },
  'login-info': { step: 'login-info', subStep: null },
};

/** What is known of the person's contact details (the signed-in profile's, when there is one). */
export interface KnownContact {
  email?: string | null;
  phoneNumbers?: readonly { number?: string | null }[] | null;
  /** A single phone number, for callers that hold one rather than a list. */
  phoneNumber?: string | null;
}

/** Contact Info is omitted when the contact already has an e-mail and a phone number. */
export function contactAlreadyKnown(contact: KnownContact | null | undefined): boolean {
  if (!contact) return false;
  const hasEmail = Boolean(contact.email?.trim());
  const hasPhone =
    Boolean(contact.phoneNumber?.trim()) ||
    Boolean(contact.phoneNumbers?.some((phone) => Boolean(phone.number?.trim())));
  return hasEmail && hasPhone;
}

/**
 * Property Info (Address, Sale Status), Income Info, Personal Info (Name, Birthdate), Contact
 * Info (unless `omitContactInfo`), Login Info.
 */
export function registrationSteps(omitContactInfo: boolean): ProgressStep[] {
  return [
    {
      id: 'property-info',
      label: msg`Property Info`,
      subSteps: [
        { id: 'address', label: msg`Address` },
        { id: 'sale-status', label: msg`Sale Status` },
      ],
    },
    { id: 'income-info', label: msg`Income Info` },
    {
      id: 'personal-info',
      label: msg`Personal Info`,
      subSteps: [
        { id: 'name', label: msg`Name` },
        { id: 'birthdate', label: msg`Birthdate` },
      ],
    },
    ...(omitContactInfo ? [] : [{ id: 'contact-info', label: msg`Contact Info` }]),
    { id: 'login-info', label: msg`Login Info` },
  ];
}

const isRegistrationStepValue = (value: string): value is RegistrationStepValue =>
  (REGISTRATION_STEP_VALUES as readonly string[]).includes(value);

/**
 * The current registration step from the `step` query value. Without one, the registration is
 * at its start (property-info); an unknown value, or contact-info when Contact Info is omitted,
 * marks no step.
 */
export function registrationPosition(
  search: string,
  steps: readonly ProgressStep[],
): ProgressPosition {
  const value = new URLSearchParams(search).get(REGISTRATION_STEP_PARAM) ?? 'property-info';
  if (!isRegistrationStepValue(value)) return { current: null, currentSubStep: null };
  const target = REGISTRATION_VALUE_TO_STEP[value];
  const current = steps.findIndex((step) => step.id === target.step);
  if (current < 0) return { current: null, currentSubStep: null };
  const subSteps = steps[current]!.subSteps ?? [];
  const subIndex = subSteps.findIndex((sub) => sub.id === target.subStep);
  return { current, currentSubStep: subIndex < 0 ? null : subIndex };
}

// --- Additional-signer steps -----------------------------------------------------------------

/** The additional signer's steps' ids, in order (signer route manifest entries name theirs). */
export const SIGNER_STEP_IDS = ['identity-verification', 'enotary'] as const;
export type SignerStepId = (typeof SIGNER_STEP_IDS)[number];
export type SignerProgressStep = SignerStepId | typeof ALL_STEPS_DONE;

export function signerSteps(): ProgressStep[] {
  const labels: Record<SignerStepId, MessageDescriptor> = {
    'identity-verification': msg`Identity verification`,
    enotary: REMOTE_NOTARY_STEP_LABEL,
  };
  return SIGNER_STEP_IDS.map((id) => ({ id, label: labels[id] }));
}

/**
 * The current signer step from the route under /account/heloc/heloc-signer/: the `progress` of
 * the signer route's manifest entry (src/features/signer/routes.ts), null elsewhere. Login and
 * resume come before verification, so identity verification is what is ahead; the signer's
 * condition dashboard and uploads belong with the notary session they unblock, except the
 * identity condition; the area's index, which opens the login, reads as the login.
 */
export function signerProgressIndex(pathname: string): number | null {
  const relative = relativeToBase(pathname);
  if (relative === null) return null;
  if (relative !== SIGNER_AREA && !relative.startsWith(`${SIGNER_AREA}/`)) return null;
  const route = relative.slice(SIGNER_AREA.length).replace(/^\/+/, '') || 'login';
  const progress = routeServing(routeManifest.signer, route)?.progress ?? null;
  if (progress === ALL_STEPS_DONE) return SIGNER_STEP_IDS.length;
  return progress === null ? null : SIGNER_STEP_IDS.indexOf(progress);
}
