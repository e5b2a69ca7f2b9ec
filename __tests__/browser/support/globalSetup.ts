import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox } from '../../../src/sandbox/server';

/**
 * One sandbox lender per test worker (as many as jest's `maxWorkers`, jest.browser.config.js or
 * the command line's), each serving the production build on a free port with its
 * own data folder, so that faults injected through the control API (which apply to the whole
 * sandbox) touch only the file that injected them. Each address reaches its worker through the
 * environment (SANDBOX_URL_{worker}; see browser.ts).
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }) {
  const sandboxes = [];
  for (let worker = 1; worker <= globalConfig.maxWorkers; worker += 1) {
    const dataDir = mkdtempSync(path.join(tmpdir(), `heloc-browser-${worker}-`));
    const sandbox = await startSandbox({ port: 0, dataDir, app: 'production', log: false });
    process.env[`SANDBOX_URL_${worker}`] = sandbox.url;
    sandboxes.push(sandbox);
  }
  (globalThis as { __SANDBOXES__?: typeof sandboxes }).__SANDBOXES__ = sandboxes;
}
