import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import direction of docs/decisions/070-layer-rules.md, enforced by `npm run lint`: each case is a
// one-line file linted as if it lived at `file`; a violation must be reported, its allowed twin not.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, cache: false });
});

async function restrictedImports(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer rules', () => {
  it.each([
    ['apps/web/src/components/ui/probe.ts', "import '@/features/cart/lib/order-payload';"],
    ['apps/web/src/components/layout/probe.ts', "import '../../features/cart/lib/order-payload';"],
    ['apps/web/src/lib/probe.ts', "import '@/app/router';"],
    ['apps/web/src/store/probe.ts', "import '../features/cart/lib/order-payload';"],
    ['apps/web/src/i18n/probe.ts', "import '@/app/provider';"],
    ['apps/api/src/plugins/probe.ts', "import '../modules/orders/routes';"],
    ['apps/api/src/lib/probe.ts', "import '../modules/orders/routes';"],
    ['apps/api/src/lib/probe.ts', "import '../plugins/session';"],
    ['apps/api/src/db/probe.ts', "import '../plugins/storage';"],
    ['apps/api/src/db/seed/probe.ts', "import '../../modules/products/service';"],
  ])('%s: %s fails the lint', async (file, source) => {
    expect(await restrictedImports(file, source)).toHaveLength(1);
  });

  it.each([
    ['apps/web/src/features/cart/probe.ts', "import '@/components/ui/button';"],
    ['apps/web/src/app/probe.ts', "import '@/features/cart/lib/order-payload';"],
    ['apps/api/src/modules/orders/probe.ts', "import '../../lib/http-errors';"],
    ['apps/api/src/plugins/probe.ts', "import '../lib/http-errors';"],
    ['apps/api/src/db/seed/probe.ts', "import '../../lib/images';"],
  ])('%s: %s is allowed', async (file, source) => {
    expect(await restrictedImports(file, source)).toEqual([]);
  });
});

// The module shape (docs/architecture.md, "One module shape"): Fastify's request, reply and instance
// types stay in routes.ts and the hook, job and module-list files; services take their dependencies.
async function fastifyAtTheEdge(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('no Fastify request below the routes', () => {
  it.each([
    ['apps/api/src/modules/products/service.ts', "import type { FastifyRequest } from 'fastify';"],
    ['apps/api/src/modules/categories/repository.ts', "import type { FastifyInstance } from 'fastify';"],
    ['apps/api/src/modules/catalogue-shared/clicks.ts', "import { type FastifyReply } from 'fastify';"],
    [
      'apps/api/src/modules/orders/place-order.ts',
      'export const app = (request: { server: 1 }) => request.server;',
    ],
  ])('%s: %s fails the lint', async (file, source) => {
    expect(await fastifyAtTheEdge(file, source)).toHaveLength(1);
  });

  it.each([
    ['apps/api/src/modules/products/routes.ts', "import type { FastifyRequest } from 'fastify';"],
    ['apps/api/src/modules/accounts/login.routes.ts', "import type { FastifyInstance } from 'fastify';"],
    ['apps/api/src/modules/lots/expiry-job.ts', "import type { FastifyInstance } from 'fastify';"],
    ['apps/api/src/modules/orders/rate-limit.ts', "import type { FastifyInstance } from 'fastify';"],
    ['apps/api/src/modules/index.ts', "import type { FastifyInstance } from 'fastify';"],
    ['apps/api/src/modules/products/service.ts', "import type { FastifyBaseLogger } from 'fastify';"],
    ['apps/api/src/lib/probe.ts', "import type { FastifyRequest } from 'fastify';"],
  ])('%s: %s is allowed', async (file, source) => {
    expect(await fastifyAtTheEdge(file, source)).toEqual([]);
  });
});
