// The baseline of ratio (b): Fastify answering a constant JSON on the same machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { status: 'ok', items: [1, 2, 3] };
app.get('/constant', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('constant server ready');
