/**
 * Builders for people, applications and loan originators, used by the seed and by the control
 * API. Each builds a complete, realistic record; callers deep-merge what makes theirs special.
 */
import type { ServerState } from '../contract/serverStates';
import type { Notification } from '../contract/accounts';
import type { Consent, HelocApplication } from '../contract/application';
import { ESIGN_CONSENT_VERSION } from '../contract/esignConsent';
import { isOfferTerm, offerApr } from '../contract/offerPricing';
import type { LoanOriginator } from '../contract/loanOriginator';
import type { PostalAddress } from '../contract/address';
import type { ProfileType } from '../contract/profile';
import type { StatusObject } from '../contract/status';
import { derivedUuid, walletAddress } from './ids';
import type { ApplicationRecord, LoanOriginatorRecord, PersonRecord } from './records';

const DAY = 24 * 60 * 60 * 1000;
export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY);

export interface PersonInput {
  uuid: string;
  email: string;
  orgCode: string;
  type: ProfileType;
  passwordHash: string;
  firstName: string;
  middleName?: string | null;
  lastName: string;
  suffix?: string | null;
  /** yyyy-MM-dd */
  dob: string;
  /** Ten digits. */
  phone: string;
  address: PostalAddress;
  ownership?: string | null;
  hasSsn?: boolean;
  isBroker?: boolean;
  loanOriginatorUuid?: string | null;
  notifications?: Notification[];
  createdAt: Date;
}

export function buildPerson(input: PersonInput): PersonRecord {
  const { uuid } = input;
  const created = input.createdAt.toISOString();
  return {
    uuid,
    email: input.email.toLowerCase(),
    orgCode: input.orgCode,
    passwordHash: input.passwordHash,
    profile: {
      uuid,
      type: input.type,
      name: {
        uuid: derivedUuid(uuid, 'name'),
        firstName: input.firstName,
        middleName: input.middleName ?? null,
        lastName: input.lastName,
        suffix: input.suffix ?? null,
      },
      dob: input.dob,
      email: input.email.toLowerCase(),
      phoneNumbers: [{ uuid: derivedUuid(uuid, 'phone'), number: input.phone, type: 'MOBILE' }],
      addresses: [
        {
          uuid: derivedUuid(uuid, 'address'),
          ...input.address,
          street2: input.address.street2 ?? null,
          ownership: input.ownership ?? null,
        },
      ],
      hasSsn: input.hasSsn ?? true,
      isBroker: input.isBroker ?? input.type === 'BROKER',
      optimizelyProfileUuid: null,
    },
    wallet: {
      accountAddress: walletAddress(uuid),
      groupPolicyAddress: walletAddress(uuid, 'group-policy'),
    },
    notifications: input.notifications ?? [],
    loanOriginatorUuid: input.loanOriginatorUuid ?? null,
    createdAt: created,
    updatedAt: created,
  };
}

/** A line the lender has approved and priced, as a seeded or fixture application holds it. */
export interface Offer {
  /** The line drawn, which is also the approved maximum (`uwCalculatedDrawAmount`). */
  amount: number;
  /** The APR the lender approved, in percent; the line's own APR is priced from it (pricedRate). */
  approvedApr: number;
  termMonths: number;
}

/**
 * The line's APR as the lender prices a chosen offer (`offerApr`,
 * docs/sandbox.md#underwriting-and-pricing), so the figures an applicant made with an offer shows
 * agree with the offer screen's. A term no borrower can choose (a fixture's 90 months) keeps the
 * approved APR.
 */
function pricedRate({ amount, approvedApr, termMonths }: Offer): number {
  const years = termMonths / 12;
  return isOfferTerm(years)
    ? offerApr(amount, years, { approvedApr, maxAmount: amount })
    : approvedApr;
}

export interface ApplicationInput {
  uuid: string;
  loanNumber: string;
  owner: PersonRecord;
  state: ServerState | null;
  property: PostalAddress;
  homeValue: number;
  offer: Offer | null;
  employmentType?: HelocApplication['incomeSources'][number]['employmentType'];
  employerName?: string | null;
  createdAt: Date;
}

/**
 * The status of the seed's applications (seed.ts adds what each stands at); registration starts
 * from it too (openingStatus). Generated applicants are walked instead (applicantStates.ts).
 */
export function baselineStatus(): StatusObject {
  return {
    manualNotary: false,
    uwDecision: 'SELECT',
    uwSubDecision: 'UNVERIFIED_DTI_LIMITED',
    liensComplete: true,
    inquiryAttestNeeded: false,
    inquiryAttestComplete: false,
    disclosurelistSummaryReady: false,
    disclosurelistSummaryComplete: false,
    disclosurelistClosingReady: false,
    disclosurelistClosingComplete: false,
    disclosurelistNotaryReady: false,
    disclosurelistNotaryComplete: false,
    primaryParticipantAcceptComplete: false,
    manualDeedSigningComplete: false,
    manualPaystubUpload: false,
    manualPaystubTasksComplete: false,
    giactAccountStatus: null,
    bpo: 'NOT_REQUIRED',
    title: null,
    checklistStatus: null,
    propertyComplete: true,
    datatreeNoMatch: false,
    creditFrozenWithPin: false,
    dtiDecline: false,
    creditScoreDecline: false,
    employmentVerificationNeeded: false,
    waitingOnFloodCert: false,
    condition: null,
  };
}

/**
 * The consents given at registration (at `acceptedAt`): the soft credit pull, and the consent to
 * receive documents and sign electronically to the text of `esignVersion`
 * (docs/journey.md#the-e-sign-consent).
 */
export const registrationConsents = (
  acceptedAt: string,
  esignVersion: string = ESIGN_CONSENT_VERSION,
): Consent[] => [
  { type: 'SOFT_CREDIT', acceptedAt },
  { type: 'ESIGN', acceptedAt, version: esignVersion },
];

export function buildApplication(input: ApplicationInput): ApplicationRecord {
  const { uuid, owner } = input;
  const created = input.createdAt.toISOString();
  // The selected property is the owner's address record, which carries its ownership.
  const propertyUuid = owner.profile.addresses[0]?.uuid ?? derivedUuid(uuid, 'property');
  const name = owner.profile.name;
  const application: HelocApplication = {
    uuid,
    loanNumber: input.loanNumber,
    state: input.state,
    property: {
      uuid: propertyUuid,
      state: input.property.state,
      address: { ...input.property, street2: input.property.street2 ?? null },
      condition: 'GOOD',
    },
    adjustedHomeAmount: input.homeValue,
    selectedPropertyUuid: propertyUuid,
    term: input.offer?.termMonths ?? 0,
    amount: input.offer?.amount ?? 0,
    rate: input.offer ? pricedRate(input.offer) : 0,
    // Without the approved APR the offer screen has nothing to price and says the offer is not
    // ready.
    approvedApr: input.offer?.approvedApr ?? null,
    // Decided with the APR at the liens step (journeySteps.ts confirmLiens).
    originationFeePercent: null,
    uwCalculatedDrawAmount: input.offer?.amount ?? null,
    consents: registrationConsents(created),
    documents: [],
    incomeSources: [
      {
        uuid: derivedUuid(uuid, 'income'),
        employmentType: input.employmentType ?? 'FULL_TIME',
        employerName: input.employerName ?? null,
        annualIncome: null,
      },
    ],
    disburseAccount: null,
    autopayAccount: null,
    payType: null,
    autopayAuthorization: null,
    isCrypto: false,
    hasHmda: false,
    hmda: null,
    assetDepletion: { complete: false },
    insurance: { complete: false },
    coDeedStatus: 'NOT_REQUIRED',
    requestedManualNotaryTime: null,
    referrer: null,
    additionalSignerVersion: null,
    isAgeRestrictedInterestOnly: false,
    // Recorded when the transaction is complete (journeySteps.ts, the right to cancel).
    rescission: null,
    name: name
      ? {
          firstName: name.firstName,
          middleName: name.middleName ?? null,
          lastName: name.lastName,
          suffix: name.suffix ?? null,
        }
      : undefined,
    email: owner.email,
    auditFields: { createdDate: created },
  };
  return {
    uuid,
    ownerUuid: owner.uuid,
    orgCode: owner.orgCode,
    state: input.state,
    status: baselineStatus(),
    application,
    conditions: [],
    script: null,
    experiments: [],
    fullStoryLink: null,
    createdAt: created,
    updatedAt: created,
  };
}

/** Makes `signer` an additional signer (v1) on the application. */
export function addCoDeeder(record: ApplicationRecord, signer: PersonRecord): ApplicationRecord {
  const name = signer.profile.name;
  return {
    ...record,
    application: {
      ...record.application,
      additionalSignerVersion: 'v1',
      coDeedStatus: 'PENDING',
      helocSigners: [
        ...(record.application.helocSigners ?? []),
        {
          identityUuid: signer.uuid,
          name: name ? { firstName: name.firstName, lastName: name.lastName } : null,
        },
      ],
    },
  };
}

export function buildLoanOriginator(
  uuid: string,
  orgCode: string,
  info: Omit<LoanOriginator, 'uuid'>,
): LoanOriginatorRecord {
  return { uuid, orgCode, info: { uuid, ...info } };
}

export interface NotificationInput {
  owner: string;
  label: string;
  title: string;
  description: string;
  created: Date;
  unread: boolean;
  cta?: { title: string; redirectPath: string };
}

export function buildNotification(person: PersonRecord, input: NotificationInput): Notification {
  return {
    uuid: derivedUuid(input.owner, `notification/${input.label}`),
    title: input.title,
    description: input.description,
    created: input.created.toISOString(),
    status: input.unread ? 'UNREAD' : 'READ',
    walletAddress: person.wallet.accountAddress,
    ctas: input.cta ? [input.cta] : [],
  };
}
