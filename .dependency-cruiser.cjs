/**
 * dependency-cruiser (`npm run lint:cycles`, part of `npm run lint:code`): no runtime import
 * cycle in src/. A type-only import is erased from the build and may point either way.
 * The directions between the layers are the ESLint rule's (scripts/lint/importBoundaries.mjs).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-runtime-cycle',
      severity: 'error',
      comment:
        'A runtime import cycle: move what both sides need below them (docs/architecture.md#layers).',
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
