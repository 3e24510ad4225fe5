import type { FastifyInstance } from 'fastify';

/** Parsed JSON, loosely typed on purpose: tests assert on its shape. */
type Json = ReturnType<typeof JSON.parse>;

/** GET with optional headers; answers the status and parsed JSON body. */
export async function getJson(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Json }> {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : undefined };
}

/** A query string from values; arrays are joined with commas. */
export const qs = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
