/**
 * @jest-environment node
 *
 * Comments cite the repository's own `docs/` pages (`docs/journey.md#startapp-summary`): every
 * such reference in the code and the tests names a page that exists and, when it names a
 * section, a heading of that page (as GitHub turns a heading into an anchor).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const pages = new Map<string, Set<string>>(
  readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const text = readFileSync(path.join(root, 'docs', name), 'utf8');
      const anchors = [...text.matchAll(/^#+\s+(.+)$/gm)].map((match) => anchorOf(match[1]!));
      return [`docs/${name}`, new Set(anchors)] as const;
    }),
);

const references = ['src', 'scripts', '__tests__'].flatMap((dir) =>
  filesUnder(path.join(root, dir))
    .filter((file) => /\.(tsx?|mjs|js|css)$/.test(file))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/docs\/([\w-]+\.md)(?:#([\w-]+))?/g)].map(
        (match) => ({
          from: path.relative(root, file),
          page: `docs/${match[1]}`,
          anchor: match[2] ?? null,
        }),
      ),
    ),
);

test('the anchor of a heading, as GitHub makes it', () => {
  expect(anchorOf('start/app-summary')).toBe('startapp-summary');
  expect(anchorOf('Signed in, with an application in progress')).toBe(
    'signed-in-with-an-application-in-progress',
  );
  expect(anchorOf('The call: `PUT .../hmda`')).toBe('the-call-put-hmda');
});

test('every docs/ reference names a page and a heading that exist', () => {
  expect(references.length).toBeGreaterThan(10);
  const broken = references.filter(
    ({ page, anchor }) => !pages.has(page) || (anchor !== null && !pages.get(page)!.has(anchor)),
  );
  expect(broken).toEqual([]);
});
