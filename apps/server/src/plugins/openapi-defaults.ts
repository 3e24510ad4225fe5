import { Problem } from '@museum/contract';
import { z } from 'zod';

/** The problem answer (RFC 9457) every route may give, in JSON Schema for the OpenAPI document. */
// The cast only narrows zod's JSON Schema type to what @fastify/swagger's OpenAPI types accept.
export const problemJsonSchema = z.toJSONSchema(Problem, { target: 'draft-2020-12', io: 'output' }) as { type: 'object' };

const problemContent = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };

/** Documented for every route that names no error answer of its own. */
const PROBLEM_RESPONSES = {
  '4XX': { description: 'Ошибка запроса: problem+json с кодом и понятным текстом по-русски', content: problemContent },
  '5XX': {
    description: 'Сервер не может ответить сейчас: 503 (база недоступна или сервер перегружен), 507 (нет места на диске)',
    content: problemContent,
  },
};

/** `GET /api/archive/products/{id}/children` → `getArchiveProductsByIdChildren`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((part) => {
      const param = /^[:{](\w+)}?$/.exec(part)?.[1];
      return param ? ['by', param] : part.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  const camel = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${camel}`;
}

type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown> };

/**
 * What every documented operation must carry (an operationId, a summary, the problem answers),
 * filled in where a route does not say it itself, so a route added tomorrow is documented too.
 * One per document: two spellings of a path (`detail-types`, `detailTypes`) make the same id, and
 * the later route gets a number so ids stay unique.
 */
export function createOperationDefaults() {
  const owners = new Map<string, string>();
  const unique = (id: string, route: string) => {
    let candidate = id;
    for (let n = 2; owners.has(candidate) && owners.get(candidate) !== route; n++) candidate = `${id}${n}`;
    owners.set(candidate, route);
    return candidate;
  };
  return (schema: RouteSchema, method: string, url: string): RouteSchema => withDefaults(schema, method, url, unique);
}

function withDefaults(schema: RouteSchema, method: string, url: string, unique: (id: string, route: string) => string): RouteSchema {
  if (schema.hide) return schema;
  const path = url.replace(/:(\w+)/g, '{$1}');
  const response = { ...(schema.response ?? {}) };
  for (const [range, answer] of Object.entries(PROBLEM_RESPONSES)) {
    const prefix = range.charAt(0);
    if (!Object.keys(response).some((code) => code.startsWith(prefix))) response[range] = answer;
  }
  return {
    ...schema,
    operationId: schema.operationId ?? unique(operationIdOf(method, path), `${method} ${path}`),
    summary: schema.summary ?? `${method.toUpperCase()} ${path}`,
    response,
  };
}
