/**
 * The HELOC application: GET /service-application/api/v1/application/heloc/{uuid}, the answer of
 * every write on it, and GET .../heloc/all (the list). Read leniently
 * (docs/architecture.md#the-lenders-contract): absent fields stay absent only where absence means
 * something (the liens not yet looked for, say).
 */
import { EMPTY_ADDRESS, postalAddressSchema } from './address';
import { hmdaAnswersSchema } from './hmda';
import { fundingSchema } from './funding';
import { rescissionSchema } from './rescission';
import { readUsState } from './usStates';
import {
  answerOf,
  type Answer,
  flag,
  keepItems,
  listedValue,
  listOf,
  number,
  oneOf,
  optional,
  optionalListOf,
  optionalText,
  orNull,
  readWith,
  record,
  text,
  v,
} from './schema';
import { serverStateOf } from './serverStates';

export const CONSENT_TYPES = ['SOFT_CREDIT', 'HARD_CREDIT', 'ESIGN', 'AUTOPAY'] as const;
export const PAY_TYPES = ['AUTOPAY', 'MANUAL'] as const;
export const CO_DEED_STATUSES = ['NOT_REQUIRED', 'PENDING', 'COMPLETE'] as const;
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'SELF_EMPLOYED',
  'RETIRED',
  'UNEMPLOYED',
  'SEPARATE_MAINTENANCE',
] as const;
export const ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;

export type ConsentType = (typeof CONSENT_TYPES)[number];
export type PayType = (typeof PAY_TYPES)[number];
export type CoDeedStatus = (typeof CO_DEED_STATUSES)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const propertySchema = record({
  uuid: text(),
  /** Two-letter state of the property (a US state, not a server state); TX means the BPO path. */
  state: readWith(readUsState),
  address: v.fallback(postalAddressSchema, () => ({ ...EMPTY_ADDRESS })),
  /** UNKNOWN up to EXCELLENT. */
  condition: optionalText,
});

export const bankAccountSchema = record({
  uuid: text(),
  /** Sensitive: redacted from DevTools and logs. */
  routingNumber: optionalText,
  /** Sensitive: redacted from DevTools and logs. */
  accountNumber: optionalText,
  /** Last four digits, safe to show. */
  mask: optionalText,
  accountType: optional(v.nullable(v.picklist(ACCOUNT_TYPES))),
});

/**
 * A loan or claim secured on the property, as the lender found it (the liens step). A lien
 * without a lender or balance still shows.
 */
export const lienSchema = record({
  uuid: text(),
  /** Who holds it. */
  lender: text(),
  /** The outstanding balance in dollars, when known. */
  balance: number(null),
  /** The borrower's answer to "Is this loan still open?", once given (null: not yet). */
  open: optional(v.nullable(v.boolean())),
});

/** The borrower's confirmation that the liens listed are complete and correct. */
export const lienAttestationSchema = record({
  attested: flag(),
  /** When it was given (ISO 8601). */
  at: text(null),
});

/**
 * A consent the lender recorded: its type (`ESIGN`, to receive documents and sign electronically:
 * docs/journey.md#the-e-sign-consent), when it was given, and the version of the text agreed to
 * where the text has versions.
 */
export const consentSchema = record({
  type: oneOf(CONSENT_TYPES, 'SOFT_CREDIT'),
  acceptedAt: optional(v.string()),
  /** The version of the text consented to, for a consent given to a text (ESIGN, AUTOPAY). */
  version: optional(v.string()),
});

/**
 * The terms an authorization of automatic payments names (src/contract/autopayAuthorization.ts),
 * as the lender recorded them when it was given.
 */
export const autopayTermsSchema = record({
  lenderName: text(),
  lenderPhone: text(),
  lenderEmail: text(),
  accountMask: text(),
  monthlyPayment: number(),
});

/**
 * The borrower's authorization of automatic payments
 * (docs/journey.md#automatic-payments-and-their-authorization): the text's version, when it was
 * given, and the terms it named, from which its text is made again.
 */
export const autopayAuthorizationSchema = record({
  version: text(),
  /** When it was given (ISO 8601). */
  acceptedAt: text(),
  terms: autopayTermsSchema,
});

export const applicationDocumentSchema = record({
  uuid: text(),
  type: text(),
  uploadedAt: optional(v.string()),
});

export const incomeSourceSchema = record({
  uuid: text(),
  employmentType: oneOf(EMPLOYMENT_TYPES, 'FULL_TIME'),
  employerName: optionalText,
  /** The yearly income the borrower gave for this source, in dollars, when they gave one. */
  annualIncome: number(null),
});

export const helocSignerSchema = record({
  identityUuid: text(),
  name: orNull(record({ firstName: text(), lastName: text() })),
});

/** Complete only when it says so; anything else is not complete. */
const completion = readWith((value) => ({
  complete:
    typeof value === 'object' &&
    value !== null &&
    (value as { complete?: unknown }).complete === true,
}));

export const applicationSchema = record({
  uuid: text(),
  loanNumber: text(),
  /**
   * The application step (e.g. OFFER_SELECTION, COMPLETE), a server state; missing or unlisted
   * reads as null (an unlisted one is logged). The routing reads the status answer, not this: it
   * only tells active applications apart.
   */
  state: readWith(listedValue('state', serverStateOf)),
  property: orNull(propertySchema),
  adjustedHomeAmount: number(null),
  selectedPropertyUuid: text(null),
  /** Fixed term in months. */
  term: number(),
  amount: number(),
  /** Annual percentage rate, in percent (e.g. 8.45). */
  rate: number(),
  uwCalculatedDrawAmount: number(null),
  /**
   * The APR in percent the lender approved at the liens step, before the borrower chose an
   * amount and term (./offerPricing.ts prices from it). Null until the lender has decided.
   */
  approvedApr: number(null),
  /**
   * The origination fee the lender charges, in percent of the draw, set with its decision at the
   * liens step (src/contract/payments.ts makes the fee in dollars from it). Null: no fee known.
   */
  originationFeePercent: number(null),
  consents: listOf(consentSchema),
  documents: listOf(applicationDocumentSchema),
  incomeSources: listOf(incomeSourceSchema),
  disburseAccount: orNull(bankAccountSchema),
  autopayAccount: orNull(bankAccountSchema),
  payType: oneOf(PAY_TYPES, null),
  /** The authorization of automatic payments in force (pay type AUTOPAY), or null. */
  autopayAuthorization: orNull(autopayAuthorizationSchema),
  isCrypto: flag(),
  hasHmda: flag(),
  /** The answers behind hasHmda, for the borrower's summary. */
  hmda: orNull(hmdaAnswersSchema),
  assetDepletion: completion,
  insurance: completion,
  coDeedStatus: oneOf(CO_DEED_STATUSES, 'NOT_REQUIRED'),
  requestedManualNotaryTime: text(null),
  referrer: orNull(record({ referrerUuid: text() })),
  additionalSignerVersion: oneOf(['v0', 'v1'] as const, null),
  helocSigners: optionalListOf(helocSignerSchema),
  /** The liens the lender found; absent until it has looked. */
  liens: optionalListOf(lienSchema),
  lienAttestation: v.optional(orNull(lienAttestationSchema)),
  isAgeRestrictedInterestOnly: flag(),
  /**
   * The right to cancel (docs/journey.md#the-right-to-cancel): its days, recorded by the lender
   * when the transaction is complete, and when the borrower cancelled; null before.
   */
  rescission: rescissionSchema,
  /**
   * The line's funding (docs/journey.md#a-funded-line): when, how much and to which account the
   * lender sent the money; absent or null before.
   */
  funding: v.optional(fundingSchema),
  name: optional(
    record({
      firstName: text(),
      middleName: optionalText,
      lastName: text(),
      suffix: optionalText,
    }),
  ),
  email: optionalText,
  auditFields: optional(record({ createdDate: text() })),
});

/** The list: entries that are not applications, or have no uuid, are left out. */
export const applicationsSchema = v.pipe(
  v.array(v.unknown()),
  listOf(applicationSchema),
  keepItems((application) => application.uuid !== ''),
);

export type Property = Answer<typeof propertySchema>;
export type BankAccount = Answer<typeof bankAccountSchema>;
export type Lien = Answer<typeof lienSchema>;
export type LienAttestation = Answer<typeof lienAttestationSchema>;
export type Consent = Answer<typeof consentSchema>;
export type AutopayTerms = Answer<typeof autopayTermsSchema>;
export type AutopayAuthorization = Answer<typeof autopayAuthorizationSchema>;
export type ApplicationDocument = Answer<typeof applicationDocumentSchema>;
export type IncomeSource = Answer<typeof incomeSourceSchema>;
export type HelocSigner = Answer<typeof helocSignerSchema>;
export type HelocApplication = Answer<typeof applicationSchema>;

export const readApplication = answerOf(applicationSchema, 'application');
export const readApplications = answerOf(applicationsSchema, 'applications');
