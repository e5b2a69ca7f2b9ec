/**
 * A program the tests or a command need from Debian's packages (chromium, nginx): found at its
 * path, else installed with apt-get when running as root, as on CI; otherwise a message saying
 * how to install it. Never a download from anywhere else.
 */
const { existsSync, writeFileSync, rmSync } = require('node:fs');
const { execSync } = require('node:child_process');

/**
 * @param {{ name: string, path: string, packages: string[], envVar?: string }} wanted
 *   `envVar`, when set in the environment, names the program's path instead of `path`.
 * @returns {string} the program's path
 */
function ensureDebianPackage({ name, path, packages, envVar }) {
  const given = envVar ? process.env[envVar] : undefined;
  const candidate = given || path;
  if (existsSync(candidate)) return candidate;
  if (given) {
    console.error(`${envVar} is ${given}, but there is no ${name} there.`);
    process.exit(1);
  }
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error(
      `${name} is missing: install Debian's package (sudo apt-get install -y ${packages.join(' ')})` +
        (envVar ? ` or set ${envVar}.` : '.'),
    );
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
  if (!existsSync(path)) {
    console.error(`The ${packages[0]} package installed, but ${path} is still missing.`);
    process.exit(1);
  }
  return path;
}

module.exports = { ensureDebianPackage };
