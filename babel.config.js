// Babel only strips types and compiles JSX/modern syntax; `npm run typecheck` checks the types.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest
          ? { targets: { node: 'current' } }
          : { bugfixes: true, modules: false, targets: 'defaults and supports es6-module' },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: !api.env('production') }],
      '@babel/preset-typescript',
    ],
  };
};
