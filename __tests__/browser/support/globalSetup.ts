import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox } from '../../../src/sandbox/server';

/**
 * One sandbox lender serving the production build for the whole browser run, on a free port,
 * with its own data folder. Its address reaches the test files through the environment.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'heloc-browser-'));
  const sandbox = await startSandbox({ port: 0, dataDir, app: 'production', log: false });
  process.env.SANDBOX_URL = sandbox.url;
  process.env.SANDBOX_DATA_DIR = dataDir;
  (globalThis as { __SANDBOX__?: typeof sandbox }).__SANDBOX__ = sandbox;
}
