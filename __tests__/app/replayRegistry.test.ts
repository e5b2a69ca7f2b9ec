/**
 * The replay registry lists every module that adds endpoints or a slice, so a replay knows all of
 * them whatever screens the recorded session loaded (issue 16).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'sandbox' ? [] : sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

test('every module that injects endpoints or a slice is imported by src/app/replayRegistry.ts', () => {
  const injecting = sources(SRC)
    .filter((file) => /\b(injectEndpoints|injectInto)\(/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(path.join(SRC, 'app'), file).replace(/\.tsx?$/, ''))
    .sort();
  const registry = readFileSync(path.join(SRC, 'app/replayRegistry.ts'), 'utf8');
  const listed = [...registry.matchAll(/^import '([^']+)';$/gm)].map((m) => m[1]!).sort();
  expect(injecting.length).toBeGreaterThan(25);
  expect(listed).toEqual(injecting);
});

test('the app never imports the registry (it would pull every screen into the first one)', () => {
  const importers = sources(SRC).filter((file) =>
    /from '[^']*replayRegistry'|import '[^']*replayRegistry'/.test(readFileSync(file, 'utf8')),
  );
  expect(importers).toEqual([]);
});
