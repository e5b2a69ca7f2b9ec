/**
 * The replay registry lists every module that adds endpoints, so a replay knows all of them
 * whatever screens the recorded session loaded.
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

test('every module that injects endpoints is imported by src/app/replayRegistry.ts', () => {
  const injecting = sources(SRC)
    .filter((file) => /\binjectEndpoints\(/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(path.join(SRC, 'app'), file).replace(/\.tsx?$/, ''))
    .sort();
  const registry = readFileSync(path.join(SRC, 'app/replayRegistry.ts'), 'utf8');
  const listed = [...registry.matchAll(/^import \* as (\w+) from '([^']+)';$/gm)];
  // Each referenced in REPLAY_REGISTRY, so that a browser build keeps it.
  const referenced = registry.slice(registry.indexOf('REPLAY_REGISTRY'));
  for (const [, name] of listed) expect(referenced).toMatch(new RegExp(`^  ${name},$`, 'm'));
  expect(injecting.length).toBeGreaterThan(25);
  expect(listed.map((m) => m[2]!).sort()).toEqual(injecting);
});

test('only the replay imports the registry (in the app it would pull every screen into the first one)', () => {
  const importers = sources(SRC)
    .filter((file) =>
      /from '[^']*replayRegistry'|import '[^']*replayRegistry'/.test(readFileSync(file, 'utf8')),
    )
    .map((file) => path.relative(SRC, file));
  // The replay of the command-line tool and of the development-only ?replay page.
  expect(importers).toEqual(['app/replay/replayActionLog.ts']);
});

test('the only slices injected after the first screen are the late ones, which the replay injects too', () => {
  const injecting = sources(SRC)
    .filter((file) => /\b(injectInto|inject)\(/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(SRC, file));
  expect(injecting).toEqual(['app/lateSlices.ts']);
  expect(readFileSync(path.join(SRC, 'app/replay/replayActionLog.ts'), 'utf8')).toMatch(
    /injectLateSlices\(\)/,
  );
});
