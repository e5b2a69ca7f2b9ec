import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ServerState } from '../../contract/serverStates';
import { BPO_STATUS, type BpoStatus } from '../../contract/status';
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectApplicationUuid, selectCurrentApplication } from '../application';
import { selectLocation, selectPathname, selectApplicationRoute } from '../navigation';
import { selectProfile } from '../profile';
import { selectLastDecision } from '../routing';
import { selectServerState, selectStatusObject } from '../status';
import { formatAddress } from './address';
import { fixedTermYears, truthInLending } from '../../contract/payments';
import {
  contactAlreadyKnown,
  currentMainStepIndex,
  type KnownContact,
  linksBankAccount,
  mainSteps,
  type ProgressPosition,
  type ProgressStep,
  registrationPosition,
  registrationSteps,
  signerProgressIndex,
  signerSteps,
} from './progressSteps';

/** A list of steps and where the borrower is in it. */
export interface StepsProgress extends ProgressPosition {
  steps: readonly ProgressStep[];
}

/** The main application steps, with the current one from the routing engine or the page. */
export const selectMainProgress = createSelector(
  [selectStatusObject, selectLastDecision, selectApplicationUuid, selectApplicationRoute],
  (status, lastDecision, applicationUuid, route): StepsProgress => ({
    steps: mainSteps(Boolean(status?.manualNotary)),
    current: currentMainStepIndex({
      applicationUuid,
      lastDecision,
      pageStep: route && route.applicationUuid === applicationUuid ? route.step : null,
    }),
    currentSubStep: null,
  }),
);

/** The loan number shown as the Application ID, when the application is loaded. */
export const selectApplicationId = (state: RootState): string | null =>
  selectCurrentApplication(state)?.loanNumber || null;

/** The figures of "Your offer details". */
export interface OfferDetails {
  /** APR in percent. */
  apr: number;
  initialDraw: number;
  /** The origination fee in dollars (0: none), and the draw less it (docs/journey.md#truth-in-lending-figures). */
  originationFee: number;
  amountFinanced: number;
  monthlyPayment: number;
  /** The fixed term in years; null (the line hidden) for age-restricted interest-only offers. */
  termYears: number | null;
  termMonths: number;
}

/** The page of the application being shown links a bank account (linksBankAccount). */
export const selectOnBankAccountPage = (state: RootState): boolean => {
  const route = selectApplicationRoute(state);
  return linksBankAccount(route?.step ?? null);
};

/**
 * docs/shell.md#the-offer-figures: only when rate and amount are above 0. The initial draw is the
 * amount the borrower chose, the one the monthly payment is computed from
 * (docs/shell.md#the-offer-figures). Reading chosen: `uwCalculatedDrawAmount` is set by the lender
 * at the liens step, before any offer is chosen (docs/journey.md), so it is the most the borrower
 * may draw, not what they draw; shown as the initial draw it disagreed with the payment beside it.
 * The payment, the fee and the amount financed are the contract's Truth in Lending figures, the
 * ones the lender's documents state (docs/journey.md#truth-in-lending-figures).
 */
export const selectOfferDetails = createSelector(
  [selectCurrentApplication],
  (application): OfferDetails | null => {
    if (!application || !(application.rate > 0) || !(application.amount > 0)) return null;
    const { amount, rate, term, isAgeRestrictedInterestOnly } = application;
    const figures = truthInLending(application);
    return {
      apr: rate,
      initialDraw: amount,
      originationFee: figures.originationFee,
      amountFinanced: figures.amountFinanced,
      monthlyPayment: figures.monthlyPayment,
      termYears: isAgeRestrictedInterestOnly || !(term > 0) ? null : fixedTermYears(term),
      termMonths: term,
    };
  },
);

/** The property details card. */
export interface PropertyDetails {
  address: string | null;
  /** The adjusted home amount. */
  value: number | null;
  condition: string | null;
  /**
   * A valuation of the home is still to come: its value and condition are not established yet,
   * whatever estimate the application carries.
   */
  valuationPending: boolean;
}

/** Server states in which the home's value is still being established (docs/routing.md#server-states). */
const VALUATION_STATES: ReadonlySet<string> = new Set([
  'NO_AVM',
  'HOME_VALUE_ESTIMATE',
  'BPO_ORDER',
  'BPO_PROCESSING',
]);
/** `status.bpo` values before a broker price opinion is complete. */
const BPO_PENDING: ReadonlySet<BpoStatus> = new Set([
  BPO_STATUS.REQUIRED,
  BPO_STATUS.ORDERED,
  BPO_STATUS.PROCESSING,
]);

/**
 * Reading chosen: the value is "to be established" while the server state is a valuation state,
 * or `status.bpo` says a broker price opinion is required, ordered or in progress. `UNKNOWN`
 * alone (the common case outside Texas) does not hide the estimate.
 */
export function isValuationPending(
  serverState: ServerState | null,
  bpo: BpoStatus | null | undefined,
): boolean {
  return (
    (serverState !== null && VALUATION_STATES.has(serverState)) ||
    (typeof bpo === 'string' && BPO_PENDING.has(bpo))
  );
}

/** GOOD is "Good", VERY_GOOD "Very good". */
export function formatPropertyCondition(condition: string | null | undefined): string | null {
  const words = condition
    ?.trim()
    .replace(/[_\s]+/g, ' ')
    .toLowerCase();
  if (!words) return null;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The condition words the app knows (the lender's usual codes, as formatPropertyCondition writes
 * them), as messages: shown in the page's language; any other word shows as the lender gave it.
 */
const PROPERTY_CONDITION_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  Excellent: msg`Excellent`,
  'Very good': msg`Very good`,
  Good: msg`Good`,
  Average: msg`Average`,
  Fair: msg`Fair`,
  Poor: msg`Poor`,
};

/** "Good" in the page's language ("Bueno"), with `t` (useLingui's); an unknown word as it is. */
export function propertyConditionWords(
  condition: string,
  t: (descriptor: MessageDescriptor) => string,
): string {
  const known = Object.hasOwn(PROPERTY_CONDITION_WORDS, condition)
    ? PROPERTY_CONDITION_WORDS[condition]
    : undefined;
  return known ? t(known) : condition;
}

export const selectPropertyDetails = createSelector(
  [selectCurrentApplication, selectServerState, selectStatusObject],
  (application, serverState, status): PropertyDetails | null => {
    if (!application) return null;
    const details: PropertyDetails = {
      address: formatAddress(application.property?.address),
      value:
        typeof application.adjustedHomeAmount === 'number' && application.adjustedHomeAmount > 0
          ? application.adjustedHomeAmount
          : null,
      condition: formatPropertyCondition(application.property?.condition),
      valuationPending: isValuationPending(serverState, status?.bpo),
    };
    return details.address ||
      details.value !== null ||
      details.condition ||
      details.valuationPending
      ? details
      : null;
  },
);

/** The registration steps; Contact Info omitted when the contact's e-mail and phone are known. */
export function registrationProgress(search: string, contact: KnownContact | null): StepsProgress {
  const steps = registrationSteps(contactAlreadyKnown(contact));
  return { steps, ...registrationPosition(search, steps) };
}

/** The registration steps, knowing the contact from the signed-in profile when there is one. */
export const selectRegistrationProgress = createSelector(
  [selectLocation, selectProfile],
  (location, profile) => registrationProgress(location.search, profile),
);

export const selectSignerProgress = createSelector([selectPathname], (pathname): StepsProgress => ({
  steps: signerSteps(),
  current: signerProgressIndex(pathname),
  currentSubStep: null,
}));
