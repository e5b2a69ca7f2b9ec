/**
 * Programs the tests or a command need from Debian's packages (chromium, nginx): each found at its
 * path, and those missing installed together with apt-get when running as root, as on CI;
 * otherwise a message saying how to install them. Never a download from anywhere else.
 */
const { existsSync, writeFileSync, rmSync } = require('node:fs');
const { execSync } = require('node:child_process');

/**
 * @typedef {{ name: string, path: string, packages: string[], envVar?: string }} Wanted
 *   `envVar`, when set in the environment, names the program's path instead of `path`.
 */

/** @param {Wanted[]} wanted */
function ensureDebianPackages(wanted) {
  const missing = [];
  for (const { name, path, packages, envVar } of wanted) {
    const given = envVar ? process.env[envVar] : undefined;
    if (existsSync(given || path)) continue;
    if (given) {
      console.error(`${envVar} is ${given}, but there is no ${name} there.`);
      process.exit(1);
    }
    missing.push({ name, path, packages, envVar });
  }
  if (missing.length === 0) return;
  const packages = missing.flatMap((m) => m.packages);
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    for (const { name, packages: own, envVar } of missing) {
      console.error(
        `${name} is missing: install Debian's package (sudo apt-get install -y ${own.join(' ')})` +
          (envVar ? ` or set ${envVar}.` : '.'),
      );
    }
    process.exit(1);
  }
  console.log(`Installing Debian ${packages.join(', ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // A package that brings a service (nginx) is installed without starting it: the service is not
  // wanted, and would hold port 80.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    execSync('apt-get update -qq', { stdio: 'inherit', env });
    execSync(`apt-get install -y -qq --no-install-recommends ${packages.join(' ')}`, {
      stdio: 'inherit',
      env,
    });
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
  for (const { path, packages: own } of missing) {
    if (!existsSync(path)) {
      console.error(`The ${own[0]} package installed, but ${path} is still missing.`);
      process.exit(1);
    }
  }
}

/** Debian's chromium, for the browser tests and the benchmarks. */
const CHROMIUM = {
  name: 'Chromium',
  path: '/usr/bin/chromium',
  packages: ['chromium', 'fonts-liberation'],
  envVar: 'CHROME_PATH',
};

/** Debian's nginx, for `npm run serve:nginx` and its browser test. */
const NGINX = { name: 'nginx', path: '/usr/sbin/nginx', packages: ['nginx'], envVar: 'NGINX_PATH' };

module.exports = { ensureDebianPackages, CHROMIUM, NGINX };
