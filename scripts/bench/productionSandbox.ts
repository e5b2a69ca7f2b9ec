/**
 * What the benchmarks measure against (`npm run size`, `bench:lighthouse`, `bench:idle`): a sandbox
 * lender of their own serving the production build in dist/, and a new borrower on it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Sandbox, startSandbox } from '../../src/sandbox/server';

/** A sandbox lender on a free port serving dist/; closing it also removes its records. */
export async function startProductionSandbox(name: string): Promise<Sandbox> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `heloc-${name}-`));
  const sandbox = await startSandbox({ port: 0, dataDir, app: 'production', log: false });
  return {
    ...sandbox,
    close: async () => {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Borrower {
  email: string;
  password: string;
  jwt: string;
  applicationUuid: string;
}

/**
 * A new borrower with a new application, through the control API: the step it opens at is where
 * the seeded borrower lands, product/select.
 */
export async function createBorrower(sandboxUrl: string): Promise<Borrower> {
  const created = await fetch(`${sandboxUrl}/__sandbox/applicants`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!created.ok) throw new Error(`Creating the borrower failed: ${created.status}`);
  return (await created.json()) as Borrower;
}
