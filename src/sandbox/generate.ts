/**
 * Realistic generated applicants for POST /__sandbox/applicants. A borrower gets an application;
 * a co-deeder is created with the borrower and application they sign for; a broker with a
 * loan-originator record and an application they referred. The caller's state, status,
 * application and profile are deep-merged over what is generated.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { ProfileType } from '../features/profile/types';
import {
  addCoDeeder,
  buildApplication,
  buildLoanOriginator,
  buildPerson,
  daysBefore,
} from './applicants';
import { hashPassword } from './auth';
import type { RecordStore } from './db';
import { badRequest } from './http';
import { newLoanNumber, newUuid, pick } from './ids';
import { deepMerge } from './merge';
import { ADDRESSES, EMPLOYERS, FIRST_NAMES, LAST_NAMES } from './names';
import type { ApplicationRecord, LoanOriginatorRecord, PersonRecord } from './records';

export type Role = 'borrower' | 'co-deeder' | 'broker';
export const ROLES: readonly Role[] = ['borrower', 'co-deeder', 'broker'];

/** The server state a generated application starts in, per role (overridable with `state`). */
export const DEFAULT_STATE: Record<Role, string> = {
  borrower: 'OFFER_SELECTION',
  'co-deeder': 'CO_DEED_REQUIRED',
  broker: 'OFFER_SELECTION',
};

export interface ApplicantRequest {
  org: string;
  role: Role;
  state?: string | null;
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
    isBroker: type === 'BROKER',
    createdAt: now,
  });
}

function randomApplication(
  owner: PersonRecord,
  state: string | null,
  now: Date,
): ApplicationRecord {
  const homeValue = roundTo(randomInt(350_000, 1_200_000), 5000);
  const amount = roundTo(randomInt(25_000, Math.min(250_000, homeValue * 0.3)), 1000);
  const address = owner.profile.addresses[0] ?? pick(ADDRESSES);
  return buildApplication({
    uuid: newUuid(),
    loanNumber: newLoanNumber(),
    owner,
    state,
    property: {
      street1: address.street1,
      street2: address.street2 ?? null,
      city: address.city,
      state: address.state,
      zip: address.zip,
    },
    homeValue,
    offer: { amount, rate: randomInt(725, 1150) / 100, termMonths: pick([60, 120, 180, 360]) },
    employerName: pick(EMPLOYERS),
    createdAt: daysBefore(now, randomInt(0, 4)),
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
    state?: string | null;
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
  return {
    ...rest,
    ...(keepReads ? { merchantReviewReads } : {}),
    ...(keepMove ? { pendingMove } : {}),
    state,
    status: deepMerge(record.status, patch.status),
    application: { ...deepMerge(record.application, patch.application), state },
    updatedAt: new Date().toISOString(),
  };
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
 * POST /__sandbox/applicants): the person the account-setup page is for (contract/journey.md).
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

  let borrower = randomPerson(request.org, 'BORROWER', hash, now);
  let person = borrower;
  let application = randomApplication(borrower, state, now);
  let loanOriginator: LoanOriginatorRecord | null = null;

  if (request.role === 'co-deeder') {
    person = randomPerson(request.org, 'CO_DEEDER', hash, now, borrower.profile.addresses[0]);
    application = addCoDeeder(application, person);
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
    application = deepMerge(application, { application: { referrer: { referrerUuid: loUuid } } });
  }

  person = mergeProfile(person, request.profile);
  checkEmailFree(store, person);
  if (person.uuid === borrower.uuid) {
    borrower = person;
    application.application.email = person.email;
  }
  application = mergeApplication(application, request);

  if (loanOriginator) store.put('loanOriginators', loanOriginator.uuid, loanOriginator);
  if (borrower !== person) store.put('people', borrower.uuid, borrower);
  store.put('people', person.uuid, person);
  store.put('applications', application.uuid, application);
  return { person, password, application };
}
