import type { HmdaAnswers } from '../../lib/hmdaAnswers';
import type { PostalAddress } from '../profile';

/** Spec 1 section 3 (HELOC application) and contract/server-states.md. */
export type ConsentType = 'SOFT_CREDIT' | 'HARD_CREDIT';
export type PayType = 'AUTOPAY' | 'MANUAL';
export type CoDeedStatus = 'NOT_REQUIRED' | 'PENDING' | 'COMPLETE';
export type EmploymentType =
  'FULL_TIME' | 'PART_TIME' | 'SELF_EMPLOYED' | 'RETIRED' | 'UNEMPLOYED' | 'SEPARATE_MAINTENANCE';

export interface Property {
  uuid: string;
  /** Two-letter state of the property; TX triggers the BPO path. */
  state: string;
  address: PostalAddress;
  /** UNKNOWN up to EXCELLENT. */
  condition?: string | null;
}

export interface ApplicationDocument {
  uuid: string;
  type: string;
  uploadedAt?: string;
}

export interface IncomeSource {
  uuid: string;
  employmentType: EmploymentType;
  employerName?: string | null;
  /** The yearly income the borrower gave for this source, in dollars, when they gave one. */
  annualIncome?: number | null;
}

/** The borrower's HMDA answers (start/hmda): lists of codes and the text boxes. */
export type { HmdaAnswers };

export interface BankAccount {
  uuid: string;
  /** Sensitive: redacted from DevTools and logs. */
  routingNumber?: string | null;
  /** Sensitive: redacted from DevTools and logs. */
  accountNumber?: string | null;
  /** Last four digits, safe to show. */
  mask?: string | null;
  accountType?: 'CHECKING' | 'SAVINGS' | null;
}

/** A loan or claim secured on the property, as the lender found it (the liens step). */
export interface Lien {
  uuid: string;
  /** Who holds it. */
  lender: string;
  /** The outstanding balance in dollars, when known. */
  balance: number | null;
  /** The borrower's answer to "Is this loan still open?", once given. */
  open?: boolean | null;
}

/** The borrower's confirmation that the liens listed are complete and correct. */
export interface LienAttestation {
  attested: boolean;
  /** When it was given (ISO 8601). */
  at: string | null;
}

export interface HelocSigner {
  identityUuid: string;
  name?: { firstName: string; lastName: string } | null;
}

/** GET /service-application/api/v1/application/heloc/{uuid} and .../heloc/all */
export interface HelocApplication {
  uuid: string;
  loanNumber: string;
  /**
   * The application step (spec 2 "Application steps", e.g. OFFER_SELECTION, COMPLETE). The
   * routing engine reads the status endpoint, not this; it only tells active applications apart.
   */
  state?: string | null;
  property: Property | null;
  adjustedHomeAmount: number | null;
  selectedPropertyUuid: string | null;
  /** Fixed term in months (the spec shows it in years). */
  term: number;
  amount: number;
  /** Annual percentage rate, in percent (e.g. 8.45). */
  rate: number;
  uwCalculatedDrawAmount: number | null;
  /**
   * The APR in percent the lender approved at the liens step, before the borrower chose an
   * amount and term (the offer calculator prices from it: src/lib/offerPricing.ts). Null until
   * the lender has decided.
   */
  approvedApr?: number | null;
  consents: { type: ConsentType; acceptedAt?: string }[];
  documents: ApplicationDocument[];
  incomeSources: IncomeSource[];
  disburseAccount: BankAccount | null;
  autopayAccount: BankAccount | null;
  payType: PayType | null;
  isCrypto: boolean;
  hasHmda: boolean;
  /** The answers behind hasHmda, for the borrower's summary. */
  hmda?: HmdaAnswers | null;
  assetDepletion: { complete: boolean };
  insurance: { complete: boolean };
  coDeedStatus: CoDeedStatus;
  requestedManualNotaryTime: string | null;
  referrer: { referrerUuid: string } | null;
  additionalSignerVersion: 'v0' | 'v1' | null;
  helocSigners?: HelocSigner[];
  /** The liens the lender found; absent until it has looked. */
  liens?: Lien[];
  lienAttestation?: LienAttestation | null;
  isAgeRestrictedInterestOnly: boolean;
  name?: {
    firstName: string;
    middleName?: string | null;
    lastName: string;
    suffix?: string | null;
  };
  email?: string | null;
  auditFields?: { createdDate: string };
}
