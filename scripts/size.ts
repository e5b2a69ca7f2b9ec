/**
 * `npm run size`: builds for production and prints the gzip bytes of the JavaScript needed to
 * render the first application screen (the entry and that route's chunks) and of the whole app,
 * against the budget in size-budget.json. Exits 1 when over budget, or when a module that must
 * never load with the first screen does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';
import config from '../webpack.config';

interface Budget {
  firstScreen: { chunkGroup: string; maxGzipBytes: number };
  neverInFirstScreen: string[];
}

const root = path.resolve(__dirname, '..');
const budget = JSON.parse(readFileSync(path.join(root, 'size-budget.json'), 'utf8')) as Budget;

function build(): Promise<webpack.Compilation> {
  return new Promise((resolve, reject) => {
    webpack(config(undefined, { mode: 'production' }), (error, stats) => {
      if (error || !stats) return reject(error ?? new Error('The build gave no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(stats.compilation);
    });
  });
}

/** Every source file in a chunk, looking inside concatenated modules. */
function resourcesOf(compilation: webpack.Compilation, chunk: webpack.Chunk): string[] {
  const out: string[] = [];
  const visit = (module: webpack.Module) => {
    const inner = (module as unknown as { modules?: webpack.Module[] }).modules;
    if (inner) inner.forEach(visit);
    const resource = module.nameForCondition();
    if (resource) out.push(resource);
  };
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) visit(module);
  return out;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const compilation = await build();
  const outputPath = compilation.outputOptions.path!;
  const gzip = (file: string) =>
    gzipSync(readFileSync(path.join(outputPath, file)), { level: 9 }).length;
  const jsFiles = (chunks: Iterable<webpack.Chunk>) =>
    [...chunks].flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));

  const entry = compilation.entrypoints.get('main');
  const group = compilation.namedChunkGroups.get(budget.firstScreen.chunkGroup);
  if (!entry || !group)
    throw new Error(`No entry, or no chunk group named ${budget.firstScreen.chunkGroup}`);
  const firstScreenChunks = new Set([...entry.chunks, ...group.chunks]);
  const firstScreenFiles = [...new Set(jsFiles(firstScreenChunks))];
  const firstScreenBytes = firstScreenFiles.reduce((sum, file) => sum + gzip(file), 0);

  const allFiles = [...new Set(jsFiles(compilation.chunks))];
  const allBytes = allFiles.reduce((sum, file) => sum + gzip(file), 0);

  const resources = [...firstScreenChunks].flatMap((chunk) => resourcesOf(compilation, chunk));
  if (!resources.some((r) => r.includes(`${path.sep}react-dom${path.sep}`))) {
    throw new Error('Could not read the modules of the first screen from the build');
  }
  const forbidden = budget.neverInFirstScreen.filter((name) =>
    resources.some((r) => r.includes(`node_modules/${name}/`)),
  );

  console.log(
    `First application screen (${budget.firstScreen.chunkGroup}): ${kib(firstScreenBytes)} gzip in ${firstScreenFiles.length} files; budget ${kib(budget.firstScreen.maxGzipBytes)}`,
  );
  firstScreenFiles.forEach((file) => console.log(`  ${file.padEnd(40)} ${kib(gzip(file))}`));
  console.log(`Whole app: ${kib(allBytes)} gzip in ${allFiles.length} files`);
  console.log(
    `Never with the first screen (${budget.neverInFirstScreen.join(', ')}): ${forbidden.length ? `FOUND ${forbidden.join(', ')}` : `absent from ${resources.length} modules`}`,
  );

  // The webchat (spec 2 section 2): the first screen carries none of it; its button and saga come
  // with the shell's extras, the widget and the default provider (Twilio) are chunks of their own.
  // (Its styles are in the page's one stylesheet, like every feature's: not JavaScript.)
  const chatInFirstScreen = resources.filter(
    (r) => !r.endsWith('.css') && r.includes(`${path.sep}features${path.sep}chat${path.sep}`),
  );
  const chunksWith = (name: string) =>
    [...compilation.chunks].filter((chunk) =>
      resourcesOf(compilation, chunk).some((r) => r.includes(name)),
    );
  const sizeOf = (chunks: webpack.Chunk[]) =>
    [...new Set(jsFiles(chunks))].reduce((sum, file) => sum + gzip(file), 0);
  const chatChunks = [...compilation.chunks].filter((chunk) =>
    resourcesOf(compilation, chunk).some(
      (r) => r.includes(`${path.sep}features${path.sep}chat${path.sep}`) && !r.endsWith('.css'),
    ),
  );
  const twilioChunks = chunksWith(
    `node_modules${path.sep}@twilio${path.sep}conversations${path.sep}`,
  );
  // The SDK's chunks hold nothing else the app loads: no other code pulls them in.
  const twilioShared = twilioChunks.filter((chunk) =>
    resourcesOf(compilation, chunk).some(
      (r) =>
        r.includes(`${path.sep}src${path.sep}`) &&
        !r.includes(`${path.sep}chat${path.sep}twilioChat`),
    ),
  );
  const chunkLine = (chunk: webpack.Chunk) =>
    `${chunk.name ?? [...chunk.files].join(',')} ${kib(sizeOf([chunk]))}`;
  console.log(
    `Webchat: ${chatInFirstScreen.length} of its modules in the first screen (${chatInFirstScreen.length ? `FOUND ${chatInFirstScreen.map((r) => path.relative(root, r)).join(', ')}` : '0 bytes'}); ` +
      `later chunks holding its code: ${chatChunks.map(chunkLine).join(', ')}`,
  );
  console.log(
    `Default chat provider (@twilio/conversations): ${kib(sizeOf(twilioChunks))} in ${[...new Set(jsFiles(twilioChunks))].join(', ') || 'no chunk'}, loaded only when it starts a chat${twilioShared.length ? ' (SHARED with app code)' : ''}`,
  );

  if (
    firstScreenBytes > budget.firstScreen.maxGzipBytes ||
    forbidden.length ||
    chatInFirstScreen.length ||
    twilioShared.length
  ) {
    console.error('Over budget.');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
