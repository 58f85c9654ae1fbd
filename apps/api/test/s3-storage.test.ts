import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/**
 * A minimal S3-compatible server (path-style PUT / GET / DELETE object), enough for the real AWS SDK
 * to talk to: the storage plugin is tested through the SDK, not around it.
 */
function fakeS3(): Promise<{
  server: Server;
  url: string;
  objects: Map<string, { body: Buffer; type: string }>;
}> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = createServer((request, response) => {
    const key = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          type: String(request.headers['content-type'] ?? ''),
        });
        response.writeHead(200, { etag: '"1"' }).end();
      } else if (request.method === 'GET' || request.method === 'HEAD') {
        const object = objects.get(key);
        if (!object) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
          return;
        }
        response
          .writeHead(200, { 'content-type': object.type, 'content-length': object.body.length })
          .end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, objects });
    }),
  );
}

describe('storage on S3-compatible object storage', () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await fakeS3();
    t = await createTestApp({
      s3: {
        bucket: 'shop',
        endpoint: s3.url,
        region: 'us-east-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    s3.server.close();
  });

  it('puts objects in the bucket and streams them back at /storage with a year of cache', async () => {
    const bytes = Buffer.from('RIFF0000WEBPVP8 image bytes');
    await t.app.storage.put('products/p1.webp', bytes, 'image/webp');
    expect(s3.objects.get('/shop/products/p1.webp')?.type).toBe('image/webp');

    const response = await t.app.inject({ method: 'GET', url: '/storage/products/p1.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(bytes)).toBe(true);

    await t.app.storage.delete('products/p1.webp');
    expect(s3.objects.has('/shop/products/p1.webp')).toBe(false);
    const gone = await t.app.inject({ method: 'GET', url: '/storage/products/p1.webp' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Not found.' });
  });

  it('answers 404 for keys it would never store', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/storage/..%2Fsecret' });
    expect(response.statusCode).toBe(404);
  });
});
