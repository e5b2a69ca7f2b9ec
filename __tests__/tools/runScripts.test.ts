/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// scripts/run-scripts.js, as `npm test` runs it (docs/testing.md#what-npm-test-runs), on a
// package of its own whose scripts leave marks in a shared file.
const RUN_SCRIPTS = path.resolve(__dirname, '../../scripts/run-scripts.js');
const dir = mkdtempSync(path.join(tmpdir(), 'run-scripts-'));
const marks = path.join(dir, 'marks.txt');

const mark = (text: string) => `node -e "require('fs').appendFileSync('marks.txt', '${text}\\n')"`;
// Waits until another script has left its mark; gives up, failing, after 10 s.
writeFileSync(
  path.join(dir, 'waitFor.js'),
  `const fs = require('fs');
const started = Date.now();
const timer = setInterval(() => {
  if (fs.readFileSync('marks.txt', 'utf8').includes(process.argv[2])) clearInterval(timer);
  else if (Date.now() - started > 10000) { console.log('never saw', process.argv[2]); process.exit(1); }
}, 20);
`,
);
writeFileSync(
  path.join(dir, 'package.json'),
  JSON.stringify({
    name: 'run-scripts-test',
    private: true,
    scripts: {
      // Each of these two goes on only once the other has started: they pass only side by side.
      beside: `${mark('beside started')} && node waitFor.js "check started" && ${mark('beside ended')}`,
      check: `node waitFor.js "beside started" && ${mark('check started')}`,
      quick: mark('quick ran'),
      fails: `${mark('fails ran')} && node -e "console.log('what failed');process.exit(3)"`,
    },
  }),
);

function runScripts(...args: string[]) {
  writeFileSync(marks, '');
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [RUN_SCRIPTS, ...args], { cwd: dir });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

// A script that waits in vain gives up after 10 s, twice in a run that went wrong.
jest.setTimeout(30000);

const marksLeft = () => readFileSync(marks, 'utf8').trim().split('\n');

test('a script beside the lanes starts at once, runs alongside them, and is waited for', async () => {
  const { code, output } = await runScripts('--lanes', 'check', '--beside', 'beside');
  expect(code).toBe(0);
  expect(marksLeft()).toEqual(['beside started', 'check started', 'beside ended']);
  expect(output).toMatch(/> beside: passed in/);
  expect(output).toMatch(/> check: passed in/);
});

test('a script beside the lanes that fails fails the run, with its output, and the lanes still run', async () => {
  const { code, output } = await runScripts('--lanes', 'quick', '--beside', 'fails');
  expect(code).toBe(1);
  expect(marksLeft().sort()).toEqual(['fails ran', 'quick ran']);
  expect(output).toMatch(/> fails: failed \(exit 3\) in [\d.]+ s\nwhat failed/);
  expect(output).toMatch(/> quick: passed in/);
});

test('--beside with nothing after it is a usage error', async () => {
  const { code, output } = await runScripts('--lanes', 'check', '--beside');
  expect(code).toBe(2);
  expect(output).toMatch(/usage: node scripts\/run-scripts.js/);
});
