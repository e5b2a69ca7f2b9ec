#!/usr/bin/env node
/**
 * Runs npm scripts at the same time and fails when any fails: `node scripts/run-parallel.js lint
 * typecheck`. Each script's output is printed whole once it ends, so the lines of two tools never
 * mix. `npm test` runs the checks this way (eslint, prettier and tsc each use one core), then the
 * unit suite beside the browser tests, which leave the cores idle part of the time while the app
 * waits (docs/testing.md).
 */
const { spawn } = require('node:child_process');

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.js <npm script>...');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], { env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString().trimEnd();
      const outcome = code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
      console.log(`\n> ${script}: ${outcome} in ${seconds} s${text ? `\n${text}` : ''}`);
      resolve(code === 0);
    });
  });
}

Promise.all(scripts.map(run)).then((results) => {
  process.exitCode = results.every(Boolean) ? 0 : 1;
});
