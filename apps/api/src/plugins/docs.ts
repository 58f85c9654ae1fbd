import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isUploadFormBody } from '../lib/upload-form';

export const DOCS_PREFIX = '/api/docs';

type Transform = typeof jsonSchemaTransform;

/**
 * The zod schemas as JSON Schema, and the catalogue's forms with an image (lib/upload-form.ts) as what
 * they are: multipart/form-data with an `image` file (or JSON without one, as the route also takes).
 */
const documentRoute: Transform = (input) => {
  const output = jsonSchemaTransform(input);
  if (!isUploadFormBody(input.schema?.body)) return output;
  const schema = output.schema as { body?: { properties?: Record<string, unknown> }; consumes?: string[] };
  if (schema.body) {
    schema.body = {
      ...schema.body,
      properties: {
        ...schema.body.properties,
        image: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or AVIF picture' },
      },
    };
  }
  schema.consumes = ['multipart/form-data', 'application/json'];
  return output;
};

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
      transform: documentRoute,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: false },
      staticCSP: false,
    });
  },
  { name: 'docs' },
);
