/**
 * A new application, as the lender opens one when a borrower registers (or, signed in without an
 * application, starts one at register/account-setup): the property and income answers read
 * through the contract's schema (registrationRequests.ts, with this organisation's rules), then
 * the application built from them with what the lender finds about the home (its value and 1-2
 * liens, underwriting.ts), the soft-credit and e-sign consents (the latter with the version of
 * the text agreed to, docs/journey.md#the-e-sign-consent), the property selected, and the state
 * OFFER_GENERATION, which moves to LIEN_VERIFICATION after two status reads (waiting.ts).
 */
import type { NewApplication, NewApplicationRules } from '../contract/registrationRequests';
import type { StatusObject } from '../contract/status';
import { baselineStatus, buildApplication, registrationConsents } from './applicants';
import { derivedUuid, newLoanNumber, newUuid } from './ids';
import type { ApplicationRecord, OrgRecord, PersonRecord } from './records';
import { homeValueOf, liensFor } from './underwriting';
import { startWaiting } from './waiting';

/**
 * What an application is opened with: a new application's answers (its consents are implied, the
 * e-sign consent's version named).
 */
export type PropertyAnswers = Omit<NewApplication, 'softCreditConsent' | 'esignConsent'>;

/** Wholesale organisations and those needing an originator (docs/sandbox.md#organisations-that-need-a-referrer). */
export function needsReferrer(org: OrgRecord): boolean {
  const heloc = org.info.orgMetaData.products.HELOC;
  return heloc?.channel === 'WHOLESALE' || Boolean(heloc?.requireReferringLoanOriginator);
}

/**
 * What a new application in `org` is checked against: the states it is licensed in (the
 * contract's servesState reads them, as the registration's property step does), and whether
 * a referrer must be named. A registration in an organisation that needs a referrer must carry
 * one; a signed-in borrower starting an application already belongs to the organisation
 * (reading chosen: account-setup sends none, so it is optional there).
 */
export function newApplicationRules(
  org: OrgRecord,
  referrerRequired = needsReferrer(org),
): NewApplicationRules {
  return { licences: org.licences, referrerRequired };
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
      referrer: answers.referrer ? { referrerUuid: answers.referrer } : null,
      liens: liensFor(uuid, answers.address, homeValue),
      approvedApr: null,
      planToSell: answers.planToSell,
      consents: registrationConsents(now.toISOString(), answers.esignConsentVersion),
    },
  };
  return startWaiting(record, 'OFFER_GENERATION', 'LIEN_VERIFICATION');
}
