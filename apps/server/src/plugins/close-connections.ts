import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Lets a stop end as soon as the requests in flight have their answers. Node's `server.close`
 * closes only the connections idle at that moment and waits for the others, and an answer sent
 * afterwards keeps its connection alive for the next request (Fastify's 72 s keep-alive): the
 * close waited for those until the force timer (ADR 047). So while closing, every answer says
 * `Connection: close`, and connections that go idle after a streamed answer are closed too.
 */
export const closeConnectionsPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async () => {
    // After this tick the finished answer's connection counts as idle.
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
});
