/**
 * Realistic generated applicants for POST /__sandbox/applicants. A borrower gets an application,
 * opened as registration opens one and walked to the state asked for (applicantStates.ts); a
 * co-deeder is created with the borrower and application they sign for; a broker with a
 * loan-originator record and an application they referred. The caller's profile is who the
 * person is (before the walk); their status, application and profile are then deep-merged over
 * what the walk leaves.
 */
import type { ListedState, ServerState } from '../contract/serverStates';
import { randomBytes, randomInt } from 'node:crypto';
import type { ProfileType } from '../contract/profile';
import { ESIGN_CONSENT_VERSION } from '../contract/esignConsent';
import { buildLoanOriginator, buildPerson, daysBefore } from './applicants';
import { walkChoices, walkToState } from './applicantStates';
import { hashPassword } from './auth';
import type { RecordStore } from './db';
import { badRequest } from './http';
import { newUuid, pick } from './ids';
import { deepMerge } from './merge';
import { ADDRESSES, FIRST_NAMES, LAST_NAMES } from './names';
import type { ApplicationRecord, LoanOriginatorRecord, PersonRecord } from './records';
import { openApplication } from './registration';
import { recordFunding } from './funding';
import { recordRescission } from './rescission';
import { inState } from './workflow';

export type Role = 'borrower' | 'co-deeder' | 'broker';
export const ROLES: readonly Role[] = ['borrower', 'co-deeder', 'broker'];

/** The server state a generated application starts in, per role (overridable with `state`). */
export const DEFAULT_STATE: Record<Role, ListedState> = {
  borrower: 'OFFER_SELECTION',
  'co-deeder': 'CO_DEED_REQUIRED',
  broker: 'OFFER_SELECTION',
};

export interface ApplicantRequest {
  org: string;
  role: Role;
  state?: ListedState | null;
  status?: Record<string, unknown>;
  application?: Record<string, unknown>;
  profile?: Record<string, unknown>;
}

export interface CreatedApplicant {
  /** The person created for the role, who signs in. */
  person: PersonRecord;
  password: string;
  application: ApplicationRecord;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function randomPerson(
  orgCode: string,
  type: ProfileType,
  passwordHash: string,
  now: Date,
  address = pick(ADDRESSES),
  hasSsn = false,
): PersonRecord {
  const firstName = pick(FIRST_NAMES);
  const lastName = pick(LAST_NAMES);
  const suffix = randomBytes(3).toString('hex');
  const year = randomInt(1955, 1996);
  const month = String(randomInt(1, 13)).padStart(2, '0');
  const day = String(randomInt(1, 29)).padStart(2, '0');
  return buildPerson({
    uuid: newUuid(),
    email: `${firstName}.${lastName}.${suffix}@example.com`,
    orgCode,
    type,
    passwordHash,
    firstName,
    lastName,
    dob: `${year}-${month}-${day}`,
    phone: `${pick(['415', '503', '206', '602', '720', '919', '407', '312'])}55501${randomInt(10, 100)}`,
    address,
    hasSsn,
    isBroker: type === 'BROKER',
    createdAt: now,
  });
}

function mergeProfile(
  person: PersonRecord,
  patch: Record<string, unknown> | undefined,
): PersonRecord {
  if (!patch) return person;
  if (patch.uuid !== undefined && patch.uuid !== person.uuid) {
    throw badRequest('profile.uuid cannot be changed', 'profile.uuid');
  }
  const profile = deepMerge(person.profile, patch);
  const email = typeof profile.email === 'string' ? profile.email.toLowerCase() : person.email;
  return { ...person, email, profile: { ...profile, email } };
}

export function mergeApplication(
  record: ApplicationRecord,
  patch: {
    state?: ServerState | null;
    status?: Record<string, unknown>;
    application?: Record<string, unknown>;
  },
): ApplicationRecord {
  if (patch.application?.uuid !== undefined && patch.application.uuid !== record.uuid) {
    throw badRequest('application.uuid cannot be changed', 'application.uuid');
  }
  const state = patch.state !== undefined ? patch.state : record.state;
  // A condition set from outside starts any merchant review afresh; a state set from outside
  // replaces any move the lender had pending (waiting.ts).
  const { merchantReviewReads, pendingMove, ...rest } = record;
  const keepReads = patch.status?.condition === undefined && merchantReviewReads !== undefined;
  const keepMove = patch.state === undefined && pendingMove !== undefined;
  const merged: ApplicationRecord = {
    ...rest,
    ...(keepReads ? { merchantReviewReads } : {}),
    ...(keepMove ? { pendingMove } : {}),
    state,
    status: deepMerge(record.status, patch.status),
    application: { ...deepMerge(record.application, patch.application), state },
    updatedAt: new Date().toISOString(),
  };
  // RESCISSION set from outside: the transaction is complete, so its right to cancel is recorded
  // as the lender's own move records it (rescission.ts); COMPLETE: the line is funded (funding.ts).
  if (patch.state === 'RESCISSION') return recordRescission(merged);
  if (patch.state === 'COMPLETE') return recordFunding(merged);
  return merged;
}

/** A new sign-in's password, and its hash as stored. */
async function newPassword(): Promise<{ password: string; hash: string }> {
  const password = `sandbox-${randomBytes(9).toString('base64url')}`;
  return { password, hash: await hashPassword(password) };
}

function checkEmailFree(store: RecordStore, person: PersonRecord): void {
  if (store.list('people').some((p) => p.email === person.email)) {
    throw badRequest(`The e-mail ${person.email} is already taken`, 'profile.email');
  }
}

/**
 * A signed-in borrower with a profile and no application yet (`application: null` in
 * POST /__sandbox/applicants): the person the account-setup page is for (docs/journey.md).
 */
export async function createPersonWithoutApplication(
  store: RecordStore,
  request: { org: string; profile?: Record<string, unknown> },
): Promise<{ person: PersonRecord; password: string }> {
  const { password, hash } = await newPassword();
  const person = mergeProfile(
    randomPerson(request.org, 'BORROWER', hash, new Date()),
    request.profile,
  );
  checkEmailFree(store, person);
  store.put('people', person.uuid, person);
  return { person, password };
}

export async function createApplicant(
  store: RecordStore,
  request: ApplicantRequest,
): Promise<CreatedApplicant> {
  const now = new Date();
  const { password, hash } = await newPassword();
  const state = request.state !== undefined ? request.state : DEFAULT_STATE[request.role];
  // `state: null` (no state reported: the local step machine decides) has the role's records.
  const walkedTo = state ?? DEFAULT_STATE[request.role];
  const choices = {
    ...walkChoices(walkedTo),
    // The co-deeder owns the home with the borrower.
    ...(request.role === 'co-deeder' ? { ownership: 'JOINT' as const } : {}),
  };
  const home = pick(ADDRESSES);

  let borrower = randomPerson(request.org, 'BORROWER', hash, now, home);
  let person = borrower;
  let coDeeder: PersonRecord | undefined;
  let loanOriginator: LoanOriginatorRecord | null = null;
  if (request.role === 'co-deeder') {
    person = randomPerson(request.org, 'CO_DEEDER', hash, now, home);
  } else if (request.role === 'broker') {
    const loUuid = newUuid();
    person = { ...randomPerson(request.org, 'BROKER', hash, now), loanOriginatorUuid: loUuid };
    const name = person.profile.name;
    loanOriginator = buildLoanOriginator(loUuid, request.org, {
      originatorName: name ? `${name.firstName} ${name.lastName}` : null,
      brokerName: `${name?.lastName ?? 'Independent'} Mortgage Partners`,
      avatarUri: null,
      email: person.email,
      phoneNumber: person.profile.phoneNumbers[0]?.number ?? null,
      nmls: String(randomInt(1_000_000, 2_500_000)),
      logoUri: null,
      link: null,
    });
  }
  person = mergeProfile(person, request.profile);
  checkEmailFree(store, person);
  if (request.role === 'borrower') borrower = person;
  if (request.role === 'co-deeder') coDeeder = person;

  const address = borrower.profile.addresses[0] ?? { ...home, uuid: newUuid() };
  const opened = openApplication(
    borrower,
    address.uuid,
    {
      address: {
        street1: address.street1,
        street2: address.street2 ?? null,
        city: address.city,
        state: address.state || home.state,
        zip: address.zip,
      },
      planToSell: false,
      annualIncome: roundTo(randomInt(60_000, 240_000), 1000),
      employmentType: 'FULL_TIME',
      // The consent to electronic documents, to the text shown now, as registering gives it.
      esignConsentVersion: ESIGN_CONSENT_VERSION,
      referrer: loanOriginator?.uuid ?? null,
    },
    daysBefore(now, randomInt(0, 4)),
  );
  const walk = {
    record: opened,
    owner: borrower,
    org: store.get('orgs', request.org),
    choices,
    dataDir: store.dir,
    ...(coDeeder ? { coDeeder } : {}),
  };
  walkToState(walk, walkedTo);
  borrower = request.role === 'borrower' ? mergeProfile(walk.owner, request.profile) : walk.owner;
  if (request.role === 'borrower') person = borrower;
  let application = state === null ? inState(walk.record, null) : walk.record;
  application = mergeApplication(application, {
    status: request.status,
    application: request.application,
  });

  if (loanOriginator) store.put('loanOriginators', loanOriginator.uuid, loanOriginator);
  if (borrower !== person) store.put('people', borrower.uuid, borrower);
  store.put('people', person.uuid, person);
  store.put('applications', application.uuid, application);
  return { person, password, application };
}
