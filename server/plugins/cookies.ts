import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Parses request cookies and lets replies set them (the session and identity cookies, decision 006). */
async function cookiesPlugin(app: FastifyInstance) {
  await app.register(cookie);
}

export default fp(cookiesPlugin, { name: 'cookies' });
