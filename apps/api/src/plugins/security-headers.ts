import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers of helmet, on every answer. Same headers as @fastify/helmet, but worked out
 * once: @fastify/helmet 13 builds helmet's middleware (and parses the whole CSP) on every request, and
 * even built once the middleware runs a dozen functions and header checks per request (about a
 * twentieth of a kept catalogue answer). With options that hold a function (a CSP directive computed
 * per request, such as a nonce) helmet runs per request, as before.
 */
export default fp<HelmetOptions>(
  async (app, options) => {
    if (dependsOnRequest(options)) {
      const apply = helmet(options);
      app.addHook('onRequest', (request, reply, done) => {
        apply(request.raw, reply.raw as ServerResponse, (error?: unknown) => done(error as Error | undefined));
      });
      return;
    }
    const headers = helmetHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);

/** True when a CSP directive is computed per request (helmet calls its functions with the request). */
function dependsOnRequest(options: HelmetOptions): boolean {
  const csp = options.contentSecurityPolicy;
  if (!csp || typeof csp !== 'object') return false;
  return Object.values(csp.directives ?? {}).some(
    (value) => typeof value === 'function' || (Array.isArray(value) && value.some((v) => typeof v === 'function')),
  );
}

/** The headers helmet sets for `options`, read by running its middleware once against a recorder. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}
