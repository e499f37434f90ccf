// Type-checked linting at zero warnings, with the Lit, web-component and
// Lit accessibility rule sets for the element's templates.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import litA11y from 'eslint-plugin-lit-a11y';

export default tseslint.config(
  // test/consumers/ are other people's projects, type-checked against the packed package by scripts/check-consumers.mjs.
  {
    ignores: [
      'node_modules/',
      'dist/',
      'coverage/',
      'src/generated/',
      'custom-elements.json',
      'test/consumers/',
      'test/frameworks/*/',
      '.scratch/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // Three programs: the browser code (tsconfig.json), the Node side (tsconfig.node.json)
      // and the React/Vue fixture apps of test/browser/frameworks/frameworks.test.ts (JSX, package names mapped to src/).
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.node.json', './test/frameworks/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.ts'],
    ...lit.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts'],
    ...wc.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts'],
    plugins: { 'lit-a11y': litA11y },
    rules: { ...litA11y.configs.recommended.rules },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      // The element's public API is documented with JSDoc for the manifest; keep `any` out.
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // At most 200 lines of code a file: comments and blank lines do not count.
      'max-lines': ['error', { max: 200, skipComments: true, skipBlankLines: true }],
    },
  },
  // The element only wires named parts together (docs/architecture.md).
  {
    files: ['src/event-register.ts'],
    rules: { 'max-lines': ['error', { max: 150, skipComments: true, skipBlankLines: true }] },
  },
  // A lazy chunk is a feature, declared once in src/features.ts: no other module of src/ imports
  // dynamically (the generated locale loaders are not linted), but the classic script, which
  // imports the entry itself.
  {
    files: ['src/**/*.ts'],
    ignores: ['src/features.ts', 'src/flow-feature-list.ts', 'src/classic.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression',
          message: 'Declare lazy code as a feature in src/features.ts, and load it with loadFeature().',
        },
      ],
    },
  },
  // The address chunk's suggestion engine is pure: it imports nothing from outside src/address/suggest/.
  {
    files: ['src/address/suggest/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              message: 'src/address/suggest/ is a pure engine: import only within src/address/suggest/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'bin/**',
      'src/server/**',
      'demo/api/**/*.ts',
      'demo/serve.ts',
      'demo/cdn-*.ts',
      'scripts/**',
      'test/api-server/**',
      'test/docs/**',
      'test/package/**',
      'test/plugins/**',
      'test/ssr/**',
      'bench/**',
      '*.config.*',
      '*.cjs',
      'vite.config.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      // Chai's property assertions (`.to.be.empty`) read as unused expressions.
      '@typescript-eslint/no-unused-expressions': 'off',
      // @open-wc's chai typings make every assertion look like a promise, so floating
      // promises are not linted in tests; an unawaited expectAccessible() is caught below.
      '@typescript-eslint/no-floating-promises': 'off',
      'no-restricted-syntax': [
        'error',
        {
          // chai-a11y-axe's assertion counts axe's violations only, and never runs IBM's engine.
          selector: 'CallExpression[callee.property.name=/^(accessible|isAccessible|isNotAccessible)$/]',
          message:
            "Use expectAccessible() from test/helpers/a11y.ts: axe-core (violations and incomplete items) and IBM's engine.",
        },
        {
          selector: "ExpressionStatement > CallExpression[callee.name='expectAccessible']",
          message: 'Await expectAccessible(), or it never fails.',
        },
      ],
    },
  },
);
