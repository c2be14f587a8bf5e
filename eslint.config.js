// ESLint flat config: TypeScript-aware recommended rules plus React hooks rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The rules engine stays pure: no randomness, clock or page of its own (engine contract),
    // whether named directly or reached through globalThis (globalThis.document, globalThis.crypto…).
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'The engine draws only from the seeded generator in the state.' },
        { object: 'Date', property: 'now', message: 'The engine has no clock.' }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'self', 'global',
        { name: 'performance', message: 'The engine has no clock.' },
        { name: 'crypto', message: 'The engine draws only from the seeded generator in the state.' }],
      'no-restricted-syntax': ['error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'The engine has no clock: new Date() reads it.' },
        { selector: "CallExpression[callee.name='Date']", message: 'The engine has no clock: Date() reads it.' },
        { selector: "MemberExpression[object.name='globalThis']", message: 'The engine reaches no global of the page or the host (randomness, clock, storage, document).' }],
    },
  },
);
