import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route answers at this path (empty for a path no route has). */
    allowedMethods(pathname: string): string[];
  }
}

/**
 * A route's path as a regular expression: `:param` (with or without its own pattern) is one
 * segment, `*` the rest, `::` a literal colon.
 */
function patternOf(url: string): RegExp {
  const source = url.replace(/::|:\w+(?:\([^)]*\))?|\*|[.+?^${}()|[\]\\]/g, (token) => {
    if (token === '::') return ':';
    if (token.startsWith(':')) return '[^/]+';
    return token === '*' ? '.*' : `\\${token}`;
  });
  return new RegExp(`^${source}$`);
}

/**
 * Collects each route's methods as routes are added, so that a known path asked with a method it
 * does not take answers 405 with `Allow` (RFC 9110) instead of 404. Registered before any route.
 * The web client's catch-all (`/*`, every page) is left out: a POST to a page is no known path.
 */
export const allowedMethodsPlugin = fp(async (app: FastifyInstance) => {
  const routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', (route) => {
    if (route.url === '/*' || route.url === '*') return;
    const entry = routes.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) entry.methods.add(method);
    routes.set(route.url, entry);
  });
  app.decorate('allowedMethods', (pathname: string) => {
    const allowed = new Set<string>();
    for (const { pattern, methods } of routes.values()) {
      if (pattern.test(pathname)) for (const method of methods) allowed.add(method);
    }
    return [...allowed].sort();
  });
});
