// Lint rules for every package. `npm run lint` runs this with --max-warnings 0, then the package
// boundary and cycle checks (.dependency-cruiser.cjs, .dependency-cruiser-folders.cjs).
// Syntax-only rules (no type information): type-aware linting would need a TypeScript program per
// package and take minutes on two cores; `npm run typecheck` already runs the compiler.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRONT_ENDS = ['shared', 'shell', 'mfe-tickets', 'mfe-settings', 'mfe-dashboard', 'mfe-hub'];
const NODE_TOOLS = ['api', 'e2e', 'bench', 'scripts'];

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    '**/.mf/',
    'data/',
    '.data/',
    'bench/results/',
    '.api-tests-*/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_`-prefixed names mark parameters and destructured leftovers kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  // An index file names what it re-exports, so a reader sees a folder's surface and a leaf's new export
  // is not published by accident.
  {
    files: ['**/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Re-export named symbols of direct children: export { a, type B } from "./child".' },
      ],
    },
  },

  // Browser code: the front ends and the shared library they load.
  {
    files: FRONT_ENDS.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`).concat('test/**/*.{ts,tsx}'),
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: FRONT_ENDS.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`).concat('test/**/*.{ts,tsx}'),
    extends: [reactHooks.configs.flat['recommended-latest']],
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      // The React Compiler's checks stay on where they find bugs in any React app (components made
      // during render, impure render, setState during render, mutated props or state, try/catch
      // around JSX). Off, with why:
      // - refs: flags the latest-value ref (`ref.current = value` during render) that hooks here use
      //   on purpose to keep callbacks stable, read only in effects and handlers; the compiler, which
      //   no build uses, would break it. Prefer useEffectEvent where a value is read in an effect.
      'react-hooks/refs': 'off',
      // - set-state-in-effect: flags marking a load as running at the start of a fetch effect, the
      //   pattern of every data hook here; rewriting them is a data-layer change, not a lint fix.
      'react-hooks/set-state-in-effect': 'off',
      // - these report what the compiler could not optimise, which matters only when it runs.
      'react-hooks/preserve-manual-memoization': 'off',
      'react-hooks/incompatible-library': 'off',
      'react-hooks/unsupported-syntax': 'off',
      'react-hooks/config': 'off',
      'react-hooks/gating': 'off',
    },
  },
  {
    files: FRONT_ENDS.map((pkg) => `${pkg}/src/**/*.tsx`).concat('test/**/*.tsx'),
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // Focus moves on purpose to the first field of a sign-in form and to an editor the user has just
      // opened (inline note edit, link box); the rule cannot tell those from a page grabbing focus.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: {
      // Tests load fresh module instances (jest.isolateModules) and CommonJS build configs with require().
      '@typescript-eslint/no-require-imports': 'off',
    },
  },

  // Node code: the api, the e2e journeys, benchmarks, root scripts and build configs.
  {
    files: NODE_TOOLS.map((pkg) => `${pkg}/**/*.{ts,mts,js,mjs}`).concat('*.mjs', 'shared/federation/**/*.js'),
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      // Playwright reads a fixture's first parameter as a destructuring pattern: `async ({}, use)`.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    files: ['**/*.cjs', '*/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: {
      // CommonJS files load their dependencies with require().
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
);
