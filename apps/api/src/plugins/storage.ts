import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_FOUND_MESSAGE } from '../lib/http-errors';
import { assertStorageKey, createLocalStorage, createS3Storage, STORAGE_CACHE_CONTROL } from '../lib/storage';

function notFound(reply: FastifyReply) {
  return reply.code(404).type('application/json; charset=utf-8').send({ message: NOT_FOUND_MESSAGE });
}

/**
 * `app.storage` and `GET /storage/*`: local files under DATA_DIR/uploads by default, an S3-compatible
 * bucket when S3_BUCKET is set (the server streams objects so the bucket can stay private).
 */
export default fp(
  async (app) => {
    const { config } = app;
    if (config.s3) {
      const storage = await createS3Storage(config.s3);
      app.decorate('storage', storage);
      app.addHook('onClose', async () => storage.client.destroy());
      app.get('/storage/*', { schema: { hide: true } }, async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        try {
          assertStorageKey(key);
        } catch {
          return notFound(reply);
        }
        const object = await storage.getObject(key);
        if (!object) return notFound(reply);
        reply.header('cache-control', STORAGE_CACHE_CONTROL);
        reply.header('x-content-type-options', 'nosniff');
        reply.type(object.contentType ?? 'application/octet-stream');
        if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
        return reply.send(object.body);
      });
      return;
    }

    const root = join(config.dataDir, 'uploads');
    await mkdir(root, { recursive: true });
    const storage = createLocalStorage(root);
    app.decorate('storage', storage);
    // Missing files fall through to the not-found handler, which answers JSON 404 under /storage/.
    await app.register(fastifyStatic, {
      root,
      prefix: '/storage/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      schemaHide: true,
      setHeaders(reply) {
        reply.header('cache-control', STORAGE_CACHE_CONTROL);
      },
    });
  },
  { name: 'storage' },
);
