// A bare Fastify server answering GET /bare with fixed bytes: the framework floor for comparisons.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BARE_BODY_FILE ?? '/dev/null');
const app = Fastify({ logger: false });
app.get('/bare', (_req, reply) => reply.type('application/json').send(body));
app.get('/healthz', () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
