/**
 * The browser tests drive Debian's chromium (never a downloaded browser). This finds it through
 * CHROME_PATH or /usr/bin/chromium, and installs the Debian package when it is missing and the
 * tests run as root, as they do on CI.
 */
const { ensureDebianPackage } = require('./debianPackage');

ensureDebianPackage({
  name: 'Chromium',
  path: '/usr/bin/chromium',
  packages: ['chromium', 'fonts-liberation'],
  envVar: 'CHROME_PATH',
});
