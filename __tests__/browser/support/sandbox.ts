import { SANDBOX_URL } from './browser';

/** The sandbox lender's control API (docs/sandbox.md#the-control-api), on this worker's sandbox. */
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

/** A new applicant on the sandbox at `sandboxUrl` (docs/sandbox.md#an-applicant-at-a-state, POST /__sandbox/applicants). */
export const createApplicantOn = (sandboxUrl: string, body: object = {}) =>
  controlOf<Applicant>(sandboxUrl, 'POST', '/__sandbox/applicants', body);

/** A new applicant on this worker's sandbox. */
export const createApplicant = (body: object = {}) => createApplicantOn(SANDBOX_URL, body);

/** A disbursement account as bank/disburse leaves it (the full number is never kept). */
export const DISBURSE = {
  uuid: 'a3c1f7e2-5b1d-4c55-9a11-0d2f4e6b8c10',
  routingNumber: '011000015',
  mask: '6789',
  accountType: 'CHECKING',
};

/**
 * An applicant with an autopay account to type by hand (bank/autopay-manual): automatic payments
 * chosen, and the disbursement account failed verification (docs/routing.md#events). The line
 * chosen is the one the authorization names.
 */
export const AUTOPAY_ACCOUNT_TO_ENTER = {
  state: null,
  status: { giactAccountStatus: 'FAILED_VERIFICATION' },
  application: {
    amount: 60000,
    rate: 9.2,
    term: 120,
    payType: 'AUTOPAY',
    autopayAccount: null,
    disburseAccount: DISBURSE,
  },
};

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
  /** When it arrived (ms since the epoch). */
  at: number;
}

/** The requests the sandbox received after sequence number `seq`, oldest first. */
export const requestsSince = (seq: number) =>
  control<LoggedRequest[]>('GET', `/__sandbox/requests?since=${seq}`);

/** The last sequence number of the request log: later requests are the caller's. */
export async function lastSeq(): Promise<number> {
  return (await control<LoggedRequest[]>('GET', '/__sandbox/requests')).at(-1)?.seq ?? 0;
}

/**
 * The requests the sandbox receives from now on (the log read again on each call, oldest first):
 * all of them, or those of one method and path.
 */
export async function requestsFromNow() {
  const seq = await lastSeq();
  const all = () => requestsSince(seq);
  return {
    all,
    to: async (method: string, path: string) =>
      (await all()).filter((request) => request.method === method && request.path === path),
  };
}
