/**
 * `npm run serve:nginx` and its browser test run Debian's nginx (docs/deployment.md#the-nginx-recipe).
 * This finds it at /usr/sbin/nginx, or NGINX_PATH, and installs the Debian package when it is
 * missing and the command runs as root, as the tests do on CI.
 */
const { ensureDebianPackage } = require('./debianPackage');

ensureDebianPackage({
  name: 'nginx',
  path: '/usr/sbin/nginx',
  packages: ['nginx'],
  envVar: 'NGINX_PATH',
});
