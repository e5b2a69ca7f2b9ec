/** @jest-environment node */
/** Registering through the sandbox and walking part 1 of the journey, for the sandbox's tests. */
import fs from 'node:fs';
import path from 'node:path';
import type { HelocApplication } from '../../src/features/application';
import type { Profile } from '../../src/features/profile';
import type { StatusResponse } from '../../src/contract/status';
import { ESIGN_CONSENT_VERSION } from '../../src/contract/esignConsent';
import type { ErrorAnswered } from '../../src/contract/errorAnswer';
import { errorAnswerShortfalls } from '../support/conformance';
import { localStepMachine } from '../../src/features/routing/localStepMachine';
import type { TestSandbox } from './helpers';

export const APP = '/service-application/api/v1/application/heloc';
export const STATUS = '/service-krang-heloc/borrower/secure/api/v1';
export const REGISTER = '/identity/api/v1/registration/register';

export const PASSWORD = 'correct horse battery';
/** An SSN the tests look for everywhere it must not be. */
export const SSN = '287654321';

let counter = 0;
export const uniqueEmail = () => `reg.${Date.now()}.${(counter += 1)}@example.com`;

export interface Registered {
  jwt: string;
  applicationUuid: string;
  email: string;
}

export type ApiErrors = ErrorAnswered;

/** A complete, valid registration; `patch` replaces top-level values (undefined removes one). */
export function registrationBody(patch: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    email: uniqueEmail(),
    password: PASSWORD,
    firstName: 'Ada',
    middleName: 'May',
    lastName: 'Lovelace',
    dateOfBirth: '1985-03-27',
    phone: '4155550123',
    address: { street1: '88 Quarry Hill Road', city: 'Pasadena', state: 'CA', zip: '91104' },
    planToSell: false,
    annualIncome: 120000,
    employmentType: 'FULL_TIME',
    softCreditConsent: true,
    esignConsent: true,
    esignConsentVersion: ESIGN_CONSENT_VERSION,
    ...patch,
  };
  for (const [key, value] of Object.entries(patch)) if (value === undefined) delete body[key];
  return body;
}

export async function register(
  sandbox: TestSandbox,
  patch: Record<string, unknown> = {},
  org = 'main',
): Promise<Registered> {
  const body = registrationBody(patch);
  const created = await sandbox.json<{ jwt: string; applicationUuid: string }>(
    REGISTER,
    { body, headers: { 'x-org': org } },
    201,
  );
  return { ...created, email: body.email as string };
}

export const readStatus = (sandbox: TestSandbox, uuid: string, token: string) =>
  sandbox.json<StatusResponse>(`${STATUS}/${uuid}/status`, { token });

/** Reads the status until a read answers something other than `waiting`; the states read. */
export async function waitOut(
  sandbox: TestSandbox,
  uuid: string,
  token: string,
  waiting: string,
): Promise<string[]> {
  const states: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const { state } = await readStatus(sandbox, uuid, token);
    states.push(state ?? 'null');
    if (state !== waiting) return states;
  }
  throw new Error(`${uuid} is still ${waiting} after 10 reads`);
}

/** A wait that the status answers on two reads, and the state it answers on the third. */
export async function expectTwoWaitingReads(
  sandbox: TestSandbox,
  uuid: string,
  token: string,
  waiting: string,
  next: string,
): Promise<void> {
  expect(await waitOut(sandbox, uuid, token, waiting)).toEqual([waiting, waiting, next]);
}

export interface Stored {
  state: string | null;
  status: StatusResponse;
  application: HelocApplication & {
    acceptedDisclosures?: string[];
    planToSell?: boolean;
    liquidAssets?: number;
    prequalWinback?: { accepted: boolean } | null;
  };
  profile: Profile;
  conditions: unknown[];
  signers: unknown[];
}

export const stored = (sandbox: TestSandbox, uuid: string) =>
  sandbox.json<Stored>(`/__sandbox/applications/${uuid}`);

/** The local step machine's step for the records as stored (no status read is spent). */
export async function localStep(sandbox: TestSandbox, uuid: string) {
  const record = await stored(sandbox, uuid);
  return localStepMachine({
    profile: record.profile,
    application: record.application,
    status: record.status,
  }).step;
}

/** Every record file under the data folder, as one text (to look for what must not be kept). */
export function allRecordsText(sandbox: TestSandbox): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else texts.push(fs.readFileSync(full, 'utf8'));
    }
  };
  walk(sandbox.dataDir);
  return texts.join('\n');
}

/** Record files per collection, to show a refused call stored nothing. */
export function recordCounts(sandbox: TestSandbox): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of ['people', 'applications']) {
    counts[name] = fs.readdirSync(path.join(sandbox.dataDir, name)).length;
  }
  return counts;
}

/** The stored application record, exactly as on disk. */
export const recordText = (sandbox: TestSandbox, uuid: string) =>
  fs.readFileSync(path.join(sandbox.dataDir, 'applications', `${uuid}.json`), 'utf8');

export async function expectErrors(
  response: Response,
  status: number,
  fields: (string | null | undefined)[],
): Promise<ApiErrors['errors']> {
  const text = await response.text();
  expect({ status: response.status, text }).toEqual({ status, text: expect.any(String) });
  const body = JSON.parse(text) as ApiErrors;
  // The error answer the app reads (docs/architecture.md#the-error-answer).
  expect(errorAnswerShortfalls(body)).toEqual([]);
  expect(body.errors.map((e) => e.field)).toEqual(fields);
  for (const error of body.errors) {
    expect(error.code).toEqual(expect.any(String));
    expect(error.message).toEqual(expect.any(String));
  }
  return body.errors;
}

/** Answers every lien of the application (open unless named in `closed`). */
export async function confirmLiens(
  sandbox: TestSandbox,
  who: Registered,
  closed: string[] = [],
): Promise<HelocApplication> {
  const app = await sandbox.json<HelocApplication>(`${APP}/${who.applicationUuid}`, {
    token: who.jwt,
  });
  return sandbox.json<HelocApplication>(`${APP}/${who.applicationUuid}/liens`, {
    method: 'PUT',
    token: who.jwt,
    body: {
      liens: (app.liens ?? []).map((l) => ({ uuid: l.uuid, open: !closed.includes(l.uuid) })),
    },
  });
}

/** Accepts every disclosure the lender lists (what start/app-summary sends before submitting). */
export async function acceptDisclosures(sandbox: TestSandbox, who: Registered): Promise<void> {
  const url = `${APP}/${who.applicationUuid}/disclosures`;
  const { documents } = await sandbox.json<{ documents: { uuid: string }[] }>(url, {
    token: who.jwt,
  });
  await sandbox.json(`${url}/accept`, {
    method: 'POST',
    token: who.jwt,
    body: { documents: documents.map((document) => document.uuid) },
  });
}

/** A registered borrower walked on to `until` (each wait read out). */
export async function walk(
  sandbox: TestSandbox,
  until:
    'LIEN_VERIFICATION' | 'OFFER_SELECTION' | 'COLLECT_ADDITIONAL_INFO' | 'HMDA' | 'APP_SUBMISSION',
  patch: Record<string, unknown> = {},
): Promise<Registered> {
  const who = await register(sandbox, patch);
  const uuid = who.applicationUuid;
  const put = (step: string, body: unknown) =>
    sandbox.json(`${APP}/${uuid}/${step}`, { method: 'PUT', token: who.jwt, body });
  await waitOut(sandbox, uuid, who.jwt, 'OFFER_GENERATION');
  if (until === 'LIEN_VERIFICATION') return who;
  await confirmLiens(sandbox, who);
  await waitOut(sandbox, uuid, who.jwt, 'OFFER_GENERATION');
  if (until === 'OFFER_SELECTION') return who;
  await put('offer', { amount: 20000, term: 120 });
  if (until === 'COLLECT_ADDITIONAL_INFO') return who;
  await put('more-info', { ownership: 'SOLE', ssn: SSN, hardCreditConsent: true });
  if (until === 'HMDA') return who;
  await put('hmda', { ethnicity: ['DECLINED'], race: ['ASIAN'], sex: ['FEMALE'] });
  await waitOut(sandbox, uuid, who.jwt, 'WAITING_FOR_SUMMARY');
  return who;
}
