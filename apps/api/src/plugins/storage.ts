import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_FOUND_MESSAGE } from '../lib/http-errors';
import { makeVariant, parseVariantKey } from '../lib/images';
import { assertStorageKey, createLocalStorage, createS3Storage, STORAGE_CACHE_CONTROL } from '../lib/storage';

function notFound(reply: FastifyReply) {
  return reply.code(404).type('application/json; charset=utf-8').send({ message: NOT_FOUND_MESSAGE });
}

/**
 * `app.storage` and `GET /storage/*`: local files under DATA_DIR/uploads by default, an S3-compatible
 * bucket when S3_BUCKET is set (the server streams objects so the bucket can stay private).
 *
 * A responsive variant (`<image>-w<width>.<avif|webp>`, src/lib/images.ts) that is not stored yet is
 * made from its image on its first request and stored, then served like any file: uploads get their
 * variants at upload, but pictures stored before (and the demo's) are complete from their first view
 * on, without waiting for `npm run images:variants`.
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
        let object = await storage.getObject(key);
        if (!object && parseVariantKey(key)) {
          try {
            if (await makeVariant(storage, key)) object = await storage.getObject(key);
          } catch (error) {
            request.log.warn({ err: error, key }, 'could not make an image variant');
          }
        }
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
    app.addHook('onRequest', async (request) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url.startsWith('/storage/'))
        return;
      let key: string;
      try {
        key = decodeURIComponent((request.url.split('?')[0] ?? '').slice('/storage/'.length));
        assertStorageKey(key);
      } catch {
        return;
      }
      if (!parseVariantKey(key) || (await storage.exists(key))) return;
      try {
        await makeVariant(storage, key);
      } catch (error) {
        // Left to the static files: a 404, and the page falls back to the plain picture.
        request.log.warn({ err: error, key }, 'could not make an image variant');
      }
    });
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
