// ESLint with typescript-eslint: the rules that catch what the type checker does not (a promise nobody
// awaits, a switch that misses a case of a union, hooks called conditionally). Formatting is Prettier's.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '**/dist/',
      'storybook-static/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '.vitest-attachments/',
      '**/.next/',
      'examples/*/next-env.d.ts',
      // Package source shown by the contributor guide, type-checked inside a copy of src/ (test/docs/architecture.test.ts).
      'docs/snippets/architecture/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // Type information for the rules below, from the projects `tsc -b` checks.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A promise that is neither awaited nor handled loses its error; `void` marks one dropped on purpose.
      '@typescript-eslint/no-floating-promises': 'error',
      // A switch over a union must handle every member (or say `default` on purpose).
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Input checks refuse control characters on purpose (cookie values, SIWE statements, names).
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests and benchmarks read untyped JSON (API answers, reports) and poke at the page: `any` is honest
    // there. The source keeps it out (house style).
    files: ['test/**', 'emulator/test/**', 'emulator/bench/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright fixtures are `async ({ deps }, use) => …`: `use` is no React hook, and a fixture without
    // dependencies must still destructure its first argument.
    files: ['test/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // Plain JavaScript (scripts, configs) has no type information to lint with.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
