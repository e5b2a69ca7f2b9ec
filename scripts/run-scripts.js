#!/usr/bin/env node
/**
 * Runs npm scripts and fails when any fails, every script run even after one has failed.
 *
 *   node scripts/run-scripts.js --lanes build typecheck lint   (one per core, in the order given)
 *   node scripts/run-scripts.js --in-turn test:unit:ci test:browser:built   (one after another)
 *   node scripts/run-scripts.js --lanes build lint --beside test:browser:tools   (and one beside them)
 *
 * In lanes, as many scripts run at once as the machine has cores, each lane taking the next
 * script in the order given when its last one ends (so the longest go first), and each script's
 * output is printed whole once it ends, so the lines of two tools never mix. In turn, the output
 * is printed as it comes. `npm test` runs the checks in lanes (eslint, prettier, tsc and
 * webpack each use about one core; all five at once on two cores spent a fifth more CPU), then the
 * unit suite and the browser tests in turn: side by side, they spent a fifth more CPU than one
 * after the other (docs/testing.md#what-npm-test-runs).
 *
 * A script `--beside` the others starts at once, outside the lanes, for work that mostly waits
 * (on the network, on the disk): `npm test` installs the browser tests' Debian packages, where
 * they are missing, while the checks run. It is waited for, and counts, as the others do.
 */
const { spawn } = require('node:child_process');
const { availableParallelism } = require('node:os');

const [mode, ...rest] = process.argv.slice(2);
const besideAt = rest.indexOf('--beside');
const scripts = besideAt === -1 ? rest : rest.slice(0, besideAt);
const beside = besideAt === -1 ? [] : rest.slice(besideAt + 1);
if (
  !['--lanes', '--in-turn'].includes(mode) ||
  scripts.length === 0 ||
  (besideAt !== -1 && beside.length === 0)
) {
  console.error(
    'usage: node scripts/run-scripts.js --lanes|--in-turn <npm script>... [--beside <npm script>...]',
  );
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
  const besides = beside.map((script) => run(script, { buffered: true }));
  if (mode === '--lanes') {
    const queue = [...scripts];
    const lane = async () => {
      for (let script = queue.shift(); script; script = queue.shift()) {
        results.push(await run(script, { buffered: true }));
      }
    };
    const lanes = Math.min(availableParallelism(), scripts.length);
    await Promise.all(Array.from({ length: lanes }, lane));
  } else {
    for (const script of scripts) results.push(await run(script, { buffered: false }));
  }
  results.push(...(await Promise.all(besides)));
  process.exitCode = results.every(Boolean) ? 0 : 1;
}

void main();
