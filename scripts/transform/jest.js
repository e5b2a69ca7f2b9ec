/**
 * jest's transformer for both suites (jest.config.js, jest.browser.config.js): every module,
 * the project's and the ES-module packages jest is told to compile, through
 * scripts/transform/nodeTransform.js, with `jest.mock` calls hoisted as babel-jest hoists them.
 * On a fresh clone, as on CI, jest's cache is empty: there the unit suite spent 388 CPU-seconds
 * with this against 477 with babel-jest's presets (docs/testing.md, what brought the suite down).
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { COMPILE_SOURCE_MESSAGES } = require('../babel/linguiPlugins');
const { toCommonJs } = require('./nodeTransform');

// What else decides a module's output: this file, the shared transform, Lingui's plugins and the
// message compiler, and the installed tools that do the work (the lockfile names their versions).
const TRANSFORM_KEY = [
  __filename,
  require.resolve('./nodeTransform'),
  require.resolve('../babel/linguiPlugins'),
  COMPILE_SOURCE_MESSAGES,
  path.resolve(__dirname, '../../package-lock.json'),
]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\0');

module.exports = {
  process(sourceText, sourcePath) {
    return { code: toCommonJs(sourceText, sourcePath, { jest: true }) };
  },
  getCacheKey(sourceText, sourcePath, { configString }) {
    return createHash('sha256')
      .update(TRANSFORM_KEY)
      .update('\0')
      .update(configString)
      .update('\0')
      .update(path.relative(process.cwd(), sourcePath))
      .update('\0')
      .update(sourceText)
      .digest('hex');
  },
};
