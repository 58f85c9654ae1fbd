import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';

// The CSRF check and the session are decided on the path the router reads (review finding 6): a
// percent-encoded or absolute-form spelling of an API path must meet the same check as the plain one.

/** One raw HTTP/1.1 request (no client library normalises the target), answered with its status. */
function rawRequest(port: number, head: string, body = ''): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', reject);
    socket.write(
      `${head}\r\nHost: 127.0.0.1:${port}\r\n${body ? 'Content-Type: application/json\r\n' : ''}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

describe('CSRF and sessions on the routed path', () => {
  let t: TestApp;
  let port: number;
  const login = JSON.stringify({ email: 'shopper@gmail.com', password: 'secret123' });

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { email: 'shopper@gmail.com', password: 'secret123' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  it.each([
    ['the plain path', 'POST /api/login HTTP/1.1'],
    ['a percent-encoded path', 'POST /%61pi/login HTTP/1.1'],
    ['a percent-encoded segment further in', 'POST /api/%6cogin HTTP/1.1'],
    ['an absolute-form target', 'POST http://127.0.0.1/api/login HTTP/1.1'],
  ])('a login without the XSRF token is refused with 419: %s', async (_name, head) => {
    expect(await rawRequest(port, head, login)).toBe(419);
  });

  it.each([
    ['a percent-encoded path', 'POST /%61pi/products/1/click HTTP/1.1'],
    ['an absolute-form target', 'POST http://127.0.0.1/api/products/1/click HTTP/1.1'],
  ])('a click without the XSRF token is refused with 419: %s', async (_name, head) => {
    expect(await rawRequest(port, head)).toBe(419);
  });

  it('an unknown path of any spelling is still a 404, not a CSRF refusal of a page', async () => {
    expect(await rawRequest(port, 'POST /not-a-page HTTP/1.1')).toBe(404);
  });
});
