/**
 * A new application, as the lender opens one when a borrower registers (or, signed in without an
 * application, starts one at register/account-setup): the property and income answers checked,
 * then the application built from them with what the lender finds about the home (its value and
 * 1-2 liens, underwriting.ts), soft-credit consent, the property selected, and the state
 * OFFER_GENERATION, which moves to LIEN_VERIFICATION after two status reads (waiting.ts).
 */
import type { EmploymentType } from '../contract/application';
import type { StatusObject } from '../contract/status';
import { baselineStatus, buildApplication } from './applicants';
import { derivedUuid, newLoanNumber, newUuid } from './ids';
import { usStateName } from '../contract/usStateNames';
import type { ApplicationRecord, OrgRecord, PersonRecord } from './records';
import { homeValueOf, liensFor } from './underwriting';
import {
  type AddressInput,
  address,
  agreed,
  annualIncome,
  employmentType,
  type Problems,
  uuid,
  yesNo,
} from './validation';
import { startWaiting } from './waiting';

/** What both ways of starting an application ask: the home, the income, the consent. */
export interface PropertyAnswers {
  address: AddressInput;
  planToSell: boolean;
  annualIncome: number;
  employmentType: EmploymentType;
  /** The referring loan originator (the registration link's referrer value), when given. */
  referrerUuid: string | null;
}

export const PROPERTY_KEYS = [
  'address',
  'planToSell',
  'annualIncome',
  'employmentType',
  'softCreditConsent',
  'referrer',
] as const;

/** Whether the organisation lends in `state` (its licences may be written in any case). */
export const isLicensedIn = (org: OrgRecord, state: string): boolean =>
  org.licences.some((abbrev) => abbrev.toUpperCase() === state.toUpperCase());

/** Spec 1 sections 2.3 and 5: wholesale organisations and those needing an originator. */
export function needsReferrer(org: OrgRecord): boolean {
  const heloc = org.info.orgMetaData.products.HELOC;
  return heloc?.channel === 'WHOLESALE' || Boolean(heloc?.requireReferringLoanOriginator);
}

/**
 * Checks the property and income answers, adding every problem; the answers when all are good.
 * `referrerRequired`: a registration in an organisation that needs a referrer must carry one;
 * a signed-in borrower starting an application already belongs to the organisation (reading
 * chosen: account-setup sends none, so it is optional there).
 */
export function checkPropertyAnswers(
  problems: Problems,
  body: Record<string, unknown>,
  org: OrgRecord,
  referrerRequired = needsReferrer(org),
): PropertyAnswers | undefined {
  const home = address(problems, body.address);
  if (home && !isLicensedIn(org, home.state)) {
    problems.add(
      'address.state',
      `We do not offer lines of credit in ${usStateName(home.state) ?? home.state} yet. Choose a home in a state we serve.`,
    );
  }
  const planToSell = yesNo(
    problems,
    body.planToSell,
    'planToSell',
    'Tell us whether you plan to sell this home in the next 12 months',
  );
  const income = annualIncome(problems, body.annualIncome);
  const employment = employmentType(problems, body.employmentType);
  agreed(
    problems,
    body.softCreditConsent,
    'softCreditConsent',
    'Agree to a soft credit pull to continue',
  );
  let referrerUuid: string | null = null;
  const referrer = body.referrer;
  if (referrer === undefined || referrer === null || referrer === '') {
    if (referrerRequired) {
      problems.add(
        'referrer',
        'This lender takes applications only through a loan officer. Use the link your loan officer sent you.',
      );
    }
  } else {
    referrerUuid =
      uuid(
        problems,
        referrer,
        'referrer',
        'The referral link is not complete. Use the link your loan officer sent you.',
      ) ?? null;
  }
  if (!home || planToSell === undefined || income === undefined || !employment) return undefined;
  return {
    address: home,
    planToSell,
    annualIncome: income,
    employmentType: employment,
    referrerUuid,
  };
}

/** The status of an application the lender has only just opened: nothing decided yet. */
export function openingStatus(propertyState: string): StatusObject {
  return {
    ...baselineStatus(),
    uwDecision: null,
    uwSubDecision: null,
    liensComplete: false,
    // Reading chosen: a Texas home always needs a broker price opinion (its BPO path, part 2).
    bpo: propertyState === 'TX' ? 'REQUIRED' : 'NOT_REQUIRED',
  };
}

/**
 * The new application of `owner` for the home at `propertyUuid` (one of the owner's addresses),
 * in OFFER_GENERATION with its move to LIEN_VERIFICATION pending.
 */
export function openApplication(
  owner: PersonRecord,
  propertyUuid: string,
  answers: PropertyAnswers,
  now: Date,
): ApplicationRecord {
  const uuid = newUuid();
  const homeValue = homeValueOf(answers.address);
  const built = buildApplication({
    uuid,
    loanNumber: newLoanNumber(),
    owner,
    state: 'OFFER_GENERATION',
    property: answers.address,
    homeValue,
    offer: null,
    employmentType: answers.employmentType,
    createdAt: now,
  });
  const record: ApplicationRecord = {
    ...built,
    status: openingStatus(answers.address.state),
    application: {
      ...built.application,
      property: built.application.property && { ...built.application.property, uuid: propertyUuid },
      selectedPropertyUuid: propertyUuid,
      incomeSources: [
        {
          uuid: derivedUuid(uuid, 'income'),
          employmentType: answers.employmentType,
          employerName: null,
          annualIncome: answers.annualIncome,
        },
      ],
      referrer: answers.referrerUuid ? { referrerUuid: answers.referrerUuid } : null,
      liens: liensFor(uuid, answers.address, homeValue),
      approvedApr: null,
      planToSell: answers.planToSell,
    },
  };
  return startWaiting(record, 'OFFER_GENERATION', 'LIEN_VERIFICATION');
}
