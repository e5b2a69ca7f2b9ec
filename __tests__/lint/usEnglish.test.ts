/**
 * @jest-environment node
 *
 * The text a person reads is US English (docs/accessibility.md#language). The browser tests read
 * each screen they open for British spellings; this reads the source, for the messages no browser
 * test brings on screen: every string, template text and JSX text in `src/` that holds a space (a
 * sentence or a phrase; the names of code, such as import paths, the `organisation` slice or the
 * state CANCELLED, hold none), and all JSX text.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { britishSpellingsIn } from '../support/britishSpellings';

const root = path.resolve(__dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The texts of a source file that a person may read, as above. */
function textsOf(file: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    kind,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) texts.push(node.text);
    else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateLiteralToken(node)
    ) {
      if (/\S\s+\S/.test(node.text)) texts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

test('the list finds British spellings and leaves US ones alone', () => {
  const british = 'licences, authorised, organisation, colour, centre, cheque, cancelled, enrol';
  expect(britishSpellingsIn(british)).toHaveLength(8);
  expect(britishSpellingsIn('Licences.')[0]).toMatch(/^"Licences" \(US: license/);
  const us =
    'Licensed licenses, authorized organization, color center check, canceled cancellation, ' +
    'enrolled enroll, realistic emphasis analyses, Larkspur Harbor, aria-labelledby';
  expect(britishSpellingsIn(us)).toEqual([]);
});

test('no text in src/ that a person may read has a British spelling', () => {
  // The catalogs of other languages (src/locales) hold no English to read.
  const files = filesUnder(path.join(root, 'src')).filter(
    (file) => /\.tsx?$/.test(file) && !file.includes(`${path.sep}locales${path.sep}`),
  );
  expect(files.length).toBeGreaterThan(100);
  const found = files.flatMap((file) =>
    textsOf(file)
      .flatMap(britishSpellingsIn)
      .map((spelling) => `${path.relative(root, file)}: ${spelling}`),
  );
  expect(found).toEqual([]);
});
