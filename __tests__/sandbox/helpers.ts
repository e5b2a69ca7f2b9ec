/** @jest-environment node */
/** Starting a sandbox on a random port with a fresh data folder, and calling it. */
import { answerShortfalls, errorAnswerShortfalls } from '../support/conformance';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Sandbox, type SandboxOptions, startSandbox } from '../../src/sandbox/server';
import { SEEDED_PASSWORD } from '../../src/sandbox/seed';

export interface TestSandbox extends Sandbox {
  dataDir: string;
  /** fetch against the sandbox; JSON bodies are sent as JSON. */
  call(path: string, init?: CallInit): Promise<Response>;
  /** Parsed JSON of a call that must succeed with `status` (200 by default). */
  json<T = unknown>(path: string, init?: CallInit, status?: number): Promise<T>;
  login(email: string, password?: string): Promise<string>;
  /** A new applicant made by the control API (POST /__sandbox/applicants) as `body` asks. */
  applicant(body?: Record<string, unknown>): Promise<Applicant>;
}

/** Someone signed in with an application: what a borrower's call needs. */
export interface Who {
  jwt: string;
  applicationUuid: string;
}

/** What the control API answers for a new applicant: who they are, signed in. */
export interface Applicant extends Who {
  email: string;
  password: string;
  profileUuid: string;
}

export interface CallInit {
  method?: string;
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
}

const created: string[] = [];

/** A new, empty data folder, removed when the test file ends. */
export function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-'));
  created.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

export async function startTestSandbox(
  options: Partial<SandboxOptions> = {},
): Promise<TestSandbox> {
  const dataDir = options.dataDir ?? freshDataDir();
  const sandbox = await startSandbox({ port: 0, app: 'none', ...options, dataDir });
  const call = (urlPath: string, init: CallInit = {}) => {
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    }
    return fetch(`${sandbox.url}${urlPath}`, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
    });
  };
  const json = async <T>(urlPath: string, init?: CallInit, status = 200): Promise<T> => {
    const response = await call(urlPath, init);
    const method = init?.method ?? (init?.body === undefined ? 'GET' : 'POST');
    const text = await response.text();
    if (response.status !== status) {
      throw new Error(
        `${init?.method ?? 'GET'} ${urlPath}: expected ${status}, got ${response.status} ${text}`,
      );
    }
    const answer: unknown = JSON.parse(text);
    // Every answer a sandbox test reads is what the app reads it with (src/contract/calls.ts).
    // The control API and the sandbox's own pages are no call of the app's: the contract states
    // none of them.
    // A refusal, the control API's included, is the error answer the app reads
    // (docs/architecture.md#the-error-answer).
    const shortfalls =
      status === 200 || status === 201
        ? (answerShortfalls(method, urlPath, answer) ?? [])
        : status >= 400
          ? errorAnswerShortfalls(answer)
          : [];
    if (shortfalls.length > 0) {
      throw new Error(
        `${method} ${urlPath}: the answer is not the contract's:\n${shortfalls.join('\n')}`,
      );
    }
    return answer as T;
  };
  const login = async (email: string, password = SEEDED_PASSWORD) =>
    (await json<{ jwt: string }>('/identity/api/v1/login', { body: { email, password } })).jwt;
  const applicant = (body: Record<string, unknown> = {}) =>
    json<Applicant>('/__sandbox/applicants', { body });
  return { ...sandbox, dataDir, call, json, login, applicant };
}

/**
 * The one sandbox the tests of a file (or of the describe block it is called in) share: started
 * before their first test and closed after their last; the object answered is filled in by then.
 */
export function sharedSandbox(options: Partial<SandboxOptions> = {}): TestSandbox {
  const shared = {} as TestSandbox;
  beforeAll(async () => {
    Object.assign(shared, await startTestSandbox(options));
  });
  afterAll(() => shared.close());
  return shared;
}

// The shared jest setup clears browser storage after every test; the node environment has none.
for (const name of ['localStorage', 'sessionStorage']) {
  if (!(name in globalThis)) {
    Object.defineProperty(globalThis, name, { configurable: true, value: { clear: () => {} } });
  }
}
