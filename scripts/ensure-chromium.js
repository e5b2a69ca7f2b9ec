/**
 * The browser tests drive Debian's chromium (never a downloaded browser). This finds it through
 * CHROME_PATH or /usr/bin/chromium, and installs the Debian package when it is missing and the
 * tests run as root, as they do on CI.
 */
const { existsSync } = require('node:fs');
const { execSync } = require('node:child_process');

const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
if (existsSync(candidate)) process.exit(0);

if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH is ${process.env.CHROME_PATH}, but there is no browser there.`);
  process.exit(1);
}
if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
  console.error(
    "Chromium is missing: install Debian's package (sudo apt-get install -y chromium) or set CHROME_PATH.",
  );
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -qq', { stdio: 'inherit', env });
execSync('apt-get install -y -qq --no-install-recommends chromium fonts-liberation', {
  stdio: 'inherit',
  env,
});
if (!existsSync('/usr/bin/chromium')) {
  console.error('The chromium package installed, but /usr/bin/chromium is still missing.');
  process.exit(1);
}
