/**
 * Each message's short id for the production build (docs/performance.md): Lingui's ids are six
 * characters of a hash, which do not compress; the build numbers the messages instead, in the
 * order of their ids in the Spanish catalog (which holds every message: `npm test` fails
 * otherwise), written in base 62, one or two characters. The code and the catalogs' modules are
 * rewritten with the same table (scripts/babel/compileSourceMessages.js); a message not yet in
 * the catalog keeps its id. The table is a babel plugin option, so babel-loader's cache, keyed by
 * the options, is never read across two tables.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');

const CATALOG = path.resolve(__dirname, '../../src/locales/es/messages.ts');
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

const base62 = (n) =>
  (n < DIGITS.length ? '' : base62(Math.floor(n / DIGITS.length))) + DIGITS[n % DIGITS.length];

module.exports = function messageIds() {
  const source = readFileSync(CATALOG, 'utf8');
  const match = /JSON\.parse\((".*")\)/s.exec(source);
  if (!match) throw new Error(`${CATALOG}: not a compiled catalog`);
  const ids = Object.keys(JSON.parse(JSON.parse(match[1]))).sort();
  return Object.fromEntries(ids.map((id, index) => [id, base62(index)]));
};
