import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { createOperationDefaults, problemJsonSchema } from './openapi-defaults';

/** OpenAPI 3.1 generated from the route schemas, at /api/openapi.json, and a browsable page at /api/docs. */
export const openApiPlugin = fp<{ version: string }>(async (app: FastifyInstance, { version }) => {
  const withOperationDefaults = createOperationDefaults();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Музей «Тульский Максим»: API',
        description: 'Каталог пулемёта «Максим» и станков к нему: изделия, детали, фотографии, модерация.',
        version,
      },
      // Relative: the document describes the server that serves it, wherever it runs.
      servers: [{ url: '/', description: 'Этот сервер' }],
      // Every route reads the bearer token when there is one; anonymous callers may read the catalogue.
      security: [{}, { bearer: [] }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        schemas: { Problem: problemJsonSchema },
      },
    },
    transform: (route) => {
      const documented = jsonSchemaTransform(route);
      const method = [route.route.method].flat()[0] ?? 'get';
      return { ...documented, schema: withOperationDefaults(documented.schema as Record<string, unknown>, method, documented.url) };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
