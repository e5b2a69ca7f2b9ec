/**
 * @jest-environment node
 *
 * Comments cite the repository's own `docs/` pages (`docs/journey.md#startapp-summary`): every
 * such reference in the code and the tests names a page that exists and, when it names a
 * section, a heading of that page (as GitHub turns a heading into an anchor). Words a comment
 * quotes beside a reference are on the page it cites (QUOTE_BESIDE_CITATION says which).
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

/**
 * Text as the quote check compares it: lower case, typographic apostrophes and quotes straight,
 * markdown's emphasis and code marks and a link's address dropped, every run of white space one
 * space.
 */
const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const pageTexts = new Map<string, string>();
const pages = new Map<string, Set<string>>(
  readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const text = readFileSync(path.join(root, 'docs', name), 'utf8');
      pageTexts.set(`docs/${name}`, comparable(text));
      const anchors = [...text.matchAll(/^#+\s+(.+)$/gm)].map((match) => anchorOf(match[1]!));
      return [`docs/${name}`, new Set(anchors)] as const;
    }),
);

const sources = ['src', 'scripts', '__tests__']
  .flatMap((dir) => filesUnder(path.join(root, dir)))
  .filter((file) => /\.(tsx?|mjs|js|css)$/.test(file))
  .map((file) => ({ from: path.relative(root, file), text: readFileSync(file, 'utf8') }));

const CITATION = /docs\/([\w-]+\.md)(?:#([\w-]+))?/g;

const references = sources.flatMap(({ from, text }) =>
  [...text.matchAll(CITATION)].map((match) => ({
    from,
    page: `docs/${match[1]}`,
    anchor: match[2] ?? null,
  })),
);

/**
 * A quote beside a citation, in a comment's text (its lines joined, without their `//` or `*`):
 * a quotation in double quotes ("…" or “…”) that either follows a citation, separated from it by
 * no more than a closing parenthesis, a colon or a comma, or "says" or "reads"
 * (`docs/webchat.md#states: "Waiting for next available agent"`,
 * `(docs/journey.md, "start/hmda")`, `(docs/journey.md#fees) says "…"`), or comes just before one,
 * separated by no more than a comma and an opening parenthesis (`"not defined"
 * (docs/requests.md#errors)`). Those words are the cited page's: each part of the quotation (an
 * ellipsis marks words left out), its closing punctuation aside, is on that page, case, white
 * space, typographic quotes, markdown's emphasis and code marks and a link's address aside. A
 * quotation elsewhere in the comment (a message of the app's, words the lender's documents use)
 * is not one; nor are single quotes, which quote code.
 */
const QUOTE_BESIDE_CITATION = new RegExp(
  [
    `${CITATION.source}\\)?(?:[:,]|\\s+(?:says|reads):?)?\\s+["“]([^"“”]{1,400})["”]`,
    `["“]([^"“”]{1,400})["”],?\\s+\\(?${CITATION.source}`,
  ].join('|'),
  'g',
);

/**
 * The comments of a source file that cite a docs/ page: the block comment around a
 * citation, or the run of line comments (`// …`) it is in. Read from the text alone, without
 * parsing the file: a citation is found first, then the comment that holds it.
 */
function citingComments(text: string): string[] {
  const comments = new Map<string, string>();
  const lines = text.split('\n');
  const commentLine = (line: string | undefined) => line !== undefined && /^\s*\/\//.test(line);
  for (const { index } of text.matchAll(CITATION)) {
    const opened = text.lastIndexOf('/*', index);
    if (opened >= 0 && opened > text.lastIndexOf('*/', index)) {
      const closed = text.indexOf('*/', index);
      comments.set(`at ${opened}`, text.slice(opened, closed < 0 ? undefined : closed + 2));
      continue;
    }
    const row = text.slice(0, index).split('\n').length - 1;
    const column = index - (text.lastIndexOf('\n', index - 1) + 1);
    const slashes = lines[row]!.indexOf('//');
    if (slashes < 0 || slashes > column) continue;
    // A comment on a line of its own runs on over the comment lines around it; one after code
    // is its own.
    let [first, last] = [row, row];
    while (commentLine(lines[row]) && commentLine(lines[first - 1])) first -= 1;
    while (commentLine(lines[row]) && commentLine(lines[last + 1])) last += 1;
    comments.set(
      `line ${first}`,
      lines
        .slice(first, last + 1)
        .map((line) => line.slice(line.indexOf('//')))
        .join('\n'),
    );
  }
  return [...comments.values()];
}

/** A comment's words without the marks that open, close and continue it. */
const commentWords = (comment: string) =>
  comment
    .replace(/^\/\*+|\*+\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*(?:\/\/+|\*+(?!\/))?\s?/, ''))
    .join(' ')
    .replace(/\s+/g, ' ');

// This file's own examples are not comments of the code.
const quotes = sources
  .filter(({ from }) => from !== path.relative(root, __filename))
  .flatMap(({ from, text }) =>
    citingComments(text).flatMap((comment) =>
      [...commentWords(comment).matchAll(QUOTE_BESIDE_CITATION)].map((match) => ({
        from,
        page: `docs/${match[1] ?? match[5]}`,
        quote: (match[3] ?? match[4])!,
      })),
    ),
  );

/** Whether `quote` is on `page`: each part between ellipses, its closing punctuation aside. */
function onPage(page: string, quote: string): boolean {
  const text = pageTexts.get(page);
  if (text === undefined) return false;
  return quote
    .split(/\.\.\.|…/)
    .map((part) => comparable(part).replace(/[.,;:!?]+$/, ''))
    .filter((part) => part !== '')
    .every((part) => text.includes(part));
}

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

test('a quote beside a citation is found, and checked on its page', () => {
  const found = (comment: string) =>
    [...commentWords(comment).matchAll(QUOTE_BESIDE_CITATION)].map((match) => [
      match[1] ?? match[5],
      match[3] ?? match[4],
    ]);
  expect(
    found('/** docs/webchat.md#states: "Waiting for next\n * available agent" with dots. */'),
  ).toEqual([['webchat.md', 'Waiting for next available agent']]);
  expect(found('// The disclosure (docs/journey.md#fees) says "manual\n// notary fee"')).toEqual([
    ['journey.md', 'manual notary fee'],
  ]);
  expect(found('/* no answer at all: "not defined" (docs/requests.md#errors). */')).toEqual([
    ['requests.md', 'not defined'],
  ]);
  expect(found('/* (docs/journey.md, "start/hmda") */')).toEqual([['journey.md', 'start/hmda']]);
  // Not beside a citation: the app's own message, the lender's words.
  expect(found('/** Shows "Try again", as the table says (docs/requests.md#errors). */')).toEqual(
    [],
  );
  expect(
    found('/* docs/routing.md#waits: the lender documents it as "5 times 1000 ms" */'),
  ).toEqual([]);
  expect(onPage('docs/requests.md', 'Not  DEFINED.')).toBe(true);
  expect(onPage('docs/requests.md', 'words the page never had')).toBe(false);
});

test('words a comment quotes beside a docs/ reference are on that page', () => {
  expect(quotes.length).toBeGreaterThan(10);
  expect(quotes.filter(({ page, quote }) => !onPage(page, quote))).toEqual([]);
});
