/**
 * The import boundaries of src/, as one lint rule (eslint.config.mjs turns it on):
 *
 * - src/contract is the bottom layer: the lender's contract (server states, the schemas of every
 *   answer and request body, the rules both sides check), for the app, the sandbox and the tests.
 *   It imports nothing else of src.
 * - src/lib (logger, redaction, the action log, browser storage, pure checks shared with the
 *   sandbox) imports only src/contract.
 * - src/ui and src/forms, the UI primitives and the form kit, import no feature, no app and no
 *   request layer: they get what they show through props or context.
 * - src/loading (how code is loaded: routes declared with their lazy screens, reloads on a lost
 *   chunk, the shell's late parts) imports only src/lib and src/contract at run time: what it
 *   loads of the app is given to it (provideShellExtras).
 * - src/api, the request layer, never imports src/app at run time.
 * - A feature imports src/app at run time only for the typed hooks (src/app/hooks.ts); the rest
 *   of the app (the root reducer, the store, the route manifest) it imports as types, or the app
 *   provides it (provideRouteManifest, the late slices).
 * - A feature imports another feature only through that feature's public entry
 *   (src/features/<name>/index.ts), never its internals.
 * - The sandbox lender imports the app's types only, plus src/lib, src/contract and the compiled
 *   catalogs (src/locales: data, the contract's messages in each language).
 * - Nothing outside src/sandbox imports the sandbox: the browser bundle never contains it.
 * - The contract's request schemas are the sandbox's to run, and its table of calls names every
 *   schema: the app imports their types only (docs/architecture.md#the-calls). valibot is one
 *   module to the bundler, so any of its pieces the app's code reaches ships with the first
 *   screen (docs/performance.md#the-first-screen).
 *
 * Written here rather than taken from eslint-plugin-boundaries or eslint-plugin-import: eight
 * rules over relative paths need no module resolver, and the messages say what to do instead.
 */
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** Where a file sits: its layer and, for a feature, the feature's name. */
function placeOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, second] = relative.split(path.sep);
  switch (top) {
    case 'features':
      return { layer: 'feature', feature: second };
    case 'ui':
    case 'forms':
      return { layer: 'primitives' };
    case 'contract':
    case 'loading':
    case 'lib':
    case 'sandbox':
    case 'app':
    case 'api':
      return { layer: top };
    default:
      return { layer: 'other' };
  }
}

/** The contract's request schemas (requests.ts, every *Requests.ts) and its table of calls. */
const isRequestSchemas = (target) =>
  /^(calls|requests|\w+Requests)(\.ts)?$/.test(path.basename(target));

const isPublicEntry = (target, feature) => {
  const entry = path.join(SRC, 'features', feature);
  return target === entry || target === path.join(entry, 'index');
};

const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));

export const MESSAGES = {
  sandbox: 'The browser bundle never imports the sandbox lender.',
  primitives:
    'UI primitives (src/ui, src/forms) import no feature, app or request layer: pass what they show through props or context.',
  contract: "src/contract states the lender's contract on its own: it imports nothing else of src.",
  lib: 'src/lib imports nothing else of src but src/contract.',
  loading:
    'src/loading imports only src/lib and src/contract at run time: have the app provide what it loads.',
  apiApp: 'The request layer (src/api) never imports src/app at run time.',
  featureApp:
    'A feature imports src/app at run time only for the typed hooks (src/app/hooks.ts): import types, or have the app provide the rest.',
  sandboxValues:
    "The sandbox imports the app's types only (`import type`), and values from src/lib and src/contract.",
  requestValues:
    "The app imports the contract's request schemas and table of calls as types only (`import type`): they would bring every schema into the bundle.",
  publicEntry:
    'Import another feature through its public entry (src/features/{{feature}}/index.ts), not its internals.',
};

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the import boundaries between the layers of src/' },
    schema: [],
    messages: MESSAGES,
  },
  create(context) {
    const file = context.filename;
    const from = placeOf(file);
    if (!from) return {};

    function check(node, source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source.value);
      const to = placeOf(target);
      if (!to) return;
      const report = (messageId, data) => context.report({ node: source, messageId, data });

      if (to.layer === 'sandbox' && from.layer !== 'sandbox') return report('sandbox');
      if (from.layer === 'primitives' && ['feature', 'app', 'api', 'sandbox'].includes(to.layer))
        return report('primitives');
      if (from.layer === 'contract' && to.layer !== 'contract') return report('contract');
      if (
        to.layer === 'contract' &&
        isRequestSchemas(target) &&
        !['contract', 'sandbox'].includes(from.layer) &&
        !typeOnly(node)
      )
        return report('requestValues');
      if (from.layer === 'lib' && !['lib', 'contract'].includes(to.layer)) return report('lib');
      if (
        from.layer === 'loading' &&
        !['loading', 'lib', 'contract'].includes(to.layer) &&
        !typeOnly(node)
      )
        return report('loading');
      if (from.layer === 'api' && to.layer === 'app' && !typeOnly(node)) return report('apiApp');
      if (
        from.layer === 'feature' &&
        to.layer === 'app' &&
        target !== path.join(SRC, 'app', 'hooks') &&
        !typeOnly(node)
      )
        return report('featureApp');
      if (
        from.layer === 'sandbox' &&
        !['sandbox', 'lib', 'contract'].includes(to.layer) &&
        !target.startsWith(path.join(SRC, 'locales') + path.sep) &&
        !typeOnly(node)
      )
        return report('sandboxValues');
      if (
        from.layer === 'feature' &&
        to.layer === 'feature' &&
        to.feature !== from.feature &&
        !isPublicEntry(target, to.feature)
      )
        return report('publicEntry', { feature: to.feature });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { 'import-boundaries': rule } };
