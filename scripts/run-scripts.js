#!/usr/bin/env node
/**
 * Runs npm scripts and fails when any fails, every script run even after one has failed.
 *
 *   node scripts/run-scripts.js --together lint typecheck   (at the same time)
 *   node scripts/run-scripts.js --in-turn test:unit:ci test:browser:built   (one after another)
 *
 * Together, each script's output is printed whole once it ends, so the lines of two tools never
 * mix; in turn, it is printed as it comes. `npm test` runs the checks together (eslint, prettier,
 * tsc and webpack each use about one core), then the unit suite and the browser tests in turn:
 * side by side, they spent a fifth more CPU than one after the other (docs/testing.md).
 */
const { spawn } = require('node:child_process');

const [mode, ...scripts] = process.argv.slice(2);
if (!['--together', '--in-turn'].includes(mode) || scripts.length === 0) {
  console.error('usage: node scripts/run-scripts.js --together|--in-turn <npm script>...');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script, { buffered }) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (!buffered) console.log(`\n> ${script}`);
    const child = spawn(npm, ['run', '--silent', script], {
      env: process.env,
      stdio: buffered ? 'pipe' : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
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

async function main() {
  const results = [];
  if (mode === '--together') {
    results.push(...(await Promise.all(scripts.map((script) => run(script, { buffered: true })))));
  } else {
    for (const script of scripts) results.push(await run(script, { buffered: false }));
  }
  process.exitCode = results.every(Boolean) ? 0 : 1;
}

void main();
