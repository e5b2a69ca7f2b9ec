import { SANDBOX_URL } from './browser';

/** The sandbox lender's control API (contract/sandbox.md), on this worker's sandbox. */
export function control<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  return controlOf<T>(SANDBOX_URL, method, path, body);
}

/** The control API of the sandbox at `sandboxUrl` (a test running sandboxes of its own). */
export async function controlOf<T = unknown>(
  sandboxUrl: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${sandboxUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface Applicant {
  email: string;
  password: string;
  jwt: string;
  applicationUuid: string;
  profileUuid: string;
}

export const createApplicant = (body: object = {}) =>
  control<Applicant>('POST', '/__sandbox/applicants', body);

/** A disbursement account as bank/disburse leaves it (the full number is never kept). */
export const DISBURSE = {
  uuid: 'a3c1f7e2-5b1d-4c55-9a11-0d2f4e6b8c10',
  routingNumber: '011000015',
  mask: '6789',
  accountType: 'CHECKING',
};

/**
 * What a generated applicant has done by a step, for POST /__sandbox/applicants (a generated
 * applicant past a step lacks its records). Part 1 done (a submitted application): what
 * income/review and after read.
 */
export const SUBMITTED = {
  status: {
    disclosurelistSummaryReady: true,
    disclosurelistSummaryComplete: true,
    uwDecision: 'APPROVED',
  },
  application: {
    hasHmda: true,
    consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }],
  },
};

/** ...then income verified and the bank accounts given: identity is next. */
export const THROUGH_BANK = {
  status: { ...SUBMITTED.status, uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' },
  application: {
    ...SUBMITTED.application,
    disburseAccount: DISBURSE,
    autopayAccount: DISBURSE,
    payType: 'AUTOPAY',
  },
};

/** ...then the ID uploaded. */
export const THROUGH_IDENTITY = {
  status: THROUGH_BANK.status,
  application: {
    ...THROUGH_BANK.application,
    documents: [{ uuid: 'f1d2c3b4-a5e6-4789-8abc-def012345678', type: 'PASSPORT_FRONT' }],
  },
};

/** ...then the closing documents signed: the notary is next. */
export const THROUGH_SIGNING = {
  status: {
    ...THROUGH_IDENTITY.status,
    disclosurelistClosingReady: true,
    disclosurelistClosingComplete: true,
    disclosurelistNotaryReady: true,
  },
  application: THROUGH_IDENTITY.application,
};

/**
 * Makes the applicant the home's sole owner, with an SSN on file (what start/contact records),
 * through a control API (`control`, or a sandbox of the test's own).
 */
export async function soleOwnerWithSsn(
  applicationUuid: string,
  call: typeof control = control,
): Promise<void> {
  const { profile } = await call<{ profile: { addresses: object[] } }>(
    'GET',
    `/__sandbox/applications/${applicationUuid}`,
  );
  await call('PATCH', `/__sandbox/applications/${applicationUuid}`, {
    profile: {
      hasSsn: true,
      addresses: profile.addresses.map((address) => ({ ...address, ownership: 'SOLE' })),
    },
  });
}

/** A borrower who has signed, waiting on the other owner of the home (signing/additional). */
export const SIGNED_AWAITING_CO_DEED = {
  state: 'CO_DEED_REQUIRED',
  status: {
    disclosurelistSummaryComplete: true,
    disclosurelistClosingReady: true,
    disclosurelistClosingComplete: true,
  },
  application: { coDeedStatus: 'PENDING' },
} as const;

export const injectFault = (fault: {
  method?: string;
  path: string;
  kind: string;
  times: number;
}) => control('POST', '/__sandbox/faults', fault);

export const clearFaults = () => control('DELETE', '/__sandbox/faults');

/** One entry of the sandbox's request log (`GET /__sandbox/requests`). */
export interface LoggedRequest {
  seq: number;
  method: string;
  path: string;
  status: number | null;
  body: unknown;
}

/** The requests the sandbox received after sequence number `seq`, oldest first. */
export const requestsSince = (seq: number) =>
  control<LoggedRequest[]>('GET', `/__sandbox/requests?since=${seq}`);

/** The last sequence number of the request log: later requests are the caller's. */
export async function lastSeq(): Promise<number> {
  return (await control<LoggedRequest[]>('GET', '/__sandbox/requests')).at(-1)?.seq ?? 0;
}
