/**
 * The records the sandbox lender keeps (one JSON file each, see db.ts). Response shapes come from
 * the app's own types, so the sandbox cannot drift from what the app reads.
 */
import type { ChatRecord } from './chat';
import type { Notification } from '../contract/accounts';
import type { ApplicationDocument, HelocApplication } from '../contract/application';
import type { LoanOriginator } from '../contract/loanOriginator';
import type { Organisation } from '../contract/organisation';
import type { Profile } from '../contract/profile';
import type { ServerState } from '../contract/serverStates';
import type { StatusObject } from '../contract/status';
import type { SandboxCondition } from './conditions';

export type Department = 'OPS_PHONE' | 'OPS_CHAT';

/** Opening hours of one day, HH:mm in America/Los_Angeles; null when closed. */
export type DayHours = { start: string; end: string } | null;

/** Monday first, seven entries. */
export type WeekHours = DayHours[];

export interface OrgRecord {
  code: string;
  /** Injected into the page; baseUrl is filled in per request with the page's origin. */
  info: Organisation;
  /** The states the lender is licensed in: 2-letter codes, in the case and order its data has. */
  licences: string[];
  hours: Record<Department, WeekHours>;
}

export interface PersonRecord {
  uuid: string;
  /** Lower case; the sign-in name. */
  email: string;
  orgCode: string;
  /** scrypt$N$r$p$salt$hash, never sent out. */
  passwordHash: string;
  profile: Profile;
  wallet: { accountAddress: string; groupPolicyAddress: string };
  notifications: Notification[];
  /** Set for brokers and loan originators who can sign in. */
  loanOriginatorUuid: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StatusScript {
  states: (string | null)[];
  /** How many status fetches the script has answered so far. */
  position: number;
}

/**
 * A move the lender makes on its own after a waiting state (waiting.ts): the status endpoint
 * answers the waiting state for WAITING_READS reads, then moves to `then`, merging `statusPatch`.
 */
export interface PendingMove {
  /** The state the application moves to. */
  then: ServerState;
  /** Status reads answered so far while waiting. */
  reads: number;
  /** Status fields set when the move happens. */
  statusPatch?: StatusObject;
}

/**
 * The application as the sandbox keeps it: the application service's fields plus what the
 * sandbox lender records beside them (all answered with the application).
 */
export type SandboxApplication = HelocApplication & {
  /** Registration's "Do you plan to sell this home in the next 12 months?". */
  planToSell?: boolean | null;
  /** The liquid assets the borrower gave at product/assets, in dollars. */
  liquidAssets?: number | null;
  /** The borrower accepted the lower prequalified offer (product/prequal-winback). */
  prequalWinback?: { accepted: boolean; at: string } | null;
  /** Uuids of the disclosures the borrower accepted (document/disclosures). */
  acceptedDisclosures?: string[];
  /** When each of them was accepted (ISO 8601), by uuid: the date on the borrower's copy. */
  disclosureAcceptances?: Record<string, string>;
  /** Control-API switch: credit/retry keeps answering "still frozen" while it is true. */
  creditStillFrozen?: boolean;
  /** income/employer-verification: the employer the lender calls to verify employment. */
  employment?: { employerName: string; employerPhone: string; at: string } | null;
  /** bpo/estimate-value: the borrower's estimate of the home's value, in dollars. */
  estimatedHomeValue?: number | null;
  /** Uuids of the closing documents signed (signing/sign), and the name typed to sign them. */
  signedClosingDocuments?: string[];
  closingSignature?: { name: string; at: string } | null;
  /** notary/intro: REMOTE (the eNotary session now) or MANUAL (a notary who comes to the home). */
  notaryMode?: 'REMOTE' | 'MANUAL' | null;
  /** When the borrower's eNotary session finished: the deed signed before the notary. */
  notarizedAt?: string | null;
};

/**
 * The status as the sandbox keeps it: the app's status fields plus the lender's insurance
 * requirements (set through the control API), which the status endpoint answers too.
 */
export type SandboxStatus = StatusObject & {
  /** Proof of hazard insurance is asked for after the notary (INSURANCE_REQUIRED). */
  insuranceRequired?: boolean;
  /** Proof of flood insurance is asked for too. */
  floodInsuranceRequired?: boolean;
};

/** A stored upload's file (documents.ts): `<dataDir>/documents/<uuid>`; never answered. */
export interface StoredFile {
  name: string;
  mimeType: string;
  size: number;
}

/** An additional signer the borrower invited (POST .../signers). */
export interface Invitation {
  identityUuid: string;
  /**
   * Generated; shown only by the control API (the stand-in for the invitation e-mail). Null for a
   * signer the borrower did not invite here (seeded, or made by the control API), whose progress
   * is recorded on an invitation made at their first step (signers.ts).
   */
  password: string | null;
  invitedAt: string;
  /** The signer's own ID documents (POST .../documents by the signer), never the borrower's. */
  documents?: ApplicationDocument[];
  /** When the signer's ID was complete (a front, and its back unless a passport). */
  identityAt?: string | null;
  /**
   * The signer's consent to receive documents and sign electronically (POST .../esign-consent),
   * with the version of the text agreed to; their signature needs it.
   */
  esignConsent?: { acceptedAt: string; version: string } | null;
  /** The signer's signature of the closing documents (POST .../sign by the signer). */
  signature?: { name: string; at: string } | null;
  /** When the signer finished their part (identity, signature, notary session). */
  doneAt: string | null;
}

export interface ApplicationRecord {
  uuid: string;
  /** The borrower who owns the application. */
  ownerUuid: string;
  orgCode: string;
  /** The server state (docs/routing.md#server-states). */
  state: ServerState | null;
  status: SandboxStatus;
  application: SandboxApplication;
  /** Its conditions, the borrower's and its signers' (conditions.ts). */
  conditions: SandboxCondition[];
  /** The files behind `application.documents`, by document uuid. */
  documentFiles?: Record<string, StoredFile>;
  /** Additional signers invited by the borrower, with their generated passwords. */
  invitations?: Invitation[];
  script: StatusScript | null;
  /**
   * Status reads answered while `status.condition` is MERCHANT_REVIEW (merchantReview.ts);
   * absent when no review is under way.
   */
  merchantReviewReads?: number;
  /** Set while the application is in a waiting state the sandbox resolves itself. */
  pendingMove?: PendingMove;
  experiments: unknown[];
  fullStoryLink: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LoanOriginatorRecord {
  uuid: string;
  orgCode: string;
  info: LoanOriginator;
}

export interface FlagRecord {
  key: string;
  flagEnabled: boolean;
  variables: Record<string, unknown>;
  /** An organisation's own setting, in place of the default above (PUT /__sandbox/flags/{key}?org=). */
  orgs?: Record<string, { flagEnabled: boolean; variables: Record<string, unknown> }>;
}

/** Control-API switches that are not records of the lender (ids 'hours' and 'chat'). */
export interface ControlsRecord {
  chatOpen: boolean | null;
  /** The simulated agent (id 'chat', PUT /__sandbox/chat). */
  agentJoinAfterMs?: number;
  autoReply?: boolean;
}

/** Written last by the seed: a data folder without it is (re)seeded. */
export interface MetaRecord {
  seededAt: string;
}

export interface TelemetryEventRecord {
  uuid: string;
  context: string;
  receivedAt: string;
  body: unknown;
}

export interface TelemetrySessionRecord {
  uuid: string;
  epoch: number;
  trackerUuid: string;
  context: string;
  receivedAt: string;
  body: unknown;
}

export interface FeedbackRecord {
  uuid: string;
  identityUuid: string | null;
  receivedAt: string;
  applicationUuid: string | null;
  topic: string;
  message: string;
  marketingConsent: boolean;
  pathname: string | null;
  productType: 'HELOC';
}

export interface Collections {
  meta: MetaRecord;
  orgs: OrgRecord;
  people: PersonRecord;
  applications: ApplicationRecord;
  loanOriginators: LoanOriginatorRecord;
  flags: FlagRecord;
  controls: ControlsRecord;
  telemetryEvents: TelemetryEventRecord;
  telemetrySessions: TelemetrySessionRecord;
  feedback: FeedbackRecord;
  chats: ChatRecord;
}

export type CollectionName = keyof Collections;

export const COLLECTIONS: readonly CollectionName[] = [
  'meta',
  'orgs',
  'people',
  'applications',
  'loanOriginators',
  'flags',
  'controls',
  'telemetryEvents',
  'telemetrySessions',
  'feedback',
  'chats',
];
