/** @jest-environment node */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { HelocApplication } from '../../src/features/application';
import { RecordStore } from '../../src/sandbox/db';
import { SEEDED_IDS } from '../../src/sandbox/seed';
import { freePort } from '../../scripts/ports';
import { type Applicant, freshDataDir, startTestSandbox } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..');
const APP = '/service-application/api/v1/application/heloc';

/** Every file under the data folder, relative to it. */
function filesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

async function expectReadable(dataDir: string, applicants: Applicant[]): Promise<void> {
  const sandbox = await startTestSandbox({ dataDir });
  try {
    for (const applicant of applicants) {
      const token = await sandbox.login(applicant.email, applicant.password);
      const app = await sandbox.json<HelocApplication>(`${APP}/${applicant.applicationUuid}`, {
        token,
      });
      expect(app.uuid).toBe(applicant.applicationUuid);
    }
  } finally {
    await sandbox.close();
  }
}

it('records survive a restart, status-script position included', async () => {
  const dataDir = freshDataDir();
  const first = await startTestSandbox({ dataDir });
  const created = await first.applicant({ state: 'HMDA' });
  await first.json(`/__sandbox/applications/${created.applicationUuid}/script`, {
    method: 'PUT',
    body: { states: ['WAITING_FOR_SUMMARY', 'APP_SUBMISSION'] },
  });
  const statusUrl = `/service-krang-heloc/borrower/secure/api/v1/${created.applicationUuid}/status`;
  expect((await first.json<{ state: string }>(statusUrl, { token: created.jwt })).state).toBe(
    'WAITING_FOR_SUMMARY',
  );
  await first.close();

  const second = await startTestSandbox({ dataDir });
  try {
    const token = await second.login(created.email, created.password);
    const app = await second.json<HelocApplication>(`${APP}/${created.applicationUuid}`, { token });
    expect(app.state).toBe('HMDA');
    expect((await second.json<{ state: string }>(statusUrl, { token })).state).toBe(
      'APP_SUBMISSION',
    );
    // The signing secret is kept too: the token from before the restart still works.
    expect(
      (await second.call('/service-profile/api/v1/profile', { token: created.jwt })).status,
    ).toBe(200);
  } finally {
    await second.close();
  }
});

function waitForStart(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`the sandbox did not start:\n${output}`)),
      30000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Sandbox lender: http://localhost:')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox exited with ${code}:\n${output}`));
    });
  });
}

it('a crash mid-write loses nothing that was acknowledged', async () => {
  const dataDir = freshDataDir();
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['-r', './scripts/register.js', 'src/sandbox/main.ts', '--no-app'],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), SANDBOX_DATA: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForStart(child);
    const acknowledged: Applicant[] = [];
    let failures = 0;
    let killed = false;
    const worker = async () => {
      for (;;) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/__sandbox/applicants`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ state: 'IDENTITY_VERIFICATION' }),
          });
          if (response.status !== 200) throw new Error(`status ${response.status}`);
          acknowledged.push((await response.json()) as Applicant);
          if (acknowledged.length >= 12 && !killed) {
            // Kill while the other workers' writes are in flight.
            killed = true;
            child.kill('SIGKILL');
          }
        } catch {
          failures += 1;
          if (killed) return;
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    await exited;
    expect(killed).toBe(true);
    expect(failures).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThanOrEqual(12);

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expectReadable(dataDir, acknowledged);
    expect(warn).not.toHaveBeenCalled(); // no record was left half-written
    expect(filesOf(dataDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  }
}, 60000);

it('leftover and truncated temp files are ignored and cleaned at load', async () => {
  const dataDir = freshDataDir();
  const first = await startTestSandbox({ dataDir });
  const created = await first.applicant();
  await first.close();

  const people = path.join(dataDir, 'people');
  const record = fs.readFileSync(path.join(people, `${SEEDED_IDS.borrower}.json`), 'utf8');
  // A write that died before its rename: a truncated temp, and a whole one for a new record.
  fs.writeFileSync(
    path.join(people, `.${SEEDED_IDS.borrower}.json.4242.1.tmp`),
    record.slice(0, 40),
  );
  fs.writeFileSync(
    path.join(people, '.00000000-0000-4000-8000-000000000001.json.4242.2.tmp'),
    record.replace(/borrower@example\.com/g, 'ghost@example.com'),
  );
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

  await expectReadable(dataDir, [created]);
  expect(warn).not.toHaveBeenCalled();
  expect(fs.readdirSync(people).filter((f) => f.startsWith('.'))).toEqual([]);
  const sandbox = await startTestSandbox({ dataDir });
  try {
    expect(
      (
        await sandbox.call('/identity/api/v1/login', {
          body: { email: 'ghost@example.com', password: 'heloc-sandbox-1' },
        })
      ).status,
    ).toBe(401);
    expect(await sandbox.login('borrower@example.com')).toMatch(/^ey/);
  } finally {
    await sandbox.close();
  }
});

it('a corrupt record is logged and skipped; the rest loads', async () => {
  const dataDir = freshDataDir();
  await (await startTestSandbox({ dataDir })).close();
  fs.writeFileSync(
    path.join(dataDir, 'applications', `${SEEDED_IDS.partnerApp}.json`),
    '{"uuid": "e6b0',
  );
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

  const sandbox = await startTestSandbox({ dataDir });
  try {
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`applications/${SEEDED_IDS.partnerApp}.json`),
    );
    const borrower = await sandbox.login('borrower@example.com');
    expect(
      (await sandbox.call(`${APP}/${SEEDED_IDS.borrowerApp}`, { token: borrower })).status,
    ).toBe(200);
    const partner = await sandbox.login('partner-borrower@example.com');
    expect((await sandbox.call(`${APP}/${SEEDED_IDS.partnerApp}`, { token: partner })).status).toBe(
      404,
    );
  } finally {
    await sandbox.close();
  }
});

it('an empty folder is seeded, and so is one whose seed was cut short', () => {
  const dataDir = freshDataDir();
  const store = RecordStore.open(dataDir, () => undefined);
  store.put('orgs', 'main', { code: 'main' } as never); // a seed interrupted before its meta record
  return startTestSandbox({ dataDir }).then(async (sandbox) => {
    try {
      expect(await sandbox.login('borrower@example.com')).toMatch(/^ey/);
      const org = JSON.parse(fs.readFileSync(path.join(dataDir, 'orgs', 'main.json'), 'utf8')) as {
        licences: string[];
      };
      expect(org.licences).toHaveLength(50);
      expect(fs.existsSync(path.join(dataDir, 'meta', 'seed.json'))).toBe(true);
    } finally {
      await sandbox.close();
    }
  });
});
