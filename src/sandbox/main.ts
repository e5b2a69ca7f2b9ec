/**
 * `npm start`: the sandbox lender with the app compiled in development mode.
 * Flags: --production (serve dist/ from `npm run build`), --no-app (API and pages only).
 * Env: PORT (default 8080), SANDBOX_DATA (default .sandbox/ in the checkout, git-ignored).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AppMode } from './appServing';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from './seed';
import { REPO_ROOT, startSandbox } from './server';

const USAGE = 'usage: node -r ./scripts/register.js src/sandbox/main.ts [--production | --no-app]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const flags = process.argv.slice(2);
  const unknown = flags.filter((f) => f !== '--production' && f !== '--no-app');
  if (unknown.length > 0) fail(`Unknown option ${unknown.join(' ')}. ${USAGE}`);
  if (flags.includes('--production') && flags.includes('--no-app')) {
    fail(`Choose one of --production and --no-app. ${USAGE}`);
  }
  const app: AppMode = flags.includes('--production')
    ? 'production'
    : flags.includes('--no-app')
      ? 'none'
      : 'development';
  if (app === 'production' && !fs.existsSync(path.join(REPO_ROOT, 'dist', 'index.html'))) {
    fail('There is no production build (dist/index.html): run `npm run build` first.');
  }

  const rawPort = process.env.PORT ?? '8080';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535) fail(`PORT must be a port number, not "${rawPort}".`);
  const dataDir = path.resolve(process.env.SANDBOX_DATA || path.join(REPO_ROOT, '.sandbox'));

  let sandbox;
  try {
    sandbox = await startSandbox({ port, dataDir, app, log: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`Port ${port} is in use: stop what holds it, or set PORT.`);
    throw error;
  }

  const borrower = SEEDED_ACCOUNTS[0];
  console.log(
    `Sandbox lender: ${sandbox.url}/account/heloc/ (sign in as ${borrower?.email} / ${SEEDED_PASSWORD})`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl-C does not wait
    stopping = true;
    console.log(`Sandbox lender stopping (${signal}).`);
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('sandbox: could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
