import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document built from the routes' zod schemas (`/api/docs/json`) and its page (`/api/docs`).
 * Load it before the routes: it collects them as they are registered.
 */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Lamplight API', version: app.config.version },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'lamplight_session' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export default fp(openapiPlugin, { name: 'openapi', dependencies: ['config'] });
