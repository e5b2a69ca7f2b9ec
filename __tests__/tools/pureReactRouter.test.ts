/**
 * The loader that lets the production build leave out react-router's unused components
 * (scripts/webpack/pureReactRouter.js), against the installed react-router: it still finds
 * what it rewrites, and changes nothing else.
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const pureReactRouter = jest.requireActual<(source: string) => string>(
  '../../scripts/webpack/pureReactRouter.js',
);

/** The module webpack bundles for `react-router-dom`: react-router's largest chunk file. */
function reactRouterChunk(): string {
  const dir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');
  const files = readdirSync(path.join(dir, 'development'))
    .filter((name) => /^chunk-[\w-]+\.mjs$/.test(name))
    .map((name) => readFileSync(path.join(dir, 'development', name), 'utf8'));
  return files.sort((a, b) => b.length - a.length)[0]!;
}

test('marks the component and context factories pure and drops their display names', () => {
  const source = [
    'var LocationContext = React.createContext(',
    '  null',
    ');',
    'LocationContext.displayName = "Location";',
    'var NavLink = React10.forwardRef(',
    '  function NavLinkWithRef() {',
    '    FetcherForm2.displayName = "fetcher.Form";',
    '  }',
    ');',
    'NavLink.displayName = "NavLink";',
    'var Memo = React3.memo(DataRoutes2);',
    'var other = create();',
    'useThing.displayName = compute();',
    '',
  ].join('\n');
  expect(pureReactRouter(source)).toBe(
    [
      'var LocationContext = /* @__PURE__ */ React.createContext(',
      '  null',
      ');',
      'var NavLink = /* @__PURE__ */ React10.forwardRef(',
      '  function NavLinkWithRef() {',
      '    FetcherForm2.displayName = "fetcher.Form";',
      '  }',
      ');',
      'var Memo = /* @__PURE__ */ React3.memo(DataRoutes2);',
      'var other = create();',
      'useThing.displayName = compute();',
      '',
    ].join('\n'),
  );
});

test('still finds what it rewrites in the installed react-router, and changes nothing else', () => {
  const source = reactRouterChunk();
  const output = pureReactRouter(source);

  const before = source.split('\n');
  const after = output.split('\n');
  const removed = before.filter((line) => /^[\w$]+\.displayName = "[^"]*";$/.test(line));
  const kept = before.filter((line) => !removed.includes(line));
  expect(after).toHaveLength(kept.length);
  const annotated = after.flatMap((line, index) =>
    line === kept[index] ? [] : [{ line, was: kept[index] }],
  );

  // NavLink, Form, Link and the contexts, at the least (react-router 7.18 has 15 and 17).
  expect(removed.length).toBeGreaterThanOrEqual(10);
  expect(annotated.length).toBeGreaterThanOrEqual(10);
  expect(removed).toContain('NavLink.displayName = "NavLink";');
  expect(annotated.map(({ line }) => line)).toContain(
    'var NavLink = /* @__PURE__ */ React10.forwardRef(',
  );
  // Every other line is the same but for the annotation of a factory call.
  for (const { line, was } of annotated) {
    expect(line).toMatch(
      /^var [\w$]+ = \/\* @__PURE__ \*\/ React\d*\.(forwardRef|memo|createContext)\(/,
    );
    expect(line.replace('/* @__PURE__ */ ', '')).toBe(was);
  }
});
