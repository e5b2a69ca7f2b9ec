/**
 * `npm run size`: builds for production and prints the gzip bytes of the JavaScript needed to
 * render the first application screen (the entry and that route's chunks) and of the whole app,
 * then serves the build with a sandbox lender of its own and measures, in headless chromium, all
 * the JavaScript a signed-in borrower's step fetches by network idle (docs/performance.md).
 * Exits 1 when either is over its budget in size-budget.json, or when a module that must never
 * load with the first screen, or with a signed-in step, does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';
import config, { PUBLIC_PATH } from '../webpack.config';
import { createBorrower, startProductionSandbox } from './bench/productionSandbox';
import { launchChromium } from './chromium';

interface Budget {
  firstScreen: { chunkGroup: string; maxGzipBytes: number };
  neverInFirstScreen: string[];
  signedInStep: { maxGzipBytes: number; never: string[] };
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

const gzipBytes = (content: Buffer) => gzipSync(content, { level: 9 }).length;

interface Fetched {
  /** The file's name in the build (its path under the public path), else its address. */
  file: string;
  gzipBytes: number;
}

/**
 * Serves the build in dist/ with a sandbox lender of its own, creates a borrower with a new
 * application (the step it opens at is where the seeded borrower lands, product/select), opens
 * the application signed in, as a returning borrower with an empty cache, and gathers every
 * JavaScript answer until the network is idle (no request for 500 ms).
 */
async function signedInStepScripts(): Promise<{ step: string; heading: string; files: Fetched[] }> {
  const sandbox = await startProductionSandbox('size');
  const browser = await launchChromium();
  try {
    const borrower = await createBorrower(sandbox.url);
    const context = await browser.newContext();
    await context.addInitScript(
      (jwt: string) => window.localStorage.setItem('jwt', jwt),
      borrower.jwt,
    );
    const page = await context.newPage();
    const files: Promise<Fetched>[] = [];
    context.on('response', (response) => {
      const url = new URL(response.url());
      const javascript = /javascript/i.test(response.headers()['content-type'] ?? '');
      if (!javascript || response.status() !== 200) return;
      const fromBuild =
        url.origin === new URL(sandbox.url).origin && url.pathname.startsWith(PUBLIC_PATH);
      files.push(
        response.body().then((body) => ({
          file: fromBuild ? url.pathname.slice(PUBLIC_PATH.length) : url.href,
          gzipBytes: gzipBytes(body),
        })),
      );
    });
    const application = `${PUBLIC_PATH}${borrower.applicationUuid}`;
    await page.goto(`${sandbox.url}${application}`, { waitUntil: 'networkidle' });
    const landed = new URL(page.url()).pathname;
    if (!landed.startsWith(`${application}/`)) {
      throw new Error(`The borrower did not land on a step: ${page.url()}`);
    }
    const step = landed.slice(application.length + 1);
    const heading = (await page.locator('h1').first().innerText()).trim();
    const unique = new Map((await Promise.all(files)).map((f) => [f.file, f]));
    await context.close();
    return { step, heading, files: [...unique.values()] };
  } finally {
    await browser.close();
    await sandbox.close();
  }
}

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
    `First application screen (${budget.firstScreen.chunkGroup}): ${kib(firstScreenBytes)} (${firstScreenBytes} B) gzip in ${firstScreenFiles.length} files; budget ${kib(budget.firstScreen.maxGzipBytes)} (${budget.firstScreen.maxGzipBytes} B)`,
  );
  firstScreenFiles.forEach((file) => console.log(`  ${file.padEnd(40)} ${kib(gzip(file))}`));
  console.log(`Whole app: ${kib(allBytes)} gzip in ${allFiles.length} files`);
  console.log(
    `Never with the first screen (${budget.neverInFirstScreen.join(', ')}): ${forbidden.length ? `FOUND ${forbidden.join(', ')}` : `absent from ${resources.length} modules`}`,
  );

  // The webchat (docs/performance.md#the-first-screen): the first screen carries none of it; its button and saga come
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

  // The languages (docs/language.md#how-the-words-reach-the-page): English is in the code, each
  // other language's catalog a chunk of its own, loaded only for a reader of it.
  const catalogChunks = chunksWith(`${path.sep}src${path.sep}locales${path.sep}`);
  const catalogsInFirstScreen = resources.filter((r) =>
    r.includes(`${path.sep}src${path.sep}locales${path.sep}`),
  );
  console.log(
    `Languages: English in the code (its first screen above); ${catalogChunks.map(chunkLine).join(', ')}, each loaded only for its reader${catalogsInFirstScreen.length ? ' (FOUND in the first screen)' : ''}`,
  );

  // What a signed-in step really fetches, measured in the browser.
  const signedIn = await signedInStepScripts();
  const signedInBytes = signedIn.files.reduce((sum, f) => sum + f.gzipBytes, 0);
  const chunksOfFile = (file: string) =>
    [...compilation.chunks].filter((chunk) => chunk.files.has(file));
  const signedInModules = signedIn.files.flatMap((f) =>
    chunksOfFile(f.file).flatMap((chunk) => resourcesOf(compilation, chunk)),
  );
  if (!signedInModules.some((r) => r.includes(`${path.sep}react-dom${path.sep}`))) {
    throw new Error('Could not match the scripts the signed-in step fetched to the build');
  }
  const onSignedInStep = budget.signedInStep.never.filter((name) =>
    signedInModules.some((r) => r.includes(`node_modules${path.sep}${name}${path.sep}`)),
  );
  console.log(
    `Signed-in step (${signedIn.step}, "${signedIn.heading}"), all JavaScript fetched by network idle: ${kib(signedInBytes)} (${signedInBytes} B) gzip in ${signedIn.files.length} files; budget ${kib(budget.signedInStep.maxGzipBytes)} (${budget.signedInStep.maxGzipBytes} B)`,
  );
  for (const { file, gzipBytes: bytes } of signedIn.files) {
    const names = chunksOfFile(file)
      .map((chunk) => chunk.name ?? chunk.idNameHints.values().next().value ?? '')
      .filter(Boolean);
    console.log(`  ${file.padEnd(40)} ${kib(bytes).padStart(9)}  ${names.join(', ')}`);
  }
  console.log(
    `Never with a signed-in step (${budget.signedInStep.never.join(', ')}): ${onSignedInStep.length ? `FOUND ${onSignedInStep.join(', ')}` : `absent from ${signedInModules.length} modules`}`,
  );

  const failures = [
    firstScreenBytes > budget.firstScreen.maxGzipBytes && 'the first screen is over its budget',
    forbidden.length > 0 && 'a module never to load with the first screen does',
    chatInFirstScreen.length > 0 && 'webchat code is in the first screen',
    catalogsInFirstScreen.length > 0 && "a language's catalog is in the first screen",
    twilioShared.length > 0 && "the chat provider's chunks hold app code",
    signedInBytes > budget.signedInStep.maxGzipBytes && 'the signed-in step is over its budget',
    onSignedInStep.length > 0 && 'a module never to load with a signed-in step does',
  ].filter(Boolean);
  if (failures.length) {
    console.error(`Over budget: ${failures.join('; ')}.`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
