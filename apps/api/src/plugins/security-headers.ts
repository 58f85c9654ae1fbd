import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers of helmet, on every answer. Same headers as @fastify/helmet, but the helmet
 * middleware is built once: @fastify/helmet 13 builds it (and parses the whole CSP) on every request,
 * which cost about a tenth of a cached catalogue read.
 */
export default fp<HelmetOptions>(
  async (app, options) => {
    const apply = helmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      apply(request.raw, reply.raw as ServerResponse, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
