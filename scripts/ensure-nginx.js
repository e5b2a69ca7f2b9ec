/**
 * `npm run serve:nginx` runs Debian's nginx (docs/deployment.md#the-nginx-recipe). This finds it
 * at /usr/sbin/nginx, or NGINX_PATH, and installs the Debian package when it is missing and the
 * command runs as root.
 */
const { ensureDebianPackages, NGINX } = require('./debianPackage');

ensureDebianPackages([NGINX]);
