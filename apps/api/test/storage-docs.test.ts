import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readOutbox, type TestApp } from './helpers';

describe('storage, mail outbox and API docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('stores files under DATA_DIR/uploads and serves them at /storage with a year of cache', async () => {
    const bytes = Buffer.from('RIFF....WEBPVP8 fake image');
    await t.app.storage.put('products/abc.webp', bytes, 'image/webp');
    expect(t.app.storage.url('products/abc.webp')).toBe('/storage/products/abc.webp');
    const response = await t.app.inject({ method: 'GET', url: '/storage/products/abc.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(bytes)).toBe(true);

    await t.app.storage.delete('products/abc.webp');
    const gone = await t.app.inject({ method: 'GET', url: '/storage/products/abc.webp' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Not found.' });
  });

  it('refuses keys that leave the uploads folder', async () => {
    await expect(t.app.storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    for (const url of [
      '/storage/..%2F..%2F..%2Fetc%2Fpasswd',
      '/storage/products/..%2F..%2F..%2Fetc%2Fpasswd',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body).not.toContain('root:');
    }
  });

  it('writes mails as .eml files in DATA_DIR/mail, readable back in order', async () => {
    await t.app.mail.send({
      to: 'amina@gmail.com',
      subject: 'Votre code',
      text: 'Code : 123456\nMerci, شكرا',
      html: '<p>123456</p>',
    });
    await t.app.mail.send({ to: 'omar@gmail.com', subject: 'Second', text: 'Hello' });
    const mails = await readOutbox(t.config);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({
      to: 'amina@gmail.com',
      subject: 'Votre code',
      text: 'Code : 123456\nMerci, شكرا',
    });
    expect(mails[0]?.html).toContain('123456');
    expect(mails[0]?.file).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{8}\.eml$/);
    expect(mails[1]).toMatchObject({ to: 'omar@gmail.com', subject: 'Second', text: 'Hello' });
  });

  it('serves the OpenAPI document at /api/docs/json and the UI at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/health');
    // The forms with an image are documented as the multipart forms they are, image included.
    for (const [path, method] of [
      ['/api/products', 'post'],
      ['/api/products/{id}', 'put'],
      ['/api/categories', 'post'],
      ['/api/companies', 'post'],
    ] as const) {
      const content = document.paths[path][method].requestBody.content;
      expect(Object.keys(content), `${method} ${path}`).toEqual(['multipart/form-data', 'application/json']);
      expect(content['multipart/form-data'].schema.properties.image).toMatchObject({ format: 'binary' });
      expect(content['multipart/form-data'].schema.properties.name).toBeDefined();
    }
    // A JSON route stays JSON.
    expect(Object.keys(document.paths['/api/packs'].post.requestBody.content)).toEqual(['application/json']);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const page =
      ui.statusCode === 302 ? await t.app.inject({ method: 'GET', url: String(ui.headers.location) }) : ui;
    expect(page.body).toContain('swagger');
  });
});
