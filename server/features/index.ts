import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/routes.ts';
import bibleRoutes from './bible/routes.ts';
import configRoutes from './config/routes.ts';
import strongsRoutes from './strongs/routes.ts';

/** Registers every feature's routes under /api. */
export async function registerFeatures(app: FastifyInstance) {
  await app.register(configRoutes);
  await app.register(bibleRoutes);
  await app.register(strongsRoutes);
  await app.register(authRoutes);
  await app.register(import('./admin/routes.ts'));
  await app.register(import('./readings/routes.ts'));
  await app.register(import('./journal/routes.ts'));
  await app.register(import('./notebook/routes.ts'));
  await app.register(import('./membership/routes.ts'));
  await app.register(import('./plans/routes.ts'));
  await app.register(import('./account/routes.ts'));
}
