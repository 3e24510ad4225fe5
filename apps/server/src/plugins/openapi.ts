import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { createOperationDefaults, problemJsonSchema } from './openapi-defaults';
import { documentEndpoint } from './openapi-endpoints';

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
        // The code's licence (LICENSE); catalogue texts are CC BY-SA 4.0, as each answer's rights say.
        license: { name: 'GNU Affero General Public License v3.0 or later', identifier: 'AGPL-3.0-or-later' },
      },
      // Relative: the document describes the server that serves it, wherever it runs.
      servers: [{ url: '/', description: 'Этот сервер' }],
      // Every route reads the bearer token when there is one; each operation says whether it needs one.
      security: [{}, { bearer: [] }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        schemas: { Problem: problemJsonSchema },
      },
    },
    transform: (route) => {
      const declared = route.route.config?.endpoint;
      // A multipart body is read by its route, not validated by Fastify: documented from the declaration.
      const withForm = declared?.multipart ? { ...route, schema: { ...route.schema, body: declared.multipart } } : route;
      const documented = jsonSchemaTransform(withForm);
      const method = [route.route.method].flat()[0] ?? 'get';
      const schema = documented.schema as Record<string, unknown>;
      const described = declared ? documentEndpoint(schema, declared) : schema;
      return { ...documented, schema: withOperationDefaults(described, method, documented.url) };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
