/**
 * @jest-environment node
 *
 * The import-boundaries lint rule (scripts/lint/importBoundaries.mjs), run by ESLint itself on
 * fixture files that cross each boundary on purpose. Each fixture names the path it is linted
 * as (`// lint as:`) and the messages it must produce (`// expect:` lines, by message id).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const fixtures = path.join(__dirname, 'fixtures');

/** The message ids of scripts/lint/importBoundaries.mjs, by their text. */
const MESSAGE_IDS: Record<string, string> = {
  'The browser bundle never imports the sandbox lender.': 'sandbox',
  'UI primitives (src/ui, src/forms) import no feature, app or request layer: pass what they show through props or context.':
    'primitives',
  "src/contract states the lender's contract on its own: it imports nothing else of src.":
    'contract',
  'src/lib imports nothing else of src but src/contract.': 'lib',
  'src/loading imports only src/lib and src/contract at run time: have the app provide what it loads.':
    'loading',
  'The request layer (src/api) never imports src/app at run time.': 'apiApp',
  'A feature imports src/app at run time only for the typed hooks (src/app/hooks.ts): import types, or have the app provide the rest.':
    'featureApp',
  "The sandbox imports the app's types only (`import type`), and values from src/lib and src/contract.":
    'sandboxValues',
  "The app imports the contract's request schemas and table of calls as types only (`import type`): they would bring every schema into the bundle.":
    'requestValues',
};
const idOf = (message: string) =>
  MESSAGE_IDS[message] ??
  (/^Import another feature through its public entry/.test(message) ? 'publicEntry' : message);

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/**
 * ESLint's messages for each source, linted as its file name: one ESLint (one load of the
 * project's configuration) for them all, in a process of its own (ESLint is an ES module).
 */
function lintAll(sources: readonly { source: string; filename: string }[]): LintMessage[][] {
  const script = `
    import { ESLint } from 'eslint';
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const { source, filename } of JSON.parse(input)) {
      const [result] = await eslint.lintText(source, { filePath: filename });
      out.push(result.messages);
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    input: JSON.stringify(sources),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output) as LintMessage[][];
}

const cases = readdirSync(fixtures).map((name) => {
  const source = readFileSync(path.join(fixtures, name), 'utf8');
  const filename = /^\/\/ lint as: (.+)$/m.exec(source)![1]!;
  const expected = [...source.matchAll(/^\/\/ expect: (\w+)$/gm)].map((m) => m[1]!);
  return [name, filename, source, expected] as const;
});

test('there is a fixture for each boundary', () => {
  expect(new Set(cases.flatMap(([, , , expected]) => expected))).toEqual(
    new Set([
      'sandbox',
      'primitives',
      'contract',
      'lib',
      'sandboxValues',
      'publicEntry',
      'requestValues',
      'loading',
      'apiApp',
      'featureApp',
    ]),
  );
});

let linted: LintMessage[][] = [];
beforeAll(() => {
  linted = lintAll(cases.map(([, filename, source]) => ({ source, filename })));
}, 60000);

test.each(cases.map((entry, index) => [...entry, index] as const))(
  '%s, linted as %s, crosses exactly its boundaries',
  (_name, _filename, _source, expected, index) => {
    const messages = linted[index]!.filter((m) => m.ruleId === 'heloc/import-boundaries');
    expect(messages.map((m) => idOf(m.message)).sort()).toEqual([...expected].sort());
  },
);
