import type { Endpoint, EndpointAnswer, FileAnswer } from '@museum/contract';

type DocumentedSchema = Record<string, unknown> & { response?: Record<string, unknown> };

/** Anonymous callers may call an open endpoint (a bearer token is read when sent); the others need one. */
const OPEN = [{}, { bearer: [] }];
const SIGNED_IN = [{ bearer: [] }];

const isFile = (answer: EndpointAnswer): answer is FileAnswer => answer !== null && 'file' in answer && Array.isArray(answer.file);

/** A file answer: one entry per content type, each a string of bytes. */
const fileResponse = (answer: FileAnswer) => ({
  description: answer.description,
  content: Object.fromEntries(answer.file.map((type) => [type, { schema: { type: 'string' } }])),
});

/**
 * What the declaration says that Fastify's schemas cannot: who may call the operation, the
 * answers without a JSON body (a 204, a file download). Added to the document only; the route
 * validates and serialises with the JSON schemas alone. The multipart body is documented from the
 * declaration before this (it needs the zod transform).
 */
export function documentEndpoint(schema: DocumentedSchema, endpoint: Endpoint): DocumentedSchema {
  const response = { ...(schema.response ?? {}) };
  for (const [status, answer] of Object.entries(endpoint.responses)) {
    if (answer === null) response[status] = { description: 'Готово, ответ без тела', type: 'null' };
    else if (isFile(answer)) response[status] = fileResponse(answer);
  }
  const security = endpoint.auth
    ? { security: SIGNED_IN, description: `Нужен вход с ролью не ниже ${endpoint.auth} (401 без входа, 403 без роли).` }
    : { security: OPEN };
  return { ...schema, ...security, response };
}
