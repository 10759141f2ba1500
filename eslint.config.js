import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import jest from 'eslint-plugin-jest';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

import { readdirSync, readFileSync } from 'node:fs';

// The router API shared through federation is the export list of this module (see its comment).
const routerSubset = readFileSync(
  new URL('./build-config/react-router-api.js', import.meta.url),
  'utf8',
);
const sharedRouterNames = [...routerSubset.matchAll(/^\s+(\w+),$/gm)].map((match) => match[1]);

const testFiles = ['**/*.test.{ts,tsx}', '**/src/test/**'];

const routerImports = [
  {
    name: 'react-router',
    allowImportNames: sharedRouterNames,
    allowTypeImports: true,
    message:
      'Only the router API in build-config/react-router-api.js is shared; add the name there first.',
  },
  { name: 'react-router-dom', message: "Import from 'react-router'." },
];

// Redux Toolkit and React Redux are @portal/contracts' own, bundled there and not shared
// (build-config/shared.js): elsewhere a copy of them would be a second store library.
const reduxImports = [
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-redux',
].map((name) => ({
  name,
  allowTypeImports: true,
  message: 'Redux comes with @portal/contracts: import what you need of it from there.',
}));

// Forms take Form from @portal/ui/forms: it moves the focus to the first field in error after a
// refused submit, which react-final-form's own does not.
const formImports = [
  {
    name: 'react-final-form',
    importNames: ['Form'],
    message:
      "Import Form from '@portal/ui/forms': it focuses the first field in error after a refused submit.",
  },
];

const remotes = ['mf-client-library', 'mf-upload-checkout', 'mf-editor', 'mf-admin', 'mf-typist'];

// A remote never imports another part's source: it goes through federation or the shared-* packages.
const noSidewaysImports = remotes.map((remote) => ({
  files: [`${remote}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/shell/**', ...remotes.filter((r) => r !== remote).map((r) => `**/${r}/**`)],
            message: 'Import shared code from @portal/contracts or @portal/ui instead.',
          },
        ],
      },
    ],
  },
}));

// Inside an app a feature (src/features/<name>/) reaches another only through its public entry,
// index.ts, which lists what it shares. What several features need and no feature owns lives in
// src/components, src/hooks or a shared package. Import circles are refused repository-wide by
// scripts/check-module-cycles.ts, the first step of `npm run lint`.
const featuresOf = (app) => {
  try {
    return readdirSync(new URL(`./${app}/src/features/`, import.meta.url));
  } catch {
    return [];
  }
};
const appBoundaries = {
  files: ['shell', ...remotes].map((app) => `${app}/src/**/*.{ts,tsx}`),
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver()],
    'import-x/extensions': ['.ts', '.tsx', '.js'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: remotes.flatMap((remote) =>
          featuresOf(remote).map((feature) => ({
            target: `${remote}/src/features/${feature}/**`,
            from: `${remote}/src/features/!(${feature})/**`,
            except: ['**/src/features/*/index.ts'],
            message:
              'Reach another feature through its index.ts (its public entry), never its files.',
          })),
        ),
      },
    ],
  },
};

const browserOnly = [
  'react',
  'react-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'react-router',
  'react-router-dom',
];

// The contracts' client layer: the root entry, the store and transport (app/), test helpers and
// each domain's endpoints (client.ts, *-client.ts).
const contractsClientLayer = [
  'shared-contracts/src/index.ts',
  'shared-contracts/src/app/**',
  'shared-contracts/src/testing/**',
  'shared-contracts/src/**/client.*',
  'shared-contracts/src/**/*-client.*',
];

// The rest of the contracts, the core, is loaded by the API at start: zod and itself,
// nothing of a browser.
const contractsCore = {
  files: ['shared-contracts/src/**/*.ts'],
  ignores: contractsClientLayer,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: browserOnly.flatMap((name) => [name, `${name}/*`]),
            message: 'The core is server-safe: no React, Redux or router.',
          },
          {
            group: ['@portal/*', '**/app/*', '**/testing/*', '**/client.ts', '**/*-client.ts'],
            message: 'The core imports only itself; the client layer builds on it.',
          },
        ],
      },
    ],
    'no-restricted-globals': [
      'error',
      'window',
      'document',
      'localStorage',
      'sessionStorage',
      'navigator',
    ],
  },
};

// The API takes shared schemas, types and rules from the contracts' core only.
const apiImports = {
  files: ['api/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^@portal/contracts($|/(app|testing)/|/[^/]+/(.+-)?client$)',
            message:
              "The API imports the contracts' core (@portal/contracts/<domain>/<file>), not the root entry, app/, testing/ or endpoints.",
          },
          {
            group: ['@portal/ui', '@portal/ui/*', ...browserOnly],
            message: 'The API loads no browser code.',
          },
        ],
      },
    ],
  },
};

// Endpoint types are inferred from the core's route contracts, never written by hand beside them.
const inferredEndpointTypes = {
  files: ['shared-contracts/src/**/client.ts', 'shared-contracts/src/**/*-client.ts'],
  // The bot check loads a third-party script; it has no endpoint.
  ignores: ['shared-contracts/src/bot-check/client.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'TSInterfaceDeclaration',
        message:
          "Wire types come from the domain's routes and schema (Reply, Args or a schema's inferred type).",
      },
      {
        selector: 'TSTypeAliasDeclaration > TSTypeLiteral',
        message:
          "Wire types come from the domain's routes and schema (Reply, Args or a schema's inferred type).",
      },
    ],
  },
};

// One service style in the API: plain exported functions taking their deps first (db, or a Pick of
// lib/service-deps.ts's ServiceDeps), never a factory closing over them (ARCHITECTURE.md).
const serviceFactoryMessage =
  'Services are plain exported functions taking their deps first (db, or Pick<ServiceDeps, …>), not a create…Service factory.';
const plainServices = {
  files: ['api/src/modules/**/*.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'FunctionDeclaration[id.name=/^create\\w*Service$/]',
        message: serviceFactoryMessage,
      },
      {
        selector: 'VariableDeclarator[id.name=/^create\\w*Service$/]',
        message: serviceFactoryMessage,
      },
    ],
  },
};

// The portal's screens (shell, remotes, shared UI) are held to the WAI-ARIA rules jsx-a11y checks
// in the markup; the e2e journeys' axe checks then see what only a rendered page shows.
const portalMarkup = {
  files: ['shell', ...remotes, 'shared-ui'].map((part) => `${part}/src/**/*.tsx`),
  extends: [jsxA11y.flatConfigs.recommended],
  rules: {
    // A labelled region that scrolls (a wide table, a long agreement) takes focus so a keyboard
    // can scroll it, as axe's scrollable-region-focusable asks.
    'jsx-a11y/no-noninteractive-tabindex': [
      'error',
      { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
    ],
    // A choice's text may sit a level deeper than the default 2, beside its hint.
    'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
  },
};

// A focused test (test.only, describe.only, fit) would pass CI on the few tests it leaves running;
// CI lints, so it fails there. Playwright's journeys are refused by its forbidOnly instead.
const noFocusedTests = {
  files: testFiles,
  plugins: { jest },
  rules: { 'jest/no-focused-tests': 'error' },
};

export default defineConfig(
  globalIgnores([
    '**/node_modules',
    '**/dist',
    '**/.data',
    'api/drizzle',
    '**/test-results',
    '**/playwright-report',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  noSidewaysImports,
  appBoundaries,
  contractsCore,
  apiImports,
  inferredEndpointTypes,
  plainServices,
  portalMarkup,
  noFocusedTests,
  {
    files: ['**/src/**/*.{ts,tsx}', 'build-config/**/*.tsx'],
    ignores: [...testFiles, 'shared-contracts/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [...routerImports, ...reduxImports, ...formImports] },
      ],
    },
  },
  {
    files: ['shared-contracts/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: routerImports }] },
  },
);
