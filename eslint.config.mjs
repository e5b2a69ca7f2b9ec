import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/lint/importBoundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'coverage/',
      '.sandbox/',
      'test-results/',
      // Files that break the import boundaries on purpose, for the rule's own test.
      '__tests__/lint/fixtures/',
      // The compiled language catalogs, written by `npm run messages`.
      'src/locales/*/messages.ts',
      'src/sandbox/locales/*/messages.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    ignores: ['src/sandbox/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use the typed hooks from src/app/hooks.',
            },
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink', 'Routes', 'Route'],
              message:
                'Use src/ui/Link.tsx, and route objects with useRoutes: these bring react-router code the app does not use into the first screen.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layers and features keep to their boundaries (scripts/lint/importBoundaries.mjs).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { heloc: boundaries },
    rules: { 'heloc/import-boundaries': 'error' },
  },
  {
    // The one place the untyped hooks are wrapped; and the upload, which sits below the app and
    // types the store by the part it reads.
    files: ['src/app/hooks.ts', 'src/api/upload.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The sandbox lender is a Node server; it may read the app's types and src/lib (the chat
    // provider's hosts, the storage list, the colour check), never its screens, store or
    // request layer (heloc/import-boundaries).
    files: ['src/sandbox/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: [
      'scripts/**/*.{js,ts}',
      '*.config.{js,mjs,ts}',
      '.dependency-cruiser.cjs',
      'babel.config.js',
      'webpack.config.ts',
      '__tests__/support/*.js',
    ],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['__tests__/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest, ...globals.browser, ...globals.node } },
    rules: { 'no-console': 'off' },
  },
);
