import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document, generated from the routes' zod schemas: the UI at /api/docs, the document at
 * /api/docs/json. Registered before the modules so that it sees their routes.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Parashop API',
          description:
            'Online parapharmacy: catalogue, cart orders (cash on delivery), accounts and the back office. ' +
            'Cookie session; every non-GET request echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header. ' +
            'Errors: { message, errors? }.',
          version: '1.0.0',
        },
        servers: [{ url: app.config.publicUrl }],
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'parashop_session' },
            xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: false },
      staticCSP: false,
    });
  },
  { name: 'docs' },
);
