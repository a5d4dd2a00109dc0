// One lint configuration for the whole workspace (flat config).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const WEB = 'apps/web/src';
/** The web app's features, each a folder of apps/web/src/features. */
const features = readdirSync(`${root}/${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The refusal helpers of apps/server/src/lib/errors.ts that take a message. */
const ERROR_HELPERS = [
  'badRequest',
  'unauthenticated',
  'forbidden',
  'notFound',
  'conflict',
  'enrollmentInactive',
  'lessonLocked',
  'attemptClosed',
  'attemptLimit',
  'payloadTooLarge',
  'unsupportedMediaType',
  'gone',
  'preconditionFailed',
  'serviceUnavailable',
  'tooManyRequests',
].join('|');

/**
 * Who may import whom (bulletproof-react's `import/no-restricted-paths` zones): a zone forbids files
 * under `target` to import files under `from`, `except` those listed. Checked on resolved paths, so
 * `@/…` aliases, relative paths and workspace package names are all caught. See docs/architecture.md, "Lint boundaries".
 */
const zones = [
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message:
      'Features do not import from app/ (router, layouts, guards): move what they share to lib/ or components/, or let app/ pass it in.',
  },
  ...features.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`, ...features.map((other) => `./${other}/index.ts`)],
    message: "A feature imports another only through its public entry: '@/features/<name>' (features/<name>/index.ts).",
  })),
  {
    target: [`${WEB}/components`, `${WEB}/hooks`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared code (components/, hooks/, lib/) does not import features or app/.',
  },
  { target: 'packages/core', from: ['apps', 'e2e', 'bench'], message: '@app/core is pure and shared: it imports nothing from the apps.' },
  { target: 'apps/server', from: 'apps/web', message: 'The server never imports web code.' },
  { target: 'apps/web', from: 'apps/server', message: 'The web app never imports server code: what both need lives in @app/core.' },
];

const SERVER_SYNTAX = [
  {
    selector: "NewExpression[callee.name='HttpError']",
    message: 'Throw a named helper from lib/errors.ts (add one there if none fits), with its message from MESSAGES.',
  },
  {
    selector: `CallExpression[callee.name=/^(${ERROR_HELPERS})$/] > :matches(Literal[raw=/^['"]/], TemplateLiteral)`,
    message: 'Error texts come from MESSAGES (packages/core/src/messages.ts): add the text there.',
  },
  {
    selector: "MemberExpression[property.name='$client']",
    message: 'Drizzle’s $client is private: ask db/client.ts (poolOf, directConnectionOf) for the pool.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data-*/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Import boundaries, on every source file of the workspace.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse TypeScript dependencies too (no-cycle follows them), as import-x's typescript preset does.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/web', 'apps/server', 'packages/core', 'e2e', 'bench'].map((dir) => `${root}/${dir}/tsconfig.json`),
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
  },
  {
    // No import cycles in the web app, the core and the server (dynamic imports count: a lazy chunk that imports
    // its importer back is a cycle all the same). Type-only imports are not cycles (they vanish).
    files: [`${WEB}/**/*.{ts,tsx}`, 'packages/core/src/**/*.ts', 'apps/server/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Command-line entry points and scripts talk to a terminal.
    files: ['apps/server/src/main.ts', 'apps/server/src/storage/copy-cli.ts', '**/*.mjs', 'bench/**', 'cluster/**', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // A request reads route -> service -> queries: a route file validates, asks its service and
    // answers; SQL and the policy's record questions live behind it (docs/architecture.md).
    files: ['apps/server/src/modules/**/routes.ts', 'apps/server/src/modules/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'No SQL in a route file: put the query in the module’s service or queries.' }],
          patterns: [
            {
              group: ['**/db/schema.js', '**/db/schema/*'],
              message: 'No SQL in a route file: put the query in the module’s service or queries.',
            },
          ],
        },
      ],
    },
  },
  {
    // A refusal's status and error code are paired once, by the named helpers of lib/errors.ts,
    // each with its text from MESSAGES.
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/lib/errors.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SERVER_SYNTAX] },
  },
  {
    // The server's time is its deps' clock (deps.ts): a test that moves the clock moves everything.
    // Tests and the demo seed (dates relative to the day it runs) may read the system's.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/lib/errors.ts', 'apps/server/src/deps.ts', 'apps/server/src/db/seed/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...SERVER_SYNTAX,
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time from deps.clock() (deps.ts), once per operation.',
        },
      ],
    },
  },
);
