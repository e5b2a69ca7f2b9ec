import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', '.sandbox/', 'test-results/'] },
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
          ],
          patterns: [
            {
              group: ['**/sandbox', '**/sandbox/**'],
              message: 'The browser bundle never imports the sandbox lender.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one place the untyped hooks are wrapped.
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The sandbox lender is a Node server; it may read the app's types and the plain modules of
    // its deployment contract (the chat provider's hosts, the storage list, the organisation
    // data's checks), never its screens, store or request layer.
    files: ['src/sandbox/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: [
      'scripts/**/*.{js,ts}',
      '*.config.{js,mjs,ts}',
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
