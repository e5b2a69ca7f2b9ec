/**
 * `npm run messages`: the catalogs made again from the code (docs/language.md#the-catalogs).
 * Extracts every message (`lingui extract --clean`: a message no longer in the code leaves the
 * catalogs), compiles them into the modules the page loads (`lingui compile`), and lengthens the
 * pseudo-locale's by 35% (docs/language.md#the-pseudo-locale).
 *
 * `--check` (run by `npm test`): does the same in place, then puts the files back as they were,
 * and fails when a message has no Spanish translation, or when the catalogs were not as made
 * (a message new, changed or unused in the code, a compiled module not compiled again).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
/**
 * The catalogs' folders (lingui.config.ts): the app's, and the sandbox lender's own words
 * (docs/sandbox.md#the-lenders-language), whose Spanish must be complete as well.
 */
const CATALOG_DIRS = [path.join(root, 'src/locales'), path.join(root, 'src/sandbox/locales')];
const PSEUDOS = CATALOG_DIRS.map((dir) => path.join(dir, 'pseudo/messages.ts'));
/** How much longer the pseudo-locale's texts are than the English: a third and more. */
const PSEUDO_LONGER = 0.35;

const lingui = (...args: string[]) =>
  execFileSync(path.join(root, 'node_modules/.bin/lingui'), args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** Every catalog file, by its path, with what it holds. */
function catalogFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of CATALOG_DIRS) {
    if (!existsSync(dir)) continue;
    for (const locale of readdirSync(dir)) {
      for (const file of readdirSync(path.join(dir, locale))) {
        const full = path.join(dir, locale, file);
        files.set(full, readFileSync(full, 'utf8'));
      }
    }
  }
  return files;
}

type Token = string | [string, ...unknown[]];

/**
 * A compiled message with `~` added after its text, 35% of the text's length, in words of at
 * most six (a line breaks between them, as between a longer language's words).
 */
function lengthened(message: Token[]): Token[] {
  const text = message.filter((token): token is string => typeof token === 'string').join('');
  const length = Math.ceil(text.replace(/<\/?\d+\/?>/g, '').length * PSEUDO_LONGER);
  if (length === 0) return message;
  const words = Array.from({ length: Math.ceil(length / 7) }, (_, index) =>
    '~'.repeat(Math.min(6, length - index * 7)),
  ).filter(Boolean);
  return [...message, ` ${words.join(' ')}`];
}

function lengthenPseudo(file: string) {
  const source = readFileSync(file, 'utf8');
  const match = /JSON\.parse\((".*")\)/s.exec(source);
  if (!match) throw new Error(`${file}: not a compiled catalog`);
  const messages = JSON.parse(JSON.parse(match[1]!) as string) as Record<string, Token[]>;
  const longer = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, lengthened(message)]),
  );
  writeFileSync(file, source.replace(match[1]!, JSON.stringify(JSON.stringify(longer))));
}

/** Makes the catalogs; answers what is still to translate (lingui's list), or ''. */
function make(): string {
  lingui('extract', '--clean');
  let untranslated = '';
  try {
    lingui('compile', '--strict', '--verbose');
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    untranslated = `${stdout}${stderr}`;
    // Compiled all the same, each missing message in English, while it is translated.
    lingui('compile');
  }
  for (const file of PSEUDOS) lengthenPseudo(file);
  return untranslated;
}

function check(): string[] {
  const before = catalogFiles();
  const problems: string[] = [];
  try {
    const untranslated = make();
    const after = catalogFiles();
    for (const file of new Set([...before.keys(), ...after.keys()])) {
      if (before.get(file) !== after.get(file)) {
        problems.push(`${path.relative(root, file)} is not as the code makes it`);
      }
    }
    if (untranslated) problems.push(`a message has no translation:\n${untranslated}`);
  } finally {
    // The files as they were, whatever was found.
    for (const file of catalogFiles().keys()) if (!before.has(file)) rmSync(file);
    for (const [file, text] of before) writeFileSync(file, text);
  }
  return problems;
}

if (process.argv.includes('--check')) {
  const problems = check();
  if (problems.length > 0) {
    console.error(
      `${problems.join('\n')}\nRun \`npm run messages\`, translate what it lists, and commit the catalogs.`,
    );
    process.exit(1);
  }
  console.log('The catalogs are as the code makes them, and every message is translated.');
} else {
  const untranslated = make();
  console.log(
    untranslated ? `Catalogs made. Still to translate:\n${untranslated}` : 'Catalogs made.',
  );
}
