// Compiles the API to one JavaScript file, apps/api/dist/server.js, for `npm run start:prod`
// (docs/decisions/110-production-build-and-metrics.md). Packages from node_modules stay outside the
// bundle (native addons such as sharp and argon2, PGlite's wasm files, lazily loaded AWS SDK) and are
// loaded by Node as usual; packages/shared is TypeScript, so it is compiled into the bundle.
//
// Source files find things on disk from their own place (`new URL('../../drizzle', import.meta.url)`
// in src/db/migrate.ts, the repository root in src/config.ts). In one bundle every module would share
// the bundle's URL, so each source file's `import.meta.url` is rewritten to its original path relative
// to the bundle: the paths keep working after the repository is moved, as long as dist/ stays beside
// src/.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
// `--outdir <dir>` (tests build elsewhere so they never replace a running dist/); keep it inside the
// repository so that Node finds node_modules from there.
const { values: cli } = parseArgs({ options: { outdir: { type: 'string' } } });
const outDir = path.resolve(cli.outdir ?? path.join(apiDir, 'dist'));
const started = Date.now();

/** Bare imports (`fastify`, `@aws-sdk/client-s3`...) stay imports; `@parashop/*` is our TypeScript. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@parashop/') || args.path.startsWith('node:')) return undefined;
      if (path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const sourceFileUrls = {
  name: 'source-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
      const relative = path.relative(outDir, args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(apiDir, 'src/server.ts'),
    'create-admin': path.join(apiDir, 'src/scripts/create-admin.ts'),
    'image-variants': path.join(apiDir, 'src/scripts/image-variants.ts'),
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // No shared chunks: each output file holds all of its code, so the rewritten URLs above are
  // relative to the file they run in.
  sourcemap: 'linked',
  // Stack traces in the logs name the source files (node --enable-source-maps, see package.json).
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages, sourceFileUrls],
  tsconfig: path.join(apiDir, 'tsconfig.json'),
});
console.log(`API compiled into ${path.relative(process.cwd(), outDir) || '.'} in ${Date.now() - started} ms`);
