import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApplicantOn } from './sandbox';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * The development build, as `npm start` serves it, for the tests of one file: started before them
 * as its own process on a free port with its own data folder (named after `name`), stopped and
 * its folder removed after them. Ready once its first page answers, which waits for webpack's
 * first compile.
 */
export function useDevelopmentServer(name: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  let server: ChildProcess | undefined;
  let origin = '';

  beforeAll(async () => {
    const child = spawn(process.execPath, ['-r', './scripts/register.js', 'src/sandbox/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', SANDBOX_DATA: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    let output = '';
    origin = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const url = /Sandbox lender: (http:\/\/localhost:\d+)\//.exec(output)?.[1];
        if (url) resolve(url);
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
    });
    // The first page is answered once webpack's first compile is done.
    const first = await fetch(`${origin}/account/heloc/`, { signal: AbortSignal.timeout(350000) });
    if (first.status !== 200) throw new Error(`the development app answered ${first.status}`);
  }, 360000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    /** Where it answers (`http://localhost:{port}`), once started. */
    get origin() {
      return origin;
    },
    /** A new applicant made through its sandbox lender's control API. */
    createApplicant: (body: object) => createApplicantOn(origin, body),
  };
}
