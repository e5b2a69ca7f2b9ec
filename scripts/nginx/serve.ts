/**
 * `npm run serve:nginx` (docs/deployment.md#the-nginx-recipe): the production build in dist/
 * served by Debian's nginx on PORT (default 8080) with the repository's recipe (deploy/nginx/),
 * in front of the sandbox lender on an internal port as the lender's gateway. Ctrl-C stops both.
 * Env: PORT, SANDBOX_DATA (as `npm start`), NGINX_PATH (default /usr/sbin/nginx).
 *
 * `startNginx` is what the browser test runs: nginx with the recipe for a given build folder and
 * upstream, in a configuration folder of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '../../src/sandbox/seed';
import { REPO_ROOT, startSandbox } from '../../src/sandbox/server';
import { canListen } from '../ports';
import { GENERATED_DIR, generatedFiles, RECIPE_DIR, staleGeneratedFiles } from './generated';

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

export interface NginxOptions {
  /** The port nginx listens on, on the loopback addresses. */
  port: number;
  /** The folder holding the build's files (dist/). */
  dist: string;
  /** The lender's gateway: host:port. */
  upstream: string;
  /** Lines nginx writes (its errors and warnings); default: this process's standard error. */
  log?: (line: string) => void;
}

export interface RunningNginx {
  url: string;
  port: number;
  /** Where its configuration was written (nginx.conf and heloc/). */
  confDir: string;
  /** Settles when nginx ends, whoever ended it. */
  exited: Promise<void>;
  close(): Promise<void>;
}

function copyRecipe(into: string): void {
  fs.mkdirSync(path.join(into, GENERATED_DIR), { recursive: true });
  fs.copyFileSync(path.join(RECIPE_DIR, 'heloc.conf'), path.join(into, 'heloc.conf'));
  for (const name of Object.keys(generatedFiles())) {
    fs.copyFileSync(
      path.join(RECIPE_DIR, GENERATED_DIR, name),
      path.join(into, GENERATED_DIR, name),
    );
  }
}

/** The two files of the recipe that are the site's own, for this machine. */
function siteFiles({ port, dist, upstream }: NginxOptions, ipv6: boolean) {
  const upstreamConf = [
    '# The lender: the sandbox lender on this machine (npm run serve:nginx).',
    'upstream heloc_lender {',
    `    server ${upstream};`,
    '    keepalive 16;',
    '}',
    '',
  ].join('\n');
  const siteConf = [
    '# This machine: loopback only, every host name (localhost, partner.localhost, ...).',
    `listen 127.0.0.1:${port};`,
    ...(ipv6 ? [`listen [::1]:${port};`] : []),
    'server_name localhost *.localhost;',
    `set $heloc_dist ${JSON.stringify(dist)};`,
    '',
  ].join('\n');
  return { upstreamConf, siteConf };
}

function mainConf(confDir: string): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(confDir, 'temp', name)};`;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  return [
    '# npm run serve:nginx: nginx in the foreground, everything under this folder.',
    'daemon off;',
    // Started as root (as on CI), nginx would run its workers as nobody, who may not read a
    // checkout under a private folder; this runner listens on loopback only, so its workers run
    // as the user who started it. A lender's server keeps its own unprivileged user.
    ...(root ? ['user root root;'] : []),
    'worker_processes 1;',
    `pid ${path.join(confDir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    '    sendfile on;',
    `    ${temp('client_body')}`,
    `    ${temp('proxy')}`,
    `    ${temp('fastcgi')}`,
    `    ${temp('uwsgi')}`,
    `    ${temp('scgi')}`,
    '    include heloc/heloc.conf;',
    '}',
    '',
  ].join('\n');
}

/** Waits until something accepts connections on 127.0.0.1:port, or the process ends. */
async function accepting(port: number, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const ended = once(child, 'exit').then(([code]) => {
    throw new Error(`nginx stopped at start (exit ${String(code)}): its errors are above.`);
  });
  const deadline = Date.now() + timeoutMs;
  const tryOnce = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  const poll = async () => {
    while (Date.now() < deadline) {
      if (await tryOnce()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`nginx did not accept connections on port ${port} within ${timeoutMs} ms`);
  };
  await Promise.race([poll(), ended]);
}

/** Starts nginx with the recipe for `options` and waits until it answers. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const stale = staleGeneratedFiles();
  if (stale.length > 0) {
    throw new Error(
      `${stale.join(', ')}: not what the app's headers make now. Run npm run nginx:config.`,
    );
  }
  const confDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heloc-nginx-'));
  // nginx's workers (another user when started as root) read the configuration's folder.
  fs.chmodSync(confDir, 0o755);
  fs.mkdirSync(path.join(confDir, 'temp'));
  copyRecipe(path.join(confDir, 'heloc'));
  const { upstreamConf, siteConf } = siteFiles(options, await canListen(0, '::1'));
  fs.writeFileSync(path.join(confDir, 'heloc', 'upstream.conf'), upstreamConf);
  fs.writeFileSync(path.join(confDir, 'heloc', 'site.conf'), siteConf);
  fs.writeFileSync(path.join(confDir, 'nginx.conf'), mainConf(confDir));

  const log = options.log ?? ((line: string) => process.stderr.write(`nginx: ${line}\n`));
  // In a process group of its own: a Ctrl-C reaches this process, which stops nginx and the
  // lender in turn, rather than nginx alone first.
  const child = spawn(NGINX, ['-p', `${confDir}/`, '-c', 'nginx.conf', '-e', 'stderr'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text: string) => {
      for (const line of text.split('\n')) if (line.trim()) log(line);
    });
  }
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  await spawned;

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM'); // nginx's fast shutdown: open connections are closed
        await exited;
      }
      process.off('exit', killOnExit);
      fs.rmSync(confDir, { recursive: true, force: true });
    })();
    return closing;
  };
  try {
    await accepting(options.port, child);
  } catch (error) {
    await close();
    throw error;
  }
  const exited = child.exitCode === null ? once(child, 'exit').then(() => {}) : Promise.resolve();
  return { url: `http://localhost:${options.port}`, port: options.port, confDir, exited, close };
}

async function main(): Promise<void> {
  const rawPort = process.env.PORT ?? '8080';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${rawPort}".`);
  }
  if (!(await canListen(port, '127.0.0.1')))
    throw new Error(`Port ${port} is in use: stop what holds it, or set PORT.`);
  const dist = path.join(REPO_ROOT, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error('There is no production build (dist/index.html): run `npm run build` first.');
  }
  const dataDir = path.resolve(process.env.SANDBOX_DATA || path.join(REPO_ROOT, '.sandbox'));

  // The lender on an internal port of the IPv4 loopback: only nginx talks to it.
  const sandbox = await startSandbox({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    app: 'none',
    log: true,
  });
  let nginx: RunningNginx;
  try {
    nginx = await startNginx({ port, dist, upstream: `127.0.0.1:${sandbox.port}` });
  } catch (error) {
    await sandbox.close();
    throw error;
  }

  const borrower = SEEDED_ACCOUNTS[0];
  console.log(
    [
      `nginx: ${nginx.url}/account/heloc/ (sign in as ${borrower?.email} / ${SEEDED_PASSWORD})`,
      `  the partner's brand: http://partner.localhost:${port}/account/heloc/`,
      `  the sandbox lender behind it: ${sandbox.url} (nginx's configuration: ${nginx.confDir})`,
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals | 'nginx') => {
    if (stopping && signal === 'nginx') return; // nginx ending because we stop it
    if (stopping) process.exit(1); // a second Ctrl-C does not wait
    stopping = true;
    console.log(
      signal === 'nginx' ? 'nginx stopped: stopping the sandbox lender.' : `Stopping (${signal}).`,
    );
    Promise.all([nginx.close(), sandbox.close()]).then(
      () => process.exit(signal === 'nginx' ? 1 : 0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  void nginx.exited.then(() => stop('nginx'));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error('serve:nginx: could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
