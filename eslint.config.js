// Flat config. Not type-aware on purpose: the type checker already runs in `npm run typecheck`, and a
// type-aware lint of the whole tree costs minutes on the 2-core machines we build on.
//
// Import boundaries (docs/decisions/010-lint-and-format.md) use ESLint's built-in `no-restricted-imports`:
// - apps/web never imports apps/api, and the reverse;
// - a feature of the web app (apps/web/src/features/<x>) never reaches into another feature, and an API
//   module (apps/api/src/modules/<x>) never reaches into another module.
// A relative import is only a string to that rule, so the feature rules are generated per folder at load
// time: from each folder we know exactly which `../..` prefix leads into each sibling feature.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const SOURCE_FILES = '*.{ts,tsx,js,jsx,mjs,cjs,mts,cts}';
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'dist-server',
  '.tsbuild',
  'data',
  'drizzle',
  'coverage',
]);

const toPosix = (p) => p.split(path.sep).join('/');
const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function subfolders(absDir) {
  if (!fs.existsSync(absDir)) return [];
  return fs
    .readdirSync(absDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name))
    .map((entry) => entry.name);
}

/** `dir` and every folder below it, as absolute paths. */
function walk(absDir) {
  return [absDir, ...subfolders(absDir).flatMap((name) => walk(path.join(absDir, name)))];
}

/** Matches an import string that points at `target` (absolute) when written from `fromDir`. */
function pathRegex(fromDir, target) {
  let rel = toPosix(path.relative(fromDir, target));
  if (!rel.startsWith('.')) rel = `./${rel}`;
  const relative = escapeRegex(rel).replace(/^\\\.\//, '(\\./)?');
  return `^(${relative})(/.*)?$`;
}

const webDir = path.join(root, 'apps/web');
const apiDir = path.join(root, 'apps/api');

/**
 * The boundaries of one app: which other app it must not import, and the folder whose children
 * ("slices": web features, API modules) must not import each other.
 */
const apps = [
  {
    dir: webDir,
    forbiddenApp: { dir: apiDir, packageName: '@parashop/api', label: 'apps/api' },
    slices: {
      dir: path.join(webDir, 'src/features'),
      label: 'feature',
      sharedHome: 'src/components, src/lib or packages/shared',
    },
    layers: [
      {
        from: ['src/components', 'src/lib', 'src/store', 'src/i18n'],
        forbidden: ['src/features', 'src/app'],
        why: 'shared building blocks sit below features and app: pass what they need in as props or arguments',
      },
    ],
  },
  {
    dir: apiDir,
    forbiddenApp: { dir: webDir, packageName: '@parashop/web', label: 'apps/web' },
    slices: {
      dir: path.join(apiDir, 'src/modules'),
      label: 'module',
      sharedHome: 'src/lib (generic helpers) or packages/shared',
    },
    layers: [
      {
        from: ['src/plugins', 'src/lib', 'src/db'],
        forbidden: ['src/modules'],
        why: 'modules are built on plugins, lib and db, never the reverse: move what both need to src/lib',
      },
      {
        from: ['src/lib', 'src/db'],
        forbidden: ['src/plugins'],
        why: 'lib and db know nothing of Fastify plugins: move the shared part to src/lib',
      },
    ],
  },
];

/** Whether `folder` is `dir` or below it. */
function isInside(dir, folder) {
  const rel = path.relative(dir, folder);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

function restrictionsFor(app, folder) {
  const { forbiddenApp, slices } = app;
  const appMessage = `${toPosix(path.relative(root, app.dir))} must not import ${forbiddenApp.label}: move what both need to packages/shared.`;
  const patterns = [
    {
      regex: `^${escapeRegex(forbiddenApp.packageName)}(/.*)?$`,
      message: appMessage,
    },
    { regex: `(^|/)${escapeRegex(forbiddenApp.label)}(/.*)?$`, message: appMessage },
    { regex: pathRegex(folder, forbiddenApp.dir), message: appMessage },
  ];

  for (const layer of app.layers) {
    const inLayer = layer.from.some((dir) => isInside(path.join(app.dir, dir), folder));
    if (!inLayer) continue;
    for (const forbidden of layer.forbidden) {
      const target = path.join(app.dir, forbidden);
      const message = `${toPosix(path.relative(root, folder))} must not import ${forbidden}: ${layer.why}.`;
      patterns.push(
        { regex: pathRegex(folder, target), message },
        // the web app's path alias: `@/` is `src/`
        { regex: `^@/${escapeRegex(forbidden.replace(/^src\//, ''))}(/.*)?$`, message },
      );
    }
  }

  const inSlices = path.relative(slices.dir, folder);
  if (inSlices && !inSlices.startsWith('..') && !path.isAbsolute(inSlices)) {
    const own = inSlices.split(path.sep)[0];
    const slicesLabel = path.basename(slices.dir);
    // A slice named `<x>-shared` (e.g. modules/catalogue-shared) or `<x>-kit` (features/admin-kit, the
    // back office's building blocks) holds what several slices share by design; the others may import
    // it, and it still may not import them.
    for (const other of subfolders(slices.dir).filter(
      (name) => name !== own && !/-(shared|kit)$/.test(name),
    )) {
      const message = `The ${slices.label} '${own}' must not reach into the ${slices.label} '${other}': move what both need to ${slices.sharedHome}.`;
      patterns.push(
        { regex: pathRegex(folder, path.join(slices.dir, other)), message },
        { regex: `(^|/)${escapeRegex(`${slicesLabel}/${other}`)}(/.*)?$`, message },
      );
    }
  }
  return patterns;
}

const boundaryConfigs = apps.flatMap((app) =>
  walk(app.dir).map((folder) => ({
    name: `parashop/boundaries/${toPosix(path.relative(root, folder))}`,
    files: [`${toPosix(path.relative(root, folder))}/${SOURCE_FILES}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: restrictionsFor(app, folder) }],
    },
  })),
);

/**
 * The module shape (docs/architecture.md, "One module shape"; docs/decisions/302): the Fastify request,
 * reply and instance stay at the edge of a module. Services, repositories and the shared modules take
 * their dependencies (`{ db, storage, log, … }`) and an input; only these files may import the Fastify
 * types: the routes, and the files that register hooks, jobs and the module list, or answer a route
 * themselves. Kept in step with the list in docs/architecture.md.
 */
const FASTIFY_AT_THE_EDGE = [
  'apps/api/src/modules/index.ts', // the module list, each a Fastify plugin
  'apps/api/src/modules/**/routes.ts', // the routes
  'apps/api/src/modules/**/*.routes.ts', // the routes of accounts, one file per screen
  'apps/api/src/modules/accounts/route-support.ts', // the accounts routes' guard and languages
  'apps/api/src/modules/accounts/rate-limits.ts', // the accounts' 429 hooks
  'apps/api/src/modules/accounts/login-limits.ts', // the sign-in lock-out hook
  'apps/api/src/modules/orders/rate-limit.ts', // the orders' 429 hook
  'apps/api/src/modules/notifications/stream.ts', // the SSE route handler (hijacks its reply)
  'apps/api/src/modules/lots/expiry-job.ts', // job registration
  'apps/api/src/modules/orders/confirmation-timeout.ts', // job registration
  'apps/api/src/modules/orders/couriers/job.ts', // job registration
  // The pages module (the web app at the root, decisions 190, 192, 215): its renderer, sitemap and
  // page describer are route handlers over the app (inject, the page cache).
  'apps/api/src/modules/pages/**',
  // Tests and their support drive the app.
  'apps/api/src/modules/**/*.test.ts',
  'apps/api/src/modules/**/test-support.ts',
  'apps/api/src/modules/**/testing/**',
];

const FASTIFY_TYPES_MESSAGE =
  'Fastify types stay in routes.ts and the hook, job and module-list files (docs/architecture.md, "One module shape"): pass the service its dependencies ({ db, storage, log, … }) and a typed input.';

const moduleShapeConfig = {
  name: 'parashop/module-shape',
  files: ['apps/api/src/modules/**/*.{ts,mts,cts}'],
  ignores: FASTIFY_AT_THE_EDGE,
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          "ImportDeclaration[source.value='fastify'] ImportSpecifier[imported.name=/^Fastify(Request|Instance|Reply)$/]",
        message: FASTIFY_TYPES_MESSAGE,
      },
      {
        selector: "MemberExpression[object.name='request'][property.name='server']",
        message: FASTIFY_TYPES_MESSAGE,
      },
    ],
  },
};

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/dist-server/',
    '**/.tsbuild/',
    '**/data/',
    '**/drizzle/',
    '**/coverage/',
    'test-results/',
    'playwright-report/',
    'screenshots/',
    'bench/results/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'parashop/base',
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    name: 'parashop/web-browser',
    files: ['apps/web/**'],
    ignores: ['apps/web/vite.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Code that runs inside the page during browser tests.
    name: 'parashop/e2e',
    files: ['e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    // Playwright reads a fixture's dependencies from its destructured first argument: `async ({}, use)`.
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    name: 'parashop/commonjs',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  ...boundaryConfigs,
  moduleShapeConfig,
);
