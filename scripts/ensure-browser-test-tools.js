/**
 * The browser tests drive Debian's chromium (never a downloaded browser) and run Debian's nginx
 * for the deployment's test. This finds them (CHROME_PATH or /usr/bin/chromium, NGINX_PATH or
 * /usr/sbin/nginx), and installs the Debian packages that are missing, in one go, when the tests
 * run as root, as they do on CI.
 */
const { CHROMIUM, ensureDebianPackages, NGINX } = require('./debianPackage');

ensureDebianPackages([CHROMIUM, NGINX]);
