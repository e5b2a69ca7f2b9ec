/**
 * dependency-cruiser (`npm run lint:cycles`, part of `npm run lint:code`): no runtime import
 * cycle in src/, a dynamic import() included. A type-only import is erased from the build and may
 * point either way. The directions between the layers are the ESLint rule's
 * (scripts/lint/importBoundaries.mjs). dependency-cruiser rather than a rule of our own: it reads
 * TypeScript's resolution (tsconfig paths, type-only imports) as the compiler does.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-runtime-cycle',
      severity: 'error',
      comment:
        'A runtime import cycle: move what both sides need below them, or have the upper side provide it (docs/architecture.md#layers).',
      from: {},
      to: {
        circular: true,
        viaOnly: { dependencyTypesNot: ['type-only', 'type-import'] },
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
