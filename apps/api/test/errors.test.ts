import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParams } from '@parashop/shared';
import { httpError, validationFailed } from '../src/lib/http-errors';
import { createTestApp, guestHeaders, type TestApp } from './helpers';

/** Routes that fail on purpose, standing in for the features. */
async function failingRoutes(scope: FastifyInstance) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/test/validated',
    {
      schema: {
        body: z.object({
          name: z
            .string({ message: 'validation.pack.nameRequired' })
            .min(2, { message: 'validation.pack.nameMin' }),
          price: z.number({ message: 'validation.pack.priceRequired' }),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  app.post('/test/manual-validation', async (request) => {
    const parsed = z
      .object({ email: z.string({ message: 'validation.email.required' }) })
      .safeParse(request.body);
    if (!parsed.success) throw validationFailed(parsed.error, 'fr');
    return { ok: true };
  });
  app.get('/test/items/:id', { schema: { params: idParams } }, async (request) => ({
    id: request.params.id,
  }));
  app.get('/test/conflict', async () => {
    throw httpError(409, 'Only 2 left of Avène Cicalfate.');
  });
  app.get('/test/sensible', async (_request, reply) => reply.notFound('No such pack.'));
  app.get('/test/crash', async () => {
    throw new Error('connection to 10.0.0.5 refused: password authentication failed for user "shop"');
  });
  // The driver's error when the connection broke under a query.
  app.get('/test/database-gone', async () => {
    throw Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), { code: 'CONNECTION_CLOSED' });
  });
  // PostgreSQL ended the session (a restart), as Drizzle wraps it.
  app.get('/test/database-restarting', async () => {
    throw Object.assign(new Error('Failed query: select 1'), {
      cause: Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    });
  });
  app.post('/test/upload', async (request) => {
    const file = await request.file();
    if (!file) throw httpError(422, 'No file.');
    const buffer = await file.toBuffer();
    return { size: buffer.length };
  });
}

function multipartBody(size: number) {
  const boundary = '----parashop-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.alloc(size, 1), tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('error bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ beforeModules: failingRoutes });
  });
  afterAll(async () => t.close());

  it('422 with the translated first message per field (English by default)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validated',
      headers: guestHeaders(),
      payload: { name: 'a' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors.name[0]).toBe('Pack name must be at least 2 characters');
    expect(body.errors.price[0]).toBe('Price is required');
    expect(body.message).toBe('Pack name must be at least 2 characters');
  });

  it('422 in French or Arabic following Accept-Language', async () => {
    const fr = await t.app.inject({
      method: 'POST',
      url: '/api/test/validated',
      headers: { ...guestHeaders(), 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' },
      payload: { price: 3 },
    });
    expect(fr.json()).toEqual({
      message: 'Le nom du pack est obligatoire',
      errors: { name: ['Le nom du pack est obligatoire'] },
    });
    const ar = await t.app.inject({
      method: 'POST',
      url: '/api/test/validated',
      headers: { ...guestHeaders(), 'accept-language': 'ar' },
      payload: { price: 3 },
    });
    expect(ar.json().errors.name).toEqual(['اسم الباقة مطلوب']);
  });

  it('422 from validationFailed() in a handler', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/manual-validation',
      headers: guestHeaders(),
      payload: {},
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toHaveLength(1);
    expect(response.json().message).toBe(response.json().errors.email[0]);
  });

  it('400 with a message for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validated',
      headers: { ...guestHeaders(), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('413 with a message for a JSON body over 1 MB', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/validated',
      headers: { ...guestHeaders(), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), price: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('413 for an upload over 5 MB, and the upload works below it', async () => {
    const small = multipartBody(1000);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/test/upload',
      headers: { ...guestHeaders(), 'content-type': small.contentType },
      payload: small.payload,
    });
    expect(ok.json()).toEqual({ size: 1000 });
    const big = multipartBody(5 * 1024 * 1024 + 1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/upload',
      headers: { ...guestHeaders(), 'content-type': big.contentType },
      payload: big.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The image may not be greater than 5 MB.' });
  });

  it('404 JSON for an unknown /api route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/nope', headers: guestHeaders() });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('404 for ids that cannot exist', async () => {
    for (const id of ['0', '-1', '1.5', 'abc', '99999999999', '2147483648', '%20']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/test/items/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/test/items/42' })).json()).toEqual({ id: 42 });
  });

  it('keeps the message of typed HTTP errors', async () => {
    const conflict = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ message: 'Only 2 left of Avène Cicalfate.' });
    const notFound = await t.app.inject({ method: 'GET', url: '/api/test/sensible' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ message: 'No such pack.' });
  });

  it('500 hides the details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong. Please try again.' });
    expect(response.body).not.toContain('10.0.0.5');
    const fr = await t.app.inject({
      method: 'GET',
      url: '/api/test/crash',
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json()).toEqual({ message: "Une erreur s'est produite. Veuillez réessayer." });
  });

  it("503 in the client's language, with Retry-After, when the database went away under the request", async () => {
    const gone = await t.app.inject({ method: 'GET', url: '/api/test/database-gone' });
    expect(gone.statusCode).toBe(503);
    expect(gone.headers['retry-after']).toBe('30');
    expect(gone.json()).toEqual({
      message: 'The shop cannot answer for a moment. Please try again in a minute.',
    });
    expect(gone.body).not.toContain('5432');
    const restarting = await t.app.inject({
      method: 'GET',
      url: '/api/test/database-restarting',
      headers: { 'accept-language': 'ar' },
    });
    expect(restarting.statusCode).toBe(503);
    expect(restarting.json()).toEqual({
      message: 'لا يستطيع المتجر الرد في الوقت الحالي. يرجى المحاولة مرة أخرى بعد دقيقة.',
    });
    const fr = await t.app.inject({
      method: 'GET',
      url: '/api/test/database-restarting',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(fr.json().message).toBe(
      'La boutique ne peut pas répondre pour le moment. Veuillez réessayer dans une minute.',
    );
  });
});
