/**
 * @jest-environment node
 *
 * The rule against runtime import cycles (.dependency-cruiser.cjs, `npm run lint:cycles`), run
 * by dependency-cruiser itself on a fixture with one runtime cycle and one type-only import back.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: { name: string }[];
}

function violationsIn(dir: string): Violation[] {
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [depcruise, dir, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
      { cwd: root, encoding: 'utf8' },
    );
  } catch (error) {
    // It exits non-zero when it finds a violation; its JSON is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}

test('a runtime import cycle is an error; a type-only import back is not part of one', () => {
  const violations = violationsIn('__tests__/lint/cycle');
  expect(violations.map((v) => v.rule.name)).toEqual(['no-runtime-cycle']);
  const cycle = [violations[0]!.from, ...violations[0]!.cycle!.map((step) => step.name)];
  expect(cycle.some((file) => file.endsWith('third.ts'))).toBe(false);
});
