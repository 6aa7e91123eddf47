import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './tools/eslint/module-boundaries.js';

const API_PATHS_IN_CONTRACTS = [
  { selector: 'Literal[value=/^\\/api(\\/|$)/]', message: 'API paths live in packages/contracts: use API (and pathTo) from @lbo/contracts/api-paths.' },
  {
    selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api(\\/|$)/]',
    message: 'API paths live in packages/contracts: use API (and pathTo) from @lbo/contracts/api-paths.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/drizzle/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // A file should read in one sitting; past 300 lines it is shown, not refused (scripts/lint.mjs).
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    // Benchmarks time a module's internals (the parser alone, the simulation service) on purpose.
    ignores: ['apps/server/bench/**'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/module-boundaries': ['error', { repoRoot: import.meta.dirname }] },
  },
  {
    // API paths are written once, in packages/contracts (api-paths.ts); tests spell them out on purpose,
    // and the dev server's proxy (vite.config.ts, loaded by Node before any TypeScript) names the prefix.
    files: ['apps/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'apps/server/test/**', 'apps/server/bench/**', 'apps/web/vite.config.ts'],
    rules: { 'no-restricted-syntax': ['error', ...API_PATHS_IN_CONTRACTS] },
  },
  {
    // `as never` silences every type check at once; the server's code says what a value is instead.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...API_PATHS_IN_CONTRACTS,
        { selector: 'TSAsExpression > TSNeverKeyword', message: 'No `as never` in the server: type the value, or narrow it with a guard.' },
      ],
    },
  },
  {
    // A request's state is passed as arguments (the rule-change context: plugins/rule-change-context.ts),
    // never carried by AsyncLocalStorage, where no signature shows it.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['node:async_hooks', 'async_hooks'].map((name) => ({
            name,
            message: 'No AsyncLocalStorage in the server: pass the request-scoped value (e.g. the rule-change context) as an argument.',
          })),
        },
      ],
    },
  },
  {
    // A partner's request sees the database through its view (ADR 0044): the routes of partner
    // data pass `request.db` / `request.readDb` (or `scopedTo(deps, request)`), never the app's own.
    files: [
      'apps/server/src/modules/{customers,loan-application,kfs,kfs-acknowledgements,consents,bulk-evaluation,webhooks}/*.routes.ts',
      'apps/server/src/modules/shortener/api-keys/*.routes.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...API_PATHS_IN_CONTRACTS,
        { selector: 'TSAsExpression > TSNeverKeyword', message: 'No `as never` in the server: type the value, or narrow it with a guard.' },
        {
          // The module's dependencies (`{ db: app.db, … }`) are built once and scoped per request.
          selector: "MemberExpression[object.name='app'][property.name=/^(db|readDb)$/]:not(Property[key.name='db'] > MemberExpression)",
          message: "Routes of partner data use the caller's view: request.db / request.readDb, or scopedTo(deps, request) (ADR 0044).",
        },
      ],
    },
  },
  {
    // The engine is pure TypeScript with no run-time dependency: its row types are the rule-group
    // definitions' (ADR 0032), so it may name contracts' types but never load contracts or zod;
    // only the lists of failure codes and caps, plain data importing nothing, are read by both.
    files: ['packages/eligibility/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@lbo/contracts(?!/(failure-codes|cap-names)$)',
              allowTypeImports: true,
              message: 'The engine imports only types from contracts (import type).',
            },
            { group: ['zod', '@lbo/*', '!@lbo/contracts', '!@lbo/contracts/*'], message: 'The engine depends on nothing at run time.' },
          ],
        },
      ],
    },
  },
  {
    // Contracts make the evaluator's answers from the engine's list of pair fields, plain data
    // importing nothing; the rest of the engine stays out of contracts (and so of the web's bundle).
    files: ['packages/contracts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@lbo/eligibility(?!/pair-fields$)',
              allowTypeImports: true,
              message: 'Contracts load only the engine’s list of pair fields (packages/eligibility/src/pair-fields.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine's state is its arguments: a module-level variable (once, the explanation wording)
    // is state every caller shares and none can see. Tests may keep their own.
    files: ['packages/eligibility/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: ":matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration[kind!='const']",
          message: 'No module-level let or var in the engine: pass the value as an argument (issue 47).',
        },
      ],
    },
  },
  {
    // The engine's tests start from the applicant every app's tests share (contracts/testing), which
    // imports only types itself; the engine's own source stays as above.
    files: ['packages/eligibility/src/test-support/**/*.ts', 'packages/eligibility/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@lbo/contracts(?!/testing/|/(failure-codes|cap-names)$)',
              allowTypeImports: true,
              message: 'The engine imports only types from contracts (import type).',
            },
            { group: ['zod', '@lbo/*', '!@lbo/contracts', '!@lbo/contracts/*'], message: 'The engine depends on nothing at run time.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The app does not use the React Compiler; TanStack Table is fine without memoisation.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', '**/bench/**/*.ts', '**/scripts/**/*.{js,mjs,ts}'],
    rules: { 'no-console': 'off' },
  },
);
